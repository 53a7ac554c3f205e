import { dataUrlBytes, IMAGE_LIMITS } from '../images';
import { messages } from '../messages';
import { cleanKeywords, lengthWithoutSpaces, markedTexts, normaliseAnswer, plainText, sameAnswer, sanitiseMarkup } from './markup';
import { QUESTION_LIMITS, questionFields, questionModule, type FieldSpec, type TextField } from './modules';

/** The spec's entry messages (spec 2 §5, §8), word for word, and ours where it is silent (marked). */
export const questionMessages = {
  requiredSuffix: 'Please complete the form before submitting your entry!',
  checkField: (label: string) => `Please check maximum character or correct input on ${label}`,
  duplicatedWithWrong: (n: number, round: number) => `Correct answer is duplicated with wrong answer ${n} on round ${round}`,
  duplicatedWrong: (round: number) => `There is a duplication value input on round ${round} wrong answer section`,
  duplicateAnswers: 'There is a duplicate value on answers section',
  notEnoughKeywords: 'Not enough keywords',
  selectToHighlight: 'Please select or block the text for highlight.',
  submitted: 'Entry submitted.',
  submittedForReview: 'Submitted as draft. Waiting for owner/manager approval.',
  previewFailed: 'Chapter cannot be preview.',
  chapterSaveFailed: 'Chapter cannot be saved.',
  readingHasOwnBuilder: 'Reading comprehension entries are written in the reading builder, not in this form.',
  deleted: 'Entry deleted.',
  notFound: 'Cannot find the question.',
  subjectMissing: 'Content not found, you will be redirect to subject page.',
  failList: 'Fail to submit :',
  failOne: 'Fail to submit. ',
  saveFailed: 'Cannot save question.',
  needsReview: 'needs to be approved or declined',
  beingReviewed: 'being reviewed',
  // ours, where the spec is silent
  onReviewLocked: 'This entry is waiting for review; only the owner or a manager can change it now.',
  noRole: 'Only contributors of this subject can write entries.',
  demoLocked: 'Entries of a demo subject cannot be changed.',
  changedMeanwhile: (editor: string | null) =>
    `${editor ?? 'Someone'} changed this entry after you opened it, so your change was not saved. Your text is still in the form: keep what you need, then close it and open the entry again.`,
  mathPickField: 'Click in a text field first, then choose a symbol to insert.',
} as const;

/** "Word is required. …" or "Word, Definition are required. …" */
export function requiredMessage(labels: readonly string[]) {
  return `${labels.join(', ')} ${labels.length === 1 ? 'is' : 'are'} required. ${questionMessages.requiredSuffix}`;
}

export type QuestionObject = Record<string, unknown>;

export interface QuestionProblem {
  path: string;
  label: string;
  kind: 'required' | 'invalid' | 'rule';
  /** The spec's message (the toast and the API answer). */
  message: string;
  /** What exactly to fix, shown under the field. */
  detail?: string;
}

export interface QuestionCheck {
  /** Only the module's fields, sanitised (unknown keys and markup dropped). */
  value: QuestionObject;
  problems: QuestionProblem[];
}

// ---- paths ("round1.wrong2", "wrong.0", "keywords.required") -------------------------------------

export function readPath(object: unknown, path: string): unknown {
  let current: unknown = object;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function writePath(object: QuestionObject, path: string, value: unknown): QuestionObject {
  const keys = path.split('.');
  const root: QuestionObject = Array.isArray(object) ? ([...object] as unknown as QuestionObject) : { ...object };
  let node: Record<string, unknown> = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
    const existing = node[key];
    const copy = Array.isArray(existing) ? [...existing] : existing && typeof existing === 'object' ? { ...existing } : nextIsIndex ? [] : {};
    node[key] = copy;
    node = copy as Record<string, unknown>;
  });
  return root;
}

// ---- field values -------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- control characters and direction marks are stripped
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

function cleanText(raw: unknown, field: TextField): string {
  const value = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  const safe = value.replace(UNSAFE, '').replace(/\r\n?/g, '\n');
  const kept = field.highlight ? sanitiseMarkup(safe) : plainText(safe);
  return (field.multiline ? kept : kept.replace(/\n+/g, ' ')).trim();
}

const IMAGE_VALUE = /^(data:image\/(jpeg|jpg|pjpeg);base64,[a-z0-9+/=\s]+|\/media\/[\w./-]+\.jpg)$/i;
/** An entry image is a JPEG data URL (a new upload) or the `/media/…` address of one already stored. */
export const isImageValue = (value: string) => IMAGE_VALUE.test(value) && !value.includes('..');

