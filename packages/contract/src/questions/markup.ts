/**
 * Entry text is stored as plain text in which `<mark>…</mark>` is the only markup: it highlights
 * the answers of a fill-in passage, the correct-answer segments of a round, and the word itself
 * inside a hint. Every other tag is dropped; marks are never nested. Clients escape the text when
 * they display it (React does), so `x < 3` stays what the author wrote.
 */

export interface Segment {
  text: string;
  marked: boolean;
}

const TAG = /<\/?[a-z][^<>]*>/gi;
const MARK_OPEN = /^<mark>$/i;
const MARK_CLOSE = /^<\/mark>$/i;

/** Splits stored or typed markup into plain and highlighted runs (unknown tags dropped, marks flattened). */
export function parseMarkup(value: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = segments[segments.length - 1];
    if (prev && prev.marked === marked) prev.text += text;
    else segments.push({ text, marked });
  };
  for (const match of value.matchAll(TAG)) {
    push(value.slice(last, match.index));
    last = match.index + match[0].length;
    if (MARK_OPEN.test(match[0])) marked = true;
    else if (MARK_CLOSE.test(match[0])) marked = false;
  }
  push(value.slice(last));
  return segments;
}

export function toMarkup(segments: Segment[]): string {
  return segments.map((s) => (s.marked && s.text.trim() ? `<mark>${s.text}</mark>` : s.text)).join('');
}

/** The sanitised form of any text field: only balanced, non-empty `<mark>` survives. */
export const sanitiseMarkup = (value: string) => toMarkup(parseMarkup(value));

/** The text without any markup (what counts toward a length limit). */
export const plainText = (value: string) => parseMarkup(value).map((s) => s.text).join('');

/** The highlighted runs, trimmed. */
export const markedTexts = (value: string) =>
  parseMarkup(value).filter((s) => s.marked).map((s) => s.text.trim()).filter(Boolean);

type MarkedChar = { ch: string; marked: boolean };
const charsOf = (value: string): MarkedChar[] => parseMarkup(value).flatMap((s) => [...s.text].map((ch) => ({ ch, marked: s.marked })));
function fromChars(chars: MarkedChar[]): string {
  const segments: Segment[] = [];
  for (const { ch, marked } of chars) {
    const prev = segments[segments.length - 1];
    if (prev && prev.marked === marked) prev.text += ch;
    else segments.push({ text: ch, marked });
  }
  return toMarkup(segments);
}

/** Wraps `start..end` of the plain text in a mark (the form's Highlight button); overlapping marks merge. */
export function highlightRange(value: string, start: number, end: number): string {
  const chars = charsOf(value);
  for (let i = Math.max(0, start); i < Math.min(end, chars.length); i++) chars[i]!.marked = true;
  return fromChars(chars);
}

/** Removes every mark (the form's Clear highlight). */
export const clearHighlights = (value: string) => plainText(value);

/** Length without whitespace (hints are counted this way). */
export const lengthWithoutSpaces = (value: string) => plainText(value).replace(/\s+/g, '').length;

/** Compares answers the way a player would: case, spacing and markup do not matter. */
export const sameAnswer = (a: string, b: string) => normaliseAnswer(a) !== '' && normaliseAnswer(a) === normaliseAnswer(b);
export const normaliseAnswer = (value: string) => plainText(value).trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Keywords: punctuation stripped, spacing collapsed, empties and repeats dropped. */
export function cleanKeywords(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const word = plainText(raw).replace(/[\p{P}\p{S}]/gu, '').trim().replace(/\s+/g, ' ');
    const key = word.toLocaleLowerCase();
    if (word && !seen.has(key)) {
      seen.add(key);
      out.push(word);
    }
  }
  return out;
}

/**
 * The markup after the author edits its plain text (the form shows plain text and draws the marks
 * behind it): the unchanged start and end keep their marks, and typed text joins a mark only when
 * it is typed inside one.
 */
export function applyPlainEdit(value: string, nextPlain: string): string {
  const chars = charsOf(value);
  const next = [...nextPlain];
  let start = 0;
  while (start < chars.length && start < next.length && chars[start]!.ch === next[start]) start++;
  let end = 0;
  while (end < chars.length - start && end < next.length - start && chars[chars.length - 1 - end]!.ch === next[next.length - 1 - end]) end++;
  const inside = start > 0 && end > 0 && chars[start - 1]!.marked && chars[chars.length - end]!.marked;
  const typed = next.slice(start, next.length - end).map((ch) => ({ ch, marked: inside }));
  return fromChars([...chars.slice(0, start), ...typed, ...chars.slice(chars.length - end)]);
}
