import { describe, expect, it } from 'vitest';
import { INVITE_MAX, contributorMessages, inviteeProblem, isEmailAddress, roleLabel } from './contributors';

describe('invite rules (spec 1 §5)', () => {
  it('needs at least one address', () => {
    expect(inviteeProblem([])).toBe('Please input contributor email.');
    expect(inviteeProblem(['', '   '])).toBe('Please input contributor email.');
  });

  it('names every address that is not a basic e-mail, in order', () => {
    expect(inviteeProblem(['ok@school.org', 'bad', 'two words@x.org', 'a@b'])).toBe(
      'Invalid email detected for bad, two words@x.org, a@b, please remove or change before invite.',
    );
  });

  it('accepts good lists, trimming spaces; refuses more than the limit of distinct addresses', () => {
    expect(inviteeProblem([' ok@school.org ', 'OK@school.org', 'x.y+z@sub.example.co.id'])).toBeNull();
    const many = Array.from({ length: INVITE_MAX + 1 }, (_, i) => `p${i}@school.org`);
    expect(inviteeProblem(many)).toBe(contributorMessages.tooManyInvitees);
    expect(inviteeProblem(many.slice(0, INVITE_MAX))).toBeNull();
  });

  it('the pattern refuses separators and missing parts', () => {
    for (const bad of ['a@b', '@b.org', 'a@.org', 'a b@c.org', 'a@b.org,c@d.org', 'a;b@c.org', `${'a'.repeat(250)}@b.org`]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(isEmailAddress('rina.owner@demo.contentplus.local')).toBe(true);
  });

  it('labels: the owner, managers (3) and contributors (2)', () => {
    expect(roleLabel(3, true)).toBe('Owner');
    expect(roleLabel(3)).toBe('Manager');
    expect(roleLabel(2)).toBe('Contributor');
  });
});