export function keywordList(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : typeof raw === 'string' ? raw.split(',') : [];
  return cleanKeywords(items);
}

export type EvaluationItem = { text: string; value: 'Yes' | 'No' | '' };
export function evaluationItems(raw: unknown): EvaluationItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => {
    const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const text = typeof record.text === 'string' ? plainText(record.text.replace(UNSAFE, '')).trim() : '';
    const value = record.value === 'Yes' || record.value === 'No' ? record.value : '';
    return { text, value };
  });
}

/** The length a field's counter shows (hints without spaces). */
export const fieldLength = (field: TextField, value: string) => (field.countWithoutSpaces ? lengthWithoutSpaces(value) : plainText(value).length);

function checkField(field: FieldSpec, raw: unknown, out: QuestionCheck) {
  const invalid = (detail: string) => out.problems.push({ path: field.path, label: field.label, kind: 'invalid', message: questionMessages.checkField(field.label), detail });
  const required = () => out.problems.push({ path: field.path, label: field.label, kind: 'required', message: requiredMessage([field.label]), detail: `${field.label} is required.` });
  switch (field.kind) {
    case 'text': {
      const value = cleanText(raw, field);
      out.value = writePath(out.value, field.path, value || field.fallback || '');
      if (!value) {
        if (field.required) required();
        return;
      }
      const length = fieldLength(field, value);
      if (length > field.max) invalid(`${length} of ${field.max} characters${field.countWithoutSpaces ? ' (not counting spaces)' : ''}.`);
      return;
    }
    case 'image': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      out.value = writePath(out.value, field.path, value);
      if (!value) {
        if (field.required) required();
      } else if (!isImageValue(value)) {
        out.problems.push({ path: field.path, label: field.label, kind: 'invalid', message: messages.imageFormat });
      } else if (dataUrlBytes(value) > IMAGE_LIMITS.content.maxBytes) {
        out.problems.push({ path: field.path, label: field.label, kind: 'invalid', message: IMAGE_LIMITS.content.tooLarge });
      }
      return;
    }
    case 'keywords': {
      const list = keywordList(raw);
      out.value = writePath(out.value, field.path, field.storedAs === 'text' ? list.join(', ') : list);
      const long = list.filter((k) => k.length > field.maxEach);
      if (long.length) invalid(`Each keyword can have at most ${field.maxEach} characters: ${long.join(', ')}.`);
      else if (list.length > field.maxItems) invalid(`At most ${field.maxItems} keywords.`);
      else if (list.length < field.min) {
        out.problems.push({ path: field.path, label: field.label, kind: 'rule', message: questionMessages.notEnoughKeywords, detail: `At least ${field.min} keywords (${list.length} now).` });
      }
      return;
    }
    case 'toggle':
      out.value = writePath(out.value, field.path, raw === true || raw === 1 || raw === '1' || raw === 'true');
      return;
    case 'evaluation': {
      const items = evaluationItems(raw).filter((item, i, all) => item.text || item.value || i < all.length - 1);
      out.value = writePath(out.value, field.path, items);
      if (items.length > field.maxItems) return invalid(`At most ${field.maxItems} evaluation items.`);
      const gap = items.findIndex((item, i) => i > 0 && !items[i - 1]!.value);
      if (gap > 0) return invalid(`Choose Yes or No for item ${gap} before adding item ${gap + 1}.`);
      const incomplete = items.findIndex((item) => !item.text || !item.value);
      if (incomplete >= 0) return invalid(`Item ${incomplete + 1} needs a text and Yes or No.`);
      const long = items.findIndex((item) => item.text.length > field.maxEach);
      if (long >= 0) invalid(`Item ${long + 1} can have at most ${field.maxEach} characters.`);
      return;
    }
  }
}

// ---- rules across fields --------------------------------------------------------------------------

const text = (value: QuestionObject, path: string) => String(readPath(value, path) ?? '');

function roundRules(value: QuestionObject, out: QuestionProblem[]) {
  for (let r = 1; r <= 4; r++) {
    const answer = text(value, `round${r}.answer`);
    const wrongs = [1, 2, 3].map((w) => text(value, `round${r}.wrong${w}`));
    const clash = wrongs.findIndex((w) => sameAnswer(w, answer));
    if (clash >= 0) out.push({ path: `round${r}.wrong${clash + 1}`, label: `Round ${r} Wrong Answer ${clash + 1}`, kind: 'rule', message: questionMessages.duplicatedWithWrong(clash + 1, r) });
    const repeated = wrongs.findIndex((w, i) => wrongs.some((other, j) => j < i && sameAnswer(w, other)));
    if (repeated >= 0) out.push({ path: `round${r}.wrong${repeated + 1}`, label: `Round ${r} Wrong Answer ${repeated + 1}`, kind: 'rule', message: questionMessages.duplicatedWrong(r) });
  }
}

