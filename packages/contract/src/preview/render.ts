import type { Platform } from '../platforms';
import { readPath, type QuestionObject } from '../questions/check';
import { markedTexts, parseMarkup, plainText, type Segment } from '../questions/markup';
import { questionFields, questionModule, type QuestionFamily } from '../questions/modules';
import { ChatScript, type ChatbotProblem, type ChatbotStep, type Source } from './telegram';

/**
 * Draws an entry as each platform shows it: the game app (`doc`) as screens, the chatbot as the
 * Telegram calls it makes. Pure: the preview call, the question page and the delivery packages
 * all use it.
 */

export interface DocChoice {
  text: string;
  correct: boolean;
}
export interface DocScreen {
  title: string;
  image: string | null;
  /** The line a character says before the player's turn (dialogues). */
  npc: string | null;
  prompt: string | null;
  /** A passage whose highlighted runs are the gaps. */
  passage: Segment[] | null;
  hints: string[];
  choices: DocChoice[];
  /** How the player answers and, when typed or spoken, what is expected. */
  input: 'choose' | 'type' | 'speak' | 'spell';
  answer: string | null;
  notes: string[];
}
export interface DocPreview {
  platform: 'doc';
  layout: QuestionFamily;
  screens: DocScreen[];
}
export interface ChatbotPreview {
  platform: 'chatbot';
  steps: ChatbotStep[];
  problems: ChatbotProblem[];
}
export type PlatformPreview = DocPreview | ChatbotPreview;

export interface RenderOptions {
  /** How an image value is addressed in the output (the server turns a new upload into `attach://image`). */
  imageRef?: (value: string) => string;
  /** Prefix of the chatbot's button data (delivery puts the entry id here). */
  callbackPrefix?: string;
}

type Ctx = { q: QuestionObject; labels: Map<string, string>; image: string | null; prefix: string };

