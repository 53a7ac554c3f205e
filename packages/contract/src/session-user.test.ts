import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './auth';
import { readSessionUser } from './session-user';

const valid = { token: 't0k', username: 'rina', email: 'rina@example.com', avatar: null, profile_complete: true, is_service: false };
const samples: unknown[] = [
  valid,
  { ...valid, avatar: '/media/a.png' },
  { ...valid, extra: 'dropped' },
  null,
  'text',
  42,
  [],
  {},
  // every field missing in turn, then of a wrong type
  ...Object.keys(valid).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
  ...Object.keys(valid).flatMap((key) => [1, 'x', true, null, undefined, {}].map((wrong) => ({ ...valid, [key]: wrong }))),
];

describe('readSessionUser', () => {
  it('covers every field of the schema', () => {
    expect(Object.keys(valid).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
  });
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))('reads %s as the schema does', (_name, sample) => {
    const parsed = sessionUserSchema.safeParse(sample);
    expect(readSessionUser(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
