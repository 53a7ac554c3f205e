import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { addWorkingDays } from './publishing';
import { filtersForView, prerequisiteInputSchema, subjectAction, subjectBasicInfoSchema, subjectListBodySchema } from './subjects';

describe('addWorkingDays', () => {
  it('skips Saturdays and Sundays', () => {
    // Friday 2026-11-20 + 7 working days = Tuesday 2026-12-01.
    expect(addWorkingDays(new Date('2026-11-20T10:00:00Z'), 7).toISOString().slice(0, 10)).toBe('2026-12-01');
    // Sunday + 1 = Monday.
    expect(addWorkingDays(new Date('2026-11-22T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-23');
  });
});

describe('subjectAction (spec 1 §4)', () => {
  const base = { mine: false, role: null, request_status: null, last_publish_status: null, invited: false };
  it('owner publishes, then sees ON REVIEW', () => {
    expect(subjectAction({ ...base, mine: true, role: 3 })).toBe('publish');
    expect(subjectAction({ ...base, mine: true, role: 3, last_publish_status: 'Requested' })).toBe('on-review');
  });
  it('no role: Request Access, or Access Requested unless the request status is 2', () => {
    expect(subjectAction(base)).toBe('request-access');
    expect(subjectAction({ ...base, request_status: 1 })).toBe('access-requested');
    expect(subjectAction({ ...base, request_status: 3 })).toBe('access-requested');
    expect(subjectAction({ ...base, request_status: 2 })).toBe('request-access');
  });
  it('a manager or contributor who is not the owner leaves', () => {
    expect(subjectAction({ ...base, role: 3 })).toBe('leave');
    expect(subjectAction({ ...base, role: 2 })).toBe('leave');
  });
  it('someone with a pending invitation answers it, and is offered no Request Access', () => {
    expect(subjectAction({ ...base, invited: true })).toBe('invited');
    expect(subjectAction({ ...base, invited: true, request_status: 1 })).toBe('invited');
  });
});

describe('forms and bodies', () => {
  it('a negative counter makes the name invalid', () => {
    const ok = subjectBasicInfoSchema.safeParse({ name: 'x'.repeat(60), description: 'd', private: false, adaptive: false });
    expect(ok.success).toBe(true);
    const long = subjectBasicInfoSchema.safeParse({ name: 'x'.repeat(61), description: 'd', private: false, adaptive: false });
    expect(long.success).toBe(false);
    const empty = subjectBasicInfoSchema.safeParse({ name: ' ', description: '', private: false, adaptive: false });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([messages.subjectNameRequired, messages.subjectDescriptionRequired]);
  });

  it('prerequisites: required excludes not sure; text of the list is accepted', () => {
    const bad = prerequisiteInputSchema.safeParse([{ subject_code: 'AB', is_required: true, level: 'not sure' }]);
    expect(bad.error?.issues[0]?.message).toBe(messages.prerequisiteLevel);
    const text = prerequisiteInputSchema.safeParse(JSON.stringify([{ subject_code: 'AB', is_required: false, level: 'not sure' }]));
    expect(text.data).toEqual([{ subject_code: 'AB', is_required: false, level: 'not sure' }]);
    expect(prerequisiteInputSchema.safeParse(null).data).toBeNull();
  });

  it('list body defaults: most popular, 6 per page, page 1', () => {
    expect(subjectListBodySchema.parse({})).toMatchObject({ search: '', sort: '0-d', filter: [], n: 6, page: 1 });
    expect(filtersForView('browse').map((f) => f.value)).toEqual([0, 1, 2, 5]);
  });
});
