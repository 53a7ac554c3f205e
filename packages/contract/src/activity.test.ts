import { describe, expect, it } from 'vitest';
import { ACTIVITY, ACTIVITY_DEFINITIONS, activityCategory, activityWording } from './activity';

describe('activity types', () => {
  it('numbers 1 to 50 are defined once, except 8 and 24', () => {
    const numbers = Object.values(ACTIVITY);
    expect(new Set(numbers).size).toBe(numbers.length);
    const expected = Array.from({ length: 50 }, (_, i) => i + 1).filter((n) => n !== 8 && n !== 24);
    expect([...numbers].sort((a, b) => a - b)).toEqual(expected);
    expect(Object.keys(ACTIVITY_DEFINITIONS).map(Number).sort((a, b) => a - b)).toEqual(expected);
  });

  it('keeps the numbers spec 3 fixes', () => {
    expect(ACTIVITY).toMatchObject({
      subjectSetPrivate: 4,
      subjectSetPublic: 5,
      beganContributing: 9,
      stoppedContributing: 10,
      subjectPublished: 20,
      completionChanged: 21,
      minigameHidden: 22,
      promotedToManager: 23,
      minigameUnhidden: 25,
    });
  });

  it('words an activity for its actor and for others', () => {
    const item = { type: ACTIVITY.subjectRenamed, info: { old_subject_name: 'A', new_subject_name: 'B' }, username: 'rina', is_me: false };
    expect(activityWording(item)).toBe('rina renamed subject "A" to "B"');
    expect(activityWording({ ...item, is_me: true })).toBe('You renamed subject "A" to "B"');
    expect(activityWording({ type: 4, info: { subject_name: 'Fractions' }, username: 'budi', is_me: false })).toBe('budi set "Fractions" to private');
  });

  it('an unknown number falls back to the demoted-to-contributor wording', () => {
    const demoted = activityWording({ type: ACTIVITY.demotedToContributor, info: { affected_username: 'sari', subject_name: 'X' }, username: 'budi', is_me: false });
    expect(demoted).toBe('budi demoted sari to Contributor in "X"');
    for (const type of [8, 24, 99]) {
      expect(activityWording({ type, info: { affected_username: 'sari', subject_name: 'X' }, username: 'budi', is_me: false })).toBe(demoted);
      expect(activityCategory(type)).toBe('other');
    }
  });
});