function passageRules(value: QuestionObject, out: QuestionProblem[]) {
  const passage = text(value, 'passage');
  if (!passage) return;
  const answers = markedTexts(passage);
  const flag = (detail: string) => out.push({ path: 'passage', label: 'Passage', kind: 'invalid', message: questionMessages.checkField('Passage'), detail });
  if (answers.length === 0) flag('Highlight the answer (or up to three answers) in the passage.');
  else if (answers.length > QUESTION_LIMITS.passageAnswers) flag(`At most ${QUESTION_LIMITS.passageAnswers} highlighted answers (${answers.length} now).`);
  const long = answers.find((a) => a.length > QUESTION_LIMITS.passageAnswer);
  if (long) flag(`Each highlighted answer can have at most ${QUESTION_LIMITS.passageAnswer} characters: “${long}”.`);
  const wrongs = [0, 1, 2].map((i) => text(value, `wrong.${i}`));
  wrongs.forEach((w, i) => {
    const label = `Wrong Option ${i + 1}`;
    if (answers.some((a) => sameAnswer(a, w)) || wrongs.some((other, j) => j < i && sameAnswer(w, other))) {
      out.push({ path: `wrong.${i}`, label, kind: 'invalid', message: questionMessages.checkField(label), detail: 'Wrong options must differ from the answers and from each other.' });
    }
  });
}

function hintRules(value: QuestionObject, out: QuestionProblem[]) {
  const word = normaliseAnswer(text(value, 'text'));
  if (!word) return;
  for (let h = 1; h <= 3; h++) {
    const hint = text(value, `hint${h}`);
    if (hint && !markedTexts(hint).some((m) => normaliseAnswer(m) === word)) {
      const label = `Hint ${h}`;
      out.push({ path: `hint${h}`, label, kind: 'invalid', message: questionMessages.checkField(label), detail: `Write the word “${text(value, 'text')}” in the hint and highlight it.` });
    }
  }
}

function singleChoiceRules(value: QuestionObject, out: QuestionProblem[]) {
  const answers = ['data.answer', 'data.wrong1', 'data.wrong2', 'data.wrong3'].map((p) => text(value, p));
  if (answers.some((a, i) => answers.some((b, j) => j < i && sameAnswer(a, b)))) {
    out.push({ path: 'data.wrong1', label: 'Answers', kind: 'rule', message: questionMessages.duplicateAnswers });
  }
}

/**
 * Checks an entry of a game module and returns its sanitised value with every problem found.
 * The form calls it as the author types; `questions/{mg}/save`, `chapters/create` and the preview
 * call it again, so a request that bypasses the form gets the same messages.
 */
export function checkQuestion(gameModuleId: number, input: unknown, options: { adaptive?: boolean } = {}): QuestionCheck {
  const out: QuestionCheck = { value: {}, problems: [] };
  const module = questionModule(gameModuleId);
  if (module.family === 'reading') {
    out.problems.push({ path: '', label: 'Entry', kind: 'rule', message: questionMessages.readingHasOwnBuilder });
    return out;
  }
  const source = input && typeof input === 'object' ? input : {};
  for (const field of questionFields(gameModuleId, options.adaptive)) checkField(field, readPath(source, field.path), out);
  const rules: QuestionProblem[] = [];
  if (module.family === 'rounds') roundRules(out.value, rules);
  if (module.family === 'passage') passageRules(out.value, rules);
  if (module.family === 'word-hints') hintRules(out.value, rules);
  if (module.family === 'single-choice') singleChoiceRules(out.value, rules);
  // A field already flagged keeps its first problem only: one message per error.
  for (const rule of rules) if (!out.problems.some((p) => p.path === rule.path)) out.problems.push(rule);
  return out;
}

/** The messages a failed check shows: one listing every missing field, then each other problem once. */
export function problemMessages(problems: readonly QuestionProblem[]): string[] {
  const missing = problems.filter((p) => p.kind === 'required').map((p) => p.label);
  const others = [...new Set(problems.filter((p) => p.kind !== 'required').map((p) => p.message))];
  return [...(missing.length ? [requiredMessage(missing)] : []), ...others];
}
