import { questionModule, type QuestionObject } from '@cp/contract';

/** A word and what it means: the material sample entries are written from. */
export interface WordSense {
  word: string;
  definition: string;
}

/** A general word bank (every word at most 13 characters, every definition under 100). */
export const GENERAL_WORDS: WordSense[] = [
  { word: 'planet', definition: 'A large round body that moves around a star.' },
  { word: 'river', definition: 'A natural stream of water that flows to the sea or a lake.' },
  { word: 'library', definition: 'A place where books are kept for people to read or borrow.' },
  { word: 'harvest', definition: 'The time when crops are gathered from the fields.' },
  { word: 'volcano', definition: 'A mountain that can throw out hot melted rock and gas.' },
  { word: 'compass', definition: 'A tool whose needle always points north.' },
  { word: 'orchard', definition: 'A piece of land where fruit trees are grown.' },
  { word: 'bridge', definition: 'A structure that carries a road or path across a river.' },
];

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * A valid entry of any game module (it passes `checkQuestion`), written from a word bank of at
 * least four words: the demo seed, the tests and the bench fill minigames with these.
 * `image` is a stored picture's `/media/…` address, used by modules that need one.
 */
export function sampleEntry(gameModuleId: number, i: number, words: readonly WordSense[] = GENERAL_WORDS, image = ''): QuestionObject {
  const at = (k: number) => words[(i + k) % words.length]!;
  const { word, definition } = at(0);
  const others = [at(1).word, at(2).word, at(3).word];
  switch (questionModule(gameModuleId).family) {
    case 'word-hints':
      return {
        text: cut(word, 13),
        definition: cut(definition, 170),
        hint1: `Think of <mark>${word}</mark> when you read: ${cut(definition, 90)}`,
        hint2: `The word <mark>${word}</mark> has ${word.length} letters.`,
        hint3: `<mark>${word}</mark> starts with "${word[0]}".`,
      };
    case 'word':
      return { text: cut(word, 17) };
    case 'image-word':
      return { image, text: cut(word, 20) };
    case 'rounds': {
      const round = (r: number) => {
        const q = at(r);
        const wrong = [at(r + 1).word, at(r + 2).word, at(r + 3).word];
        return { question: cut(`Which word means: ${q.definition}`, 150), answer: q.word, wrong1: wrong[0], wrong2: wrong[1], wrong3: wrong[2] };
      };
      return { image, topic: cut(`About ${word}`, 70), round1: round(0), round2: round(1), round3: round(2), round4: round(3) };
    }
    case 'passage':
      return { passage: cut(`${definition} We call it a <mark>${word}</mark>.`, 360), wrong: others.map((w) => cut(w, 20)) };
    case 'image-keywords':
      return { image, question: cut(`Describe the picture. Use the word ${word}.`, 120), keywords: { required: [word, ...others.slice(0, 2)], optional: [others[2]] }, other_keywords: [] };
    case 'open-response':
      return {
        topic: cut(word, 30),
        question: cut(`In your own words, explain what a ${word} is.`, 160),
        response: cut(`A ${word} is this: ${definition}`, 1200),
        response_evaluation: [{ text: 'Mentions the meaning', value: 'Yes' }],
      };
    case 'keyword-question':
      return { topic: cut(word, 30), question: cut(`Tell me about a ${word}.`, 120), keywords: [word, ...others.slice(0, 2)].join(', ') };
    case 'dialogue': {
      const line = (d: number) => ({ script: cut(`Can you tell me about the ${at(d).word}?`, 90), wrong: [`I like ${at(d + 1).word}s.`, 'Goodbye!', 'What time is it?'] });
      const entry: QuestionObject = { dialogue1: line(0), dialogue2: line(1), dialogue3: line(2), reply1: cut(at(0).definition, 140), reply2: cut(at(1).definition, 140) };
      if (gameModuleId === 16) Object.assign(entry, { dialogue4: line(3), dialogue5: line(4), reply3: cut(at(2).definition, 140), reply4: cut(at(3).definition, 140) });
      return entry;
    }
    case 'single-choice':
      return { image, topic: cut(word, 70), data: { question: cut(`Which word means: ${definition}`, 300), answer: word, wrong1: others[0], wrong2: others[1], wrong3: others[2] } };
    case 'speak':
      return { image, data: { question: cut(`Say the word that means: ${definition}`, 300), is_stt: true, is_tts: true, answer: word } };
    case 'reading':
      return {};
  }
}
