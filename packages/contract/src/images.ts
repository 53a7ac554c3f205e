import { messages } from './messages';

/** Per-use upload limits: avatars, covers, attachments, icons 2 MB; chapter and entry images 5 MB. */
export const IMAGE_LIMITS = {
  standard: { maxBytes: 2 * 1024 * 1024, tooLarge: messages.imageTooLarge2MB },
  content: { maxBytes: 5 * 1024 * 1024, tooLarge: messages.imageTooLarge5MB },
} as const;

export type ImageLimit = keyof typeof IMAGE_LIMITS;
