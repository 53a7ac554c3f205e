import { z } from 'zod';

/** Delivery platforms: doc is the game app, chatbot the messaging chatbot. */
export const PLATFORMS = ['doc', 'chatbot'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** `platform=doc,chatbot` query value: a comma-separated, non-empty set of known platforms. */
export const platformListSchema = z
  .string()
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
    const unknown = parts.filter((p) => !(PLATFORMS as readonly string[]).includes(p));
    if (parts.length === 0 || unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `platform must be one or more of ${PLATFORMS.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(parts)] as Platform[];
  });

/** The platforms a minigame plays on, from its two flags. */
export const platformsOf = (flags: { isDoc: boolean; isChatbot: boolean }): Platform[] =>
  PLATFORMS.filter((p) => (p === 'doc' ? flags.isDoc : flags.isChatbot));

/** How people name the platforms: the game app (doc) and the Telegram chatbot. */
export const PLATFORM_LABELS: Record<Platform, string> = { doc: 'Game app', chatbot: 'Telegram chatbot' };
