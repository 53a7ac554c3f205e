import { parsePrerequisiteText, type Subject, type SubjectBasicInfo } from '@cp/contract';
import type { PrerequisiteState } from '../forms/PrerequisiteEditor';

export const WIZARD_STEPS = ['Basic Information', 'Choose Category', 'Prerequisite Subject', 'Cover Image'] as const;
const DRAFT_KEY = 'cp.subject-draft';

/**
 * What the wizard remembers in this browser until 'Create Subject', Delete or 'Start a new subject'
 * (no secrets in it). The step itself lives in the URL, so Back and reload keep it.
 */
export interface WizardDraft {
  code: string | null;
  done: [boolean, boolean, boolean, boolean];
  basic: SubjectBasicInfo;
  categoryId: number | null;
  prerequisite: PrerequisiteState;
}

export const emptyDraft = (): WizardDraft => ({
  code: null,
  done: [false, false, false, false],
  basic: { name: '', description: '', private: false, adaptive: false },
  categoryId: null,
  prerequisite: { entries: [], none: false },
});

export function loadDraft(): WizardDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as WizardDraft) : null;
  } catch {
    return null;
  }
}

export function storeDraft(draft: WizardDraft) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the wizard still works for this visit */
  }
}

export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);

/** What the wizard knows of a subject saved earlier (resumed with ?code= on another device or after a clear). */
export function draftFromSubject(subject: Subject): WizardDraft {
  const entries = parsePrerequisiteText(subject.pre_requisite);
  return {
    code: subject.code,
    done: [true, subject.category_id !== null, subject.pre_requisite !== null, false],
    basic: { name: subject.name, description: subject.description, private: subject.private, adaptive: subject.adaptive },
    categoryId: subject.category_id,
    prerequisite: { entries, none: subject.pre_requisite !== null && entries.length === 0 },
  };
}

/** A step can be opened once every earlier step is done. */
export const reachable = (draft: WizardDraft, index: number) => draft.done.slice(0, index).every(Boolean);

/** The step to show for a requested one (1-based in the URL): itself if reachable, else the first step not done. */
export function stepToShow(draft: WizardDraft, requested: number | null): number {
  const firstOpen = Math.max(0, draft.done.indexOf(false));
  if (requested === null || !Number.isInteger(requested) || requested < 1 || requested > WIZARD_STEPS.length) return firstOpen;
  return reachable(draft, requested - 1) ? requested - 1 : firstOpen;
}

export function wizardUrl(code: string | null, index: number) {
  const query = new URLSearchParams(code ? { code, step: String(index + 1) } : { step: String(index + 1) });
  return `/subject/add?${query}`;
}