const str = (ctx: Ctx, path: string) => plainText(String(readPath(ctx.q, path) ?? ''));
const raw = (ctx: Ctx, path: string) => String(readPath(ctx.q, path) ?? '');
const src = (ctx: Ctx, path: string): Source => ({ path, label: ctx.labels.get(path) ?? path });
const screen = (title: string, parts: Partial<DocScreen>): DocScreen => ({
  title, image: null, npc: null, prompt: null, passage: null, hints: [], choices: [], input: 'choose', answer: null, notes: [], ...parts,
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The correct choice moves through the positions (round r puts it at r − 1) so no layout gives it away. */
function placeCorrect(correct: string, wrongs: string[], slot: number): { texts: string[]; index: number } {
  const index = slot % (wrongs.length + 1);
  const texts = [...wrongs];
  texts.splice(index, 0, correct);
  return { texts, index };
}

/** A hint with the word itself hidden, as the player reads it. */
const maskWord = (hint: string) => parseMarkup(hint).map((s) => (s.marked ? '_'.repeat(s.text.trim().length) : s.text)).join('');

function renderDoc(family: QuestionFamily, ctx: Ctx): DocScreen[] {
  switch (family) {
    case 'word-hints':
      return [screen('Guess the word', { prompt: str(ctx, 'definition'), hints: range(3).map((h) => maskWord(raw(ctx, `hint${h}`))), input: 'type', answer: str(ctx, 'text') })];
    case 'word':
      return [screen('Spell the word', { prompt: `${str(ctx, 'text').length} letters fall from the sky.`, input: 'spell', answer: str(ctx, 'text') })];
    case 'image-word':
      return [screen('Name the picture', { image: ctx.image, input: 'type', answer: str(ctx, 'text') })];
    case 'rounds':
      return range(4).map((r) => {
        const { texts, index } = placeCorrect(str(ctx, `round${r}.answer`), range(3).map((w) => str(ctx, `round${r}.wrong${w}`)), r - 1);
        return screen(`Round ${r}`, { image: ctx.image, prompt: str(ctx, `round${r}.question`), choices: texts.map((text, i) => ({ text, correct: i === index })), notes: str(ctx, 'topic') ? [`Topic: ${str(ctx, 'topic')}`] : [] });
      });
    case 'passage': {
      const answers = markedTexts(raw(ctx, 'passage'));
      const wrongs = range(3).map((w) => str(ctx, `wrong.${w - 1}`));
      return [screen('Fill the gaps', { passage: parseMarkup(raw(ctx, 'passage')), choices: [...answers.map((text) => ({ text, correct: true })), ...wrongs.map((text) => ({ text, correct: false }))] })];
    }
    case 'image-keywords':
      return [screen('Describe the picture', {
        image: ctx.image, prompt: str(ctx, 'question'), input: 'speak',
        notes: [`Scored on: ${(readPath(ctx.q, 'keywords.required') as string[] | undefined)?.join(', ') ?? ''}`],
      })];
    case 'open-response': {
      const items = (readPath(ctx.q, 'response_evaluation') as { text: string; value: string }[] | undefined) ?? [];
      return [screen(str(ctx, 'topic') || 'Open question', { prompt: str(ctx, 'question'), input: 'type', answer: str(ctx, 'response'), notes: items.map((i) => `${i.text}: ${i.value}`) })];
    }
    case 'keyword-question':
      return [screen(str(ctx, 'topic') || 'Question', { prompt: str(ctx, 'question'), input: 'type', notes: [`Keywords: ${str(ctx, 'keywords')}`] })];
    case 'dialogue':
      return dialogueTurns(ctx).map((turn) => screen(`Turn ${turn.n}`, { npc: turn.npc, choices: turn.options.map((text, i) => ({ text, correct: i === turn.index })) }));
    case 'single-choice': {
      const { texts, index } = placeCorrect(str(ctx, 'data.answer'), range(3).map((w) => str(ctx, `data.wrong${w}`)), 1);
      return [screen(str(ctx, 'topic') || 'Question', { image: ctx.image, prompt: str(ctx, 'data.question'), choices: texts.map((text, i) => ({ text, correct: i === index })) })];
    }
    case 'speak': {
      const tts = readPath(ctx.q, 'data.is_tts') === true;
      const stt = readPath(ctx.q, 'data.is_stt') === true;
      return [screen('Speak and listen', {
        image: ctx.image, prompt: str(ctx, 'data.question'), input: stt ? 'speak' : 'type', answer: str(ctx, 'data.answer'),
        notes: [tts ? 'The question is read aloud.' : 'The question is shown as text.', stt ? 'The player answers by speaking.' : 'The player types the answer.'],
      })];
    }
    case 'reading':
      return [];
  }
}

function dialogueTurns(ctx: Ctx) {
  const turns: { n: number; npc: string | null; npcPath: string | null; options: string[]; paths: string[]; index: number }[] = [];
  for (let d = 1; readPath(ctx.q, `dialogue${d}.script`) !== undefined; d++) {
    const script = str(ctx, `dialogue${d}.script`);
    if (!script || script === '-') break;
    const wrongs = range(3).map((w) => str(ctx, `dialogue${d}.wrong.${w - 1}`));
    const { texts, index } = placeCorrect(script, wrongs, d - 1);
    const paths = [`dialogue${d}.script`, ...range(3).map((w) => `dialogue${d}.wrong.${w - 1}`)];
    const npcPath = d > 1 ? `reply${d - 1}` : null;
    const orderedPaths = [...paths.slice(1)];
    orderedPaths.splice(index, 0, paths[0]!);
    turns.push({ n: d, npc: npcPath ? str(ctx, npcPath) : null, npcPath, options: texts, paths: orderedPaths, index });
  }
  return turns;
}

function renderChatbot(family: QuestionFamily, ctx: Ctx): ChatScript {
  const chat = new ChatScript();
  const photo = (caption: string, sources: Source[]) => {
    if (ctx.image) chat.photo(ctx.image, caption, sources);
    else chat.message(caption, sources);
  };
  switch (family) {
    case 'word-hints': {
      const word = str(ctx, 'text');
      chat.message(`Guess the word (${word.length} letters).\n\n${str(ctx, 'definition')}`, [src(ctx, 'text'), src(ctx, 'definition')], {
        buttons: range(3).map((h) => ({ text: `Hint ${h}`, data: `${ctx.prefix}hint:${h}`, source: src(ctx, `hint${h}`) })),
      });
      for (const h of range(3)) chat.message(`Hint ${h}: ${maskWord(raw(ctx, `hint${h}`))}`, [src(ctx, `hint${h}`)], { when: `The player taps Hint ${h}` });
      break;
    }
    case 'word':
      chat.message(`Spell the word: ${'_ '.repeat(str(ctx, 'text').length).trim()}`, [src(ctx, 'text')]);
      break;
    case 'image-word':
      photo('What is in the picture? Type the word.', [src(ctx, 'text')]);
      break;
    case 'rounds':
      photo(str(ctx, 'topic') || 'Look at the picture and answer four rounds.', [src(ctx, 'topic')]);
      for (const r of range(4)) {
        const paths = [`round${r}.answer`, ...range(3).map((w) => `round${r}.wrong${w}`)];
        const { texts, index } = placeCorrect(str(ctx, paths[0]!), paths.slice(1).map((p) => str(ctx, p)), r - 1);
        const order = paths.slice(1);
        order.splice(index, 0, paths[0]!);
        chat.poll({ text: `Round ${r}: ${str(ctx, `round${r}.question`)}`, sources: [src(ctx, `round${r}.question`)] }, texts.map((text, i) => ({ text, source: src(ctx, order[i]!) })), index, r > 1 ? `The player answers round ${r - 1}` : undefined);
      }
      break;
    case 'passage': {
      const segments = parseMarkup(raw(ctx, 'passage'));
      let gap = 0;
      const text = segments.map((s) => (s.marked ? `(${++gap}) ____` : s.text)).join('');
      chat.message(`Fill the gaps.\n\n${text}`, [src(ctx, 'passage')]);
      const answers = markedTexts(raw(ctx, 'passage'));
      const wrongs = range(3).map((w) => ({ text: str(ctx, `wrong.${w - 1}`), source: src(ctx, `wrong.${w - 1}`) }));
      answers.forEach((answer, i) => {
        const index = i % (wrongs.length + 1);
        const options = [...wrongs];
        options.splice(index, 0, { text: answer, source: src(ctx, 'passage') });
        chat.poll({ text: `Which word fills gap ${i + 1}?`, sources: [src(ctx, 'passage')] }, options, index, i > 0 ? `The player answers gap ${i}` : undefined);
      });
      break;
    }
    case 'image-keywords':
      photo(`${str(ctx, 'question')}\n\nReply with your answer.`, [src(ctx, 'question')]);
      break;
    case 'open-response':
      chat.message(`${str(ctx, 'topic')}\n\n${str(ctx, 'question')}\n\nReply with your answer.`, [src(ctx, 'topic'), src(ctx, 'question')]);
      chat.message(`A model answer:\n\n${str(ctx, 'response')}`, [src(ctx, 'response')], { when: 'The player sends an answer' });
      break;
    case 'keyword-question':
      chat.message(`${str(ctx, 'topic')}\n\n${str(ctx, 'question')}\n\nReply in a sentence.`, [src(ctx, 'topic'), src(ctx, 'question')]);
      break;
    case 'dialogue':
      for (const turn of dialogueTurns(ctx)) {
        const text = turn.npc ?? 'Start the conversation. Choose what you say:';
        chat.message(text, turn.npcPath ? [src(ctx, turn.npcPath)] : [src(ctx, 'dialogue1.script')], {
          when: turn.n > 1 ? `The player chooses a line in turn ${turn.n - 1}` : undefined,
          buttons: turn.options.map((option, i) => ({ text: option, data: `${ctx.prefix}d${turn.n}:${i}`, source: src(ctx, turn.paths[i]!) })),
        });
      }
      break;
    case 'single-choice': {
      const paths = ['data.answer', 'data.wrong1', 'data.wrong2', 'data.wrong3'];
      const { texts, index } = placeCorrect(str(ctx, paths[0]!), paths.slice(1).map((p) => str(ctx, p)), 1);
      const order = paths.slice(1);
      order.splice(index, 0, paths[0]!);
      if (ctx.image) chat.photo(ctx.image, str(ctx, 'topic'), [src(ctx, 'topic')]);
      chat.poll({ text: str(ctx, 'data.question'), sources: [src(ctx, 'data.question')] }, texts.map((text, i) => ({ text, source: src(ctx, order[i]!) })), index);
      break;
    }
    case 'speak': {
      const stt = readPath(ctx.q, 'data.is_stt') === true;
      photo(`${str(ctx, 'data.question')}\n\n${stt ? 'Reply with a voice message.' : 'Reply with your answer.'}`, [src(ctx, 'data.question')]);
      break;
    }
    case 'reading':
      break;
  }
  return chat;
}

/** Renders a checked entry of a game module for each platform asked for. */
export function renderPreview(gameModuleId: number, question: QuestionObject, platforms: readonly Platform[], options: RenderOptions = {}): PlatformPreview[] {
  const family = questionModule(gameModuleId).family;
  const labels = new Map(questionFields(gameModuleId, true).map((f) => [f.path, f.label]));
  const imageValue = typeof question.image === 'string' && question.image ? question.image : null;
  const ctx: Ctx = { q: question, labels, image: imageValue ? (options.imageRef ?? ((v) => v))(imageValue) : null, prefix: options.callbackPrefix ?? '' };
  return platforms.map((platform): PlatformPreview => {
    if (platform === 'doc') return { platform, layout: family, screens: renderDoc(family, ctx) };
    const chat = renderChatbot(family, ctx);
    return { platform, steps: chat.steps, problems: chat.problems };
  });
}
