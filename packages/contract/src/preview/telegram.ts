/**
 * The chatbot speaks the Telegram Bot API: a preview is the list of calls the bot would make
 * (`sendMessage`, `sendPhoto`, `sendPoll`), checked against Telegram's own limits
 * (https://core.telegram.org/bots/api). Lengths are counted in UTF-16 code units, as Telegram counts
 * them; callback data in UTF-8 bytes.
 */

export const TELEGRAM_LIMITS = {
  messageText: 4096,
  photoCaption: 1024,
  pollQuestion: 300,
  pollOption: 100,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  callbackData: 64,
} as const;

export type TelegramLimit = keyof typeof TELEGRAM_LIMITS;

const LIMIT_NAMES: Record<TelegramLimit, string> = {
  messageText: 'a Telegram message',
  photoCaption: 'a Telegram photo caption',
  pollQuestion: 'a Telegram poll question',
  pollOption: 'a Telegram poll option',
  pollOptionsMin: 'a Telegram poll',
  pollOptionsMax: 'a Telegram poll',
  callbackData: 'Telegram button data',
};

export interface InlineButton {
  text: string;
  callback_data: string;
}
export interface InlineKeyboard {
  inline_keyboard: InlineButton[][];
}

export type TelegramCall =
  | { method: 'sendMessage'; text: string; reply_markup?: InlineKeyboard }
  | { method: 'sendPhoto'; photo: string; caption?: string; reply_markup?: InlineKeyboard }
  | { method: 'sendPoll'; question: string; options: { text: string }[]; type: 'quiz'; correct_option_id: number; is_anonymous: false };

/** One bot call and, for calls that answer the player, when it is made. */
export interface ChatbotStep {
  when: string | null;
  call: TelegramCall;
}

/** Which entry field breaks which Telegram limit. */
export interface ChatbotProblem {
  /** Entry fields the text comes from (paths and labels). */
  paths: string[];
  fields: string[];
  limit: TelegramLimit;
  max: number;
  actual: number;
  message: string;
}

export interface Source {
  path: string;
  label: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const byteLength = (value: string) => new TextEncoder().encode(value).length;

/** Collects bot calls and the limits they break. */
export class ChatScript {
  readonly steps: ChatbotStep[] = [];
  readonly problems: ChatbotProblem[] = [];

  private check(limit: TelegramLimit, actual: number, sources: Source[], what = 'is') {
    const max = TELEGRAM_LIMITS[limit];
    const tooFew = limit === 'pollOptionsMin';
    if (tooFew ? actual >= max : actual <= max) return;
    const fields = [...new Set(sources.map((s) => s.label))];
    const subject = fields.length === 1 ? fields[0] : `The message built from ${fields.join(', ')}`;
    const unit = limit === 'callbackData' ? 'bytes' : limit.startsWith('pollOptions') ? 'options' : 'characters';
    const message = tooFew
      ? `${subject} gives ${count(actual)} ${unit}; ${LIMIT_NAMES[limit]} needs at least ${count(max)}.`
      : `${subject} ${what} ${count(actual)} ${unit}; ${LIMIT_NAMES[limit]} can have at most ${count(max)}.`;
    this.problems.push({ paths: [...new Set(sources.map((s) => s.path))], fields, limit, max, actual, message });
  }

  private keyboard(buttons: { text: string; data: string; source: Source }[] | undefined): InlineKeyboard | undefined {
    if (!buttons?.length) return undefined;
    for (const b of buttons) this.check('callbackData', byteLength(b.data), [b.source], 'needs');
    return { inline_keyboard: buttons.map((b) => [{ text: b.text, callback_data: b.data }]) };
  }

  message(text: string, sources: Source[], options: { when?: string; buttons?: { text: string; data: string; source: Source }[] } = {}) {
    this.check('messageText', text.length, sources);
    const reply_markup = this.keyboard(options.buttons);
    this.steps.push({ when: options.when ?? null, call: { method: 'sendMessage', text, ...(reply_markup ? { reply_markup } : {}) } });
  }

  photo(photo: string, caption: string, sources: Source[]) {
    this.check('photoCaption', caption.length, sources);
    this.steps.push({ when: null, call: { method: 'sendPhoto', photo, ...(caption ? { caption } : {}) } });
  }

  /** A quiz poll; options are checked one by one so the problem names the field that is too long. */
  poll(question: { text: string; sources: Source[] }, options: { text: string; source: Source }[], correct: number, when?: string) {
    this.check('pollQuestion', question.text.length, question.sources);
    for (const option of options) this.check('pollOption', option.text.length, [option.source]);
    const all = [...question.sources, ...options.map((o) => o.source)];
    this.check('pollOptionsMin', options.length, all);
    this.check('pollOptionsMax', options.length, all);
    this.steps.push({
      when: when ?? null,
      call: { method: 'sendPoll', question: question.text, options: options.map((o) => ({ text: o.text })), type: 'quiz', correct_option_id: correct, is_anonymous: false },
    });
  }
}
