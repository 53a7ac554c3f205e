import { describe, expect, it } from 'vitest';
import { checkQuestion, problemMessages, readPath } from './check';
import { applyPlainEdit, highlightRange, parseMarkup, sanitiseMarkup } from './markup';
import { hasEntryForm, questionFields } from './modules';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const round = (r: number, answer = `answer ${r}`) => ({ question: `Question ${r}?`, answer, wrong1: `w${r}a`, wrong2: `w${r}b`, wrong3: `w${r}c` });

describe('markup', () => {
  it('keeps only balanced <mark> and drops every other tag', () => {
    expect(sanitiseMarkup('A <b>bold</b> <mark>cat</mark> <script>x</script> and x < 3')).toBe('A bold <mark>cat</mark> x and x < 3');
    expect(sanitiseMarkup('<mark><mark>a</mark></mark>')).toBe('<mark>a</mark>');
    expect(sanitiseMarkup('<mark onclick="x">a</mark>')).toBe('a');
  });
  it('highlights a range of the plain text and merges with existing marks', () => {
    expect(highlightRange('The cat sat', 4, 7)).toBe('The <mark>cat</mark> sat');
    expect(highlightRange('The <mark>cat</mark> sat', 6, 11)).toBe('The <mark>cat sat</mark>');
    expect(applyPlainEdit('The <mark>cat</mark> sat', 'A <mark>cat</mark> sat'.replace(/<\/?mark>/g, ''))).toBe('A <mark>cat</mark> sat');
    expect(applyPlainEdit('The <mark>cat</mark> sat', 'The caat sat')).toBe('The <mark>caat</mark> sat');
    expect(applyPlainEdit('The <mark>cat</mark> sat', 'The cat sat!')).toBe('The <mark>cat</mark> sat!');
    expect(applyPlainEdit('The <mark>cat</mark> sat', 'The  sat')).toBe('The  sat');
    expect(parseMarkup('a<mark>b</mark>c')).toEqual([{ text: 'a', marked: false }, { text: 'b', marked: true }, { text: 'c', marked: false }]);
  });
});

