import { describe, expect, it } from 'vitest';
import { emptyDraft, stepToShow, wizardUrl } from './draft';

describe('wizard steps in the URL', () => {
  const draft = { ...emptyDraft(), code: 'ABCD2345', done: [true, true, false, false] as [boolean, boolean, boolean, boolean] };

  it('shows the requested step when every earlier step is done', () => {
    expect(stepToShow(draft, 1)).toBe(0);
    expect(stepToShow(draft, 3)).toBe(2);
  });

  it('falls back to the first open step for a step not reachable yet, a missing or a nonsense step', () => {
    expect(stepToShow(draft, 4)).toBe(2);
    expect(stepToShow(draft, null)).toBe(2);
    expect(stepToShow(draft, 0)).toBe(2);
    expect(stepToShow(draft, 9)).toBe(2);
    expect(stepToShow(draft, Number.NaN)).toBe(2);
    expect(stepToShow(emptyDraft(), 3)).toBe(0);
  });

  it('writes the code and the 1-based step', () => {
    expect(wizardUrl('ABCD2345', 1)).toBe('/subject/add?code=ABCD2345&step=2');
    expect(wizardUrl(null, 0)).toBe('/subject/add?step=1');
  });
});
