/**
 * What an entry of each game module holds (spec 2 §3 `question_object`) and its limits (spec 2 §5),
 * described once: the entry form draws its inputs from these fields, and `checkQuestion` runs the
 * same limits in the browser and on the server.
 */

export type TextField = {
  kind: 'text';
  path: string;
  label: string;
  max: number;
  required: boolean;
  multiline?: boolean;
  /** Hints count their length without spaces. */
  countWithoutSpaces?: boolean;
  /** `<mark>` is kept (passage answers, answer segments, the word in a hint); otherwise all markup is stripped. */
  highlight?: boolean;
  /** Stored when left empty (the adaptive dialogue extras are '-'). */
  fallback?: string;
};
export type ImageField = { kind: 'image'; path: string; label: string; required: boolean };
export type KeywordsField = {
  kind: 'keywords';
  path: string;
  label: string;
  min: number;
  maxItems: number;
  maxEach: number;
  /** `list` stores an array, `text` a comma-separated string (module 14). */
  storedAs: 'list' | 'text';
};
export type ToggleField = { kind: 'toggle'; path: string; label: string };
export type EvaluationField = { kind: 'evaluation'; path: string; label: string; maxItems: number; maxEach: number };
export type FieldSpec = TextField | ImageField | KeywordsField | ToggleField | EvaluationField;

export interface FieldGroup {
  title: string | null;
  fields: FieldSpec[];
}

/** How a module's entries look and play; the preview renderer draws one layout per family. */
export type QuestionFamily =
  | 'word-hints' | 'word' | 'image-word' | 'rounds' | 'passage' | 'image-keywords' | 'open-response'
  | 'keyword-question' | 'dialogue' | 'single-choice' | 'speak' | 'reading';

export const QUESTION_LIMITS = {
  vocabularyWord: 13,
  definition: 170,
  hint: 140,
  wordOnly: 17,
  imageWord: 20,
  roundText: 150,
  roundTopic: 70,
  passage: 360,
  passageAnswers: 3,
  passageAnswer: 25,
  passageWrong: 20,
  playerScript: 90,
  wrongScript: 120,
  reply: 140,
  keywordTopic: 30,
  keywordQuestion: 120,
  keyword: 20,
  keywordsMin: 3,
  keywordsMax: 20,
  evaluationQuestion: 160,
  evaluationTopic: 30,
  evaluationResponse: 1200,
  evaluationLabel: 50,
  evaluationItems: 5,
  imageQuestion: 120,
  singleQuestion: 300,
} as const;
const L = QUESTION_LIMITS;

const text = (path: string, label: string, max: number, extra: Partial<TextField> = {}): TextField => ({ kind: 'text', path, label, max, required: true, ...extra });
const image = (required = true): ImageField => ({ kind: 'image', path: 'image', label: 'Image', required });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function roundGroups(): FieldGroup[] {
  return range(4).map((r) => ({
    title: `Round ${r}`,
    fields: [
      text(`round${r}.question`, `Round ${r} Question`, L.roundText, { multiline: true }),
      text(`round${r}.answer`, `Round ${r} Correct Answer`, L.roundText, { highlight: true }),
      ...range(3).map((w) => text(`round${r}.wrong${w}`, `Round ${r} Wrong Answer ${w}`, L.roundText)),
    ],
  }));
}

function dialogueGroups(dialogues: number, replies: number, requiredDialogues = dialogues, requiredReplies = replies): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (let d = 1; d <= dialogues; d++) {
    const optional = d > requiredDialogues ? { required: false, fallback: '-' } : {};
    groups.push({
      title: `Dialogue ${d}`,
      fields: [
        text(`dialogue${d}.script`, `Dialogue ${d} Player Script`, L.playerScript, optional),
        ...range(3).map((w) => text(`dialogue${d}.wrong.${w - 1}`, `Dialogue ${d} Wrong Script ${w}`, L.wrongScript, optional)),
      ],
    });
    if (d <= replies) {
      const replyOptional = d > requiredReplies ? { required: false, fallback: '-' } : {};
      groups.push({ title: null, fields: [text(`reply${d}`, `NPC Reply ${d}`, L.reply, { multiline: true, ...replyOptional })] });
    }
  }
  return groups;
}

export interface QuestionModule {
  family: QuestionFamily;
  groups: (adaptive: boolean) => FieldGroup[];
}