describe('checkQuestion', () => {
  it('lists every missing field in one message', () => {
    const { problems } = checkQuestion(1, {});
    expect(problemMessages(problems)).toEqual(['Word, Definition, Hint 1, Hint 2, Hint 3 are required. Please complete the form before submitting your entry!']);
    expect(problemMessages(checkQuestion(2, {}).problems)).toEqual(['Word is required. Please complete the form before submitting your entry!']);
  });

  it('counts hints without spaces and needs the word highlighted in each', () => {
    const hint = (h: string) => h;
    const base = { text: 'apple', definition: 'A fruit', hint1: hint('An <mark>apple</mark> a day'), hint2: 'red <mark>Apple</mark>', hint3: 'no word here' };
    const { problems } = checkQuestion(1, base);
    expect(problems).toEqual([expect.objectContaining({ path: 'hint3', message: 'Please check maximum character or correct input on Hint 3' })]);
    const long = `<mark>apple</mark> ${'a '.repeat(135)}`; // 140 letters without spaces: fits
    expect(checkQuestion(1, { ...base, hint3: long }).problems).toEqual([]);
    expect(checkQuestion(1, { ...base, hint3: `${long}b` }).problems[0]?.path).toBe('hint3');
  });

  it('refuses a word over 13 characters with the spec message and strips unknown keys', () => {
    const result = checkQuestion(1, { text: 'a'.repeat(14), definition: 'd', hint1: '<mark>x</mark>', hint2: 'x', hint3: 'x', extra: 'dropped' });
    expect(result.problems[0]?.message).toBe('Please check maximum character or correct input on Word');
    expect(result.value).not.toHaveProperty('extra');
  });

  it('finds the four-round duplicates', () => {
    const q = { image: JPEG, round1: { ...round(1), wrong2: 'ANSWER 1' }, round2: { ...round(2), wrong3: 'w2a' }, round3: round(3), round4: round(4) };
    expect(problemMessages(checkQuestion(7, q).problems)).toEqual([
      'Correct answer is duplicated with wrong answer 2 on round 1',
      'There is a duplication value input on round 2 wrong answer section',
    ]);
    expect(checkQuestion(7, { ...q, round1: round(1), round2: round(2) }).problems).toEqual([]);
    // module 15 needs its topic, 7 does not
    expect(problemMessages(checkQuestion(15, { ...q, round1: round(1), round2: round(2) }).problems)[0]).toMatch(/^Topic is required/);
  });

  it('needs 1–3 highlighted answers of at most 25 characters in a passage', () => {
    const wrong = ['one', 'two', 'three'];
    expect(checkQuestion(10, { passage: 'The <mark>cat</mark> sat', wrong }).problems).toEqual([]);
    expect(checkQuestion(10, { passage: 'No highlight', wrong }).problems[0]?.detail).toMatch(/Highlight the answer/);
    expect(checkQuestion(10, { passage: '<mark>a</mark> <mark>b</mark> <mark>c</mark> <mark>d</mark>', wrong }).problems[0]?.detail).toMatch(/At most 3/);
    expect(checkQuestion(10, { passage: `<mark>${'x'.repeat(26)}</mark>`, wrong }).problems[0]?.detail).toMatch(/at most 25/);
    expect(checkQuestion(10, { passage: 'The <mark>cat</mark>', wrong: ['Cat', 'two', 'two'] }).problems.map((p) => p.path)).toEqual(['wrong.0', 'wrong.2']);
  });

  it('strips punctuation from keywords and needs at least three', () => {
    const result = checkQuestion(14, { topic: 'Food', question: 'What do you eat?', keywords: 'rice!, bread., rice' });
    expect(result.value.keywords).toBe('rice, bread');
    expect(problemMessages(result.problems)).toEqual(['Not enough keywords']);
    expect(checkQuestion(14, { topic: 'Food', question: 'Q', keywords: 'rice, bread, soup' }).problems).toEqual([]);
    expect(readPath(checkQuestion(12, { image: JPEG, question: 'Q', keywords: { required: ['a', 'b', 'c'] } }).value, 'keywords.required')).toEqual(['a', 'b', 'c']);
  });

  it('allows evaluation items 2–5 only after the one before has a value', () => {
    const base = { topic: 'T', question: 'Q', response: 'R' };
    expect(checkQuestion(13, { ...base, response_evaluation: [{ text: 'Relevant', value: 'Yes' }, { text: 'Grammar', value: 'No' }] }).problems).toEqual([]);
    expect(checkQuestion(13, { ...base, response_evaluation: [{ text: 'Relevant', value: '' }, { text: 'Grammar', value: 'No' }] }).problems[0]?.detail).toMatch(/item 1 before adding item 2/);
    expect(checkQuestion(13, { ...base, response_evaluation: Array.from({ length: 6 }, () => ({ text: 'x', value: 'Yes' })) }).problems).toHaveLength(1);
  });

  it('gives the default dialogue 3 turns, or 5 with "-" extras when adaptive', () => {
    expect(questionFields(26).filter((f) => f.path.endsWith('.script'))).toHaveLength(3);
    const d = (n: number) => ({ script: `line ${n}`, wrong: [`x${n}`, `y${n}`, `z${n}`] });
    const value = checkQuestion(26, { dialogue1: d(1), dialogue2: d(2), dialogue3: d(3), reply1: 'r1', reply2: 'r2' }, { adaptive: true });
    expect(value.problems).toEqual([]);
    expect(readPath(value.value, 'dialogue5.script')).toBe('-');
    expect(readPath(value.value, 'reply4')).toBe('-');
    expect(questionFields(16).filter((f) => f.path.endsWith('.script'))).toHaveLength(5);
  });

  it('refuses duplicate answers of a single question and images that are not JPEG', () => {
    const q = { image: JPEG, data: { question: 'Q', answer: 'A', wrong1: 'B', wrong2: 'a', wrong3: 'C' } };
    expect(problemMessages(checkQuestion(29, q).problems)).toEqual(['There is a duplicate value on answers section']);
    expect(problemMessages(checkQuestion(4, { image: 'data:image/png;base64,AAAA', text: 'cat' }).problems)).toEqual(['Please choose correct format image.']);
    expect(checkQuestion(4, { image: '/media/entries/x.jpg', text: 'cat' }).problems).toEqual([]);
    expect(checkQuestion(4, { image: '/media/../secret.jpg', text: 'cat' }).problems).toHaveLength(1);
  });

  it('has no entry form for reading comprehension', () => {
    expect(hasEntryForm(19)).toBe(false);
    expect(checkQuestion(19, {}).problems[0]?.message).toMatch(/reading builder/);
  });
});
