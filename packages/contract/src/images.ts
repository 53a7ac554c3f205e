import { messages } from './messages';

/** Per-use upload limits: avatars, covers, attachments, icons 2 MB; chapter and entry images 5 MB. */
export const IMAGE_LIMITS = {
  standard: { maxBytes: 2 * 1024 * 1024, tooLarge: messages.imageTooLarge2MB },
  content: { maxBytes: 5 * 1024 * 1024, tooLarge: messages.imageTooLarge5MB },
} as const;

export type ImageLimit = keyof typeof IMAGE_LIMITS;

/** Bytes a base64 data URL decodes to (without decoding it). */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const body = (comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl).replace(/\s/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}