const MODULES: Record<QuestionFamily, QuestionModule> = {
  'word-hints': {
    family: 'word-hints',
    groups: () => [{
      title: null,
      fields: [
        text('text', 'Word', L.vocabularyWord),
        text('definition', 'Definition', L.definition, { multiline: true }),
        ...range(3).map((h) => text(`hint${h}`, `Hint ${h}`, L.hint, { multiline: true, countWithoutSpaces: true, highlight: true })),
      ],
    }],
  },
  word: { family: 'word', groups: () => [{ title: null, fields: [text('text', 'Word', L.wordOnly)] }] },
  'image-word': { family: 'image-word', groups: () => [{ title: null, fields: [image(), text('text', 'Word', L.imageWord)] }] },
  rounds: { family: 'rounds', groups: () => [{ title: null, fields: [image(), text('topic', 'Topic', L.roundTopic, { required: false })] }, ...roundGroups()] },
  passage: {
    family: 'passage',
    groups: () => [{
      title: null,
      fields: [
        text('passage', 'Passage', L.passage, { multiline: true, highlight: true }),
        ...range(3).map((w) => text(`wrong.${w - 1}`, `Wrong Option ${w}`, L.passageWrong)),
      ],
    }],
  },
  'image-keywords': {
    family: 'image-keywords',
    groups: () => [{
      title: null,
      fields: [
        image(),
        text('question', 'Question', L.imageQuestion, { multiline: true }),
        { kind: 'keywords', path: 'keywords.required', label: 'Required Keywords', min: L.keywordsMin, maxItems: L.keywordsMax, maxEach: L.keyword, storedAs: 'list' },
        { kind: 'keywords', path: 'keywords.optional', label: 'Optional Keywords', min: 0, maxItems: L.keywordsMax, maxEach: L.keyword, storedAs: 'list' },
        { kind: 'keywords', path: 'other_keywords', label: 'Other Keywords', min: 0, maxItems: L.keywordsMax, maxEach: L.keyword, storedAs: 'list' },
      ],
    }],
  },
  'open-response': {
    family: 'open-response',
    groups: () => [{
      title: null,
      fields: [
        text('topic', 'Topic', L.evaluationTopic),
        text('question', 'Question', L.evaluationQuestion, { multiline: true }),
        text('response', 'Response', L.evaluationResponse, { multiline: true }),
        { kind: 'evaluation', path: 'response_evaluation', label: 'Response Evaluation', maxItems: L.evaluationItems, maxEach: L.evaluationLabel },
      ],
    }],
  },
  'keyword-question': {
    family: 'keyword-question',
    groups: () => [{
      title: null,
      fields: [
        text('topic', 'Topic', L.keywordTopic),
        text('question', 'Question', L.keywordQuestion, { multiline: true }),
        { kind: 'keywords', path: 'keywords', label: 'Keywords', min: L.keywordsMin, maxItems: L.keywordsMax, maxEach: L.keyword, storedAs: 'text' },
      ],
    }],
  },
  dialogue: { family: 'dialogue', groups: (adaptive) => (adaptive ? dialogueGroups(5, 4, 3, 2) : dialogueGroups(3, 2)) },
  'single-choice': {
    family: 'single-choice',
    groups: () => [{
      title: null,
      fields: [
        image(),
        text('topic', 'Topic', L.roundTopic, { required: false }),
        text('data.question', 'Question', L.singleQuestion, { multiline: true }),
        text('data.answer', 'Correct Answer', L.singleQuestion),
        ...range(3).map((w) => text(`data.wrong${w}`, `Wrong Answer ${w}`, L.singleQuestion)),
      ],
    }],
  },
  speak: {
    family: 'speak',
    groups: () => [{
      title: null,
      fields: [
        image(),
        text('data.question', 'Question', L.singleQuestion, { multiline: true }),
        text('data.answer', 'Answer', L.singleQuestion),
        { kind: 'toggle', path: 'data.is_tts', label: 'Read the question aloud (text to speech)' },
        { kind: 'toggle', path: 'data.is_stt', label: 'Players speak their answer (speech to text)' },
      ],
    }],
  },
  reading: { family: 'reading', groups: () => [] },
};

/** The five-step dialogue of module 16 (its own shape, not the default dialogue). */
const DIALOGUE_16: QuestionModule = { family: 'dialogue', groups: () => dialogueGroups(5, 4) };
/** Module 15 needs its topic; module 7's is optional. */
const PICTURE_ROUNDS: QuestionModule = {
  family: 'rounds',
  groups: () => [{ title: null, fields: [image(), text('topic', 'Topic', L.roundTopic)] }, ...roundGroups()],
};

const BY_ID: Record<number, QuestionModule> = {
  1: MODULES['word-hints'], 99: MODULES['word-hints'],
  2: MODULES.word,
  4: MODULES['image-word'], 20: MODULES['image-word'], 21: MODULES['image-word'], 22: MODULES['image-word'],
  23: MODULES['image-word'], 24: MODULES['image-word'], 25: MODULES['image-word'],
  7: MODULES.rounds, 15: PICTURE_ROUNDS,
  10: MODULES.passage, 17: MODULES.passage,
  12: MODULES['image-keywords'],
  13: MODULES['open-response'], 18: MODULES['open-response'],
  14: MODULES['keyword-question'],
  16: DIALOGUE_16,
  19: MODULES.reading,
  29: MODULES['single-choice'],
  30: MODULES.speak,
};

/** The module's entry shape; any module id the table does not name is the default dialogue (26–28 among them). */
export const questionModule = (gameModuleId: number): QuestionModule => BY_ID[gameModuleId] ?? MODULES.dialogue;

/** Every field of a module, in form order. */
export const questionFields = (gameModuleId: number, adaptive = false): FieldSpec[] =>
  questionModule(gameModuleId).groups(adaptive).flatMap((g) => g.fields);

/** Reading comprehension has its own builder; every other module is written through the entry form. */
export const hasEntryForm = (gameModuleId: number) => questionModule(gameModuleId).family !== 'reading';

/** Module 30 offers 'Save & add next'. */
export const offersSaveAndNext = (gameModuleId: number) => gameModuleId === 30;
