import { describe, expect, it } from 'vitest';
import { checkQuestion } from '../questions/check';
import { renderPreview, type ChatbotPreview, type DocPreview } from './render';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const round = (r: number, question = `Question ${r}?`, answer = `answer ${r}`) => ({ question, answer, wrong1: `w${r}a`, wrong2: `w${r}b`, wrong3: `w${r}c` });
const render = (module: number, input: object) => {
  const { value, problems } = checkQuestion(module, input);
  expect(problems).toEqual([]);
  const [doc, chatbot] = renderPreview(module, value, ['doc', 'chatbot'], { imageRef: (v) => (v.startsWith('data:') ? 'attach://image' : v) });
  return { doc: doc as DocPreview, chatbot: chatbot as ChatbotPreview };
};

describe('renderPreview', () => {
  it('draws four rounds as screens and as Telegram quiz polls, the correct answer moving position', () => {
    const { doc, chatbot } = render(7, { image: JPEG, round1: round(1), round2: round(2), round3: round(3), round4: round(4) });
    expect(doc.screens).toHaveLength(4);
    expect(doc.screens.map((s) => s.choices.findIndex((c) => c.correct))).toEqual([0, 1, 2, 3]);
    expect(doc.screens[0]!.image).toBe('attach://image');
    expect(chatbot.steps[0]!.call).toMatchObject({ method: 'sendPhoto', photo: 'attach://image' });
    const poll = chatbot.steps[2]!.call;
    expect(poll).toMatchObject({ method: 'sendPoll', type: 'quiz', question: 'Round 2: Question 2?', correct_option_id: 1 });
    expect(poll.method === 'sendPoll' && poll.options[1]!.text).toBe('answer 2');
    expect(chatbot.problems).toEqual([]);
  });

  it('names the field that breaks a Telegram limit', () => {
    const { chatbot } = render(7, { image: JPEG, round1: round(1, 'q', 'a'.repeat(120)), round2: round(2), round3: round(3), round4: round(4) });
    expect(chatbot.problems).toEqual([expect.objectContaining({
      paths: ['round1.answer'], limit: 'pollOption', max: 100, actual: 120,
      message: 'Round 1 Correct Answer is 120 characters; a Telegram poll option can have at most 100.',
    })]);
    // Past the form's own limits (as delivery may meet older content), the poll question is checked too.
    const [poll] = renderPreview(29, { image: JPEG, data: { question: 'q'.repeat(301), answer: 'a', wrong1: 'b', wrong2: 'c', wrong3: 'd' } }, ['chatbot']) as ChatbotPreview[];
    expect(poll!.problems.map((p) => p.message)).toEqual(['Question is 301 characters; a Telegram poll question can have at most 300.']);
  });

  it('checks callback data in bytes and the whole message length', () => {
    const d = (n: number) => ({ script: `line ${n}`, wrong: [`x${n}`, `y${n}`, `z${n}`] });
    const value = checkQuestion(26, { dialogue1: d(1), dialogue2: d(2), dialogue3: d(3), reply1: 'r1', reply2: 'r2' }).value;
    const [chatbot] = renderPreview(26, value, ['chatbot'], { callbackPrefix: 'é'.repeat(31) }) as ChatbotPreview[];
    expect(chatbot!.problems[0]).toMatchObject({ limit: 'callbackData', max: 64, actual: 64 + 2 });
    expect(chatbot!.steps[1]!.call).toMatchObject({ method: 'sendMessage', text: 'r1' });
  });

  it('turns passage highlights into numbered gaps and one poll per gap', () => {
    const { doc, chatbot } = render(10, { passage: 'The <mark>cat</mark> sat on the <mark>mat</mark>.', wrong: ['dog', 'rug', 'hat'] });
    expect(chatbot.steps[0]!.call).toMatchObject({ text: 'Fill the gaps.\n\nThe (1) ____ sat on the (2) ____.' });
    expect(chatbot.steps.filter((s) => s.call.method === 'sendPoll')).toHaveLength(2);
    expect(doc.screens[0]!.choices.filter((c) => c.correct).map((c) => c.text)).toEqual(['cat', 'mat']);
  });

  it('hides the word inside hints', () => {
    const { doc, chatbot } = render(1, { text: 'apple', definition: 'A fruit', hint1: 'An <mark>apple</mark> a day', hint2: '<mark>apple</mark> pie', hint3: 'green <mark>apple</mark>' });
    expect(doc.screens[0]!.hints[0]).toBe('An _____ a day');
    expect(chatbot.steps[0]!.call).toMatchObject({ reply_markup: { inline_keyboard: [[{ text: 'Hint 1', callback_data: 'hint:1' }], [{ text: 'Hint 2', callback_data: 'hint:2' }], [{ text: 'Hint 3', callback_data: 'hint:3' }]] } });
  });
});
