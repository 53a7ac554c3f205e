import { PLATFORMS, questionFields, readPath, writePath, type Platform, type QuestionObject } from '@cp/contract';

export const CHAPTER_STEPS = ['Chapter', 'Completion Percentage', 'Teaching Format', 'Minigame', 'Content and Preview'] as const;

export interface ChosenMinigame {
  minigame_id: number;
  minigame_name: string;
  module_id: number;
  icon: string | null;
  is_doc: boolean;
  is_chatbot: boolean;
}

/**
 * What the Add Chapter wizard remembers in this browser, per subject, until the chapter is saved or
 * the author cancels. The step lives in the URL (?step=N), so Back and reload keep it.
 */
export interface ChapterDraft {
  title: string;
  completion: number;
  platforms: Platform[];
  format: { id: number; name: string } | null;
  minigame: ChosenMinigame | null;
  entry: QuestionObject;
}

export const emptyChapterDraft = (): ChapterDraft => ({ title: '', completion: 100, platforms: [...PLATFORMS], format: null, minigame: null, entry: {} });

const key = (code: string) => `cp.chapter-draft.${code}`;

export function loadChapterDraft(code: string): ChapterDraft | null {
  try {
    const raw = localStorage.getItem(key(code));
    return raw ? { ...emptyChapterDraft(), ...(JSON.parse(raw) as Partial<ChapterDraft>) } : null;
  } catch {
    return null;
  }
}

/** Stores the draft; a picture too big for this browser's storage is left out rather than losing the text. */
export function storeChapterDraft(code: string, draft: ChapterDraft) {
  try {
    localStorage.setItem(key(code), JSON.stringify(draft));
  } catch {
    try {
      let entry = draft.entry;
      for (const f of questionFields(draft.minigame?.module_id ?? 0)) if (f.kind === 'image' && readPath(entry, f.path)) entry = writePath(entry, f.path, '');
      localStorage.setItem(key(code), JSON.stringify({ ...draft, entry }));
    } catch {
      /* storage blocked: the wizard still works for this visit */
    }
  }
}

export const clearChapterDraft = (code: string) => localStorage.removeItem(key(code));

/** Which steps are complete: a step can be opened once every step before it is. */
export function doneSteps(d: ChapterDraft): boolean[] {
  return [d.title.trim() !== '', true, d.format !== null, d.minigame !== null, false];
}

/** The step to show for the one asked for in the URL (1-based): itself if reachable, else the first open one. */
export function chapterStepToShow(d: ChapterDraft, requested: number | null): number {
  const done = doneSteps(d);
  const firstOpen = Math.max(0, done.indexOf(false));
  if (requested === null || !Number.isInteger(requested) || requested < 1 || requested > CHAPTER_STEPS.length) return firstOpen;
  return done.slice(0, requested - 1).every(Boolean) ? requested - 1 : firstOpen;
}

/** True once the author has typed or chosen anything (the leave warning shows from then on). */
export const hasChanges = (d: ChapterDraft) => d.title.trim() !== '' || d.format !== null || d.minigame !== null || Object.keys(d.entry).length > 0;
