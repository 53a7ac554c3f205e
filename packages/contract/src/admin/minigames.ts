import { z } from 'zod';
import { isPlainLine, isPlainText, rowIdParamSchema, rowIdSchema, textMessages } from '../fields';
import { PLATFORMS, PLATFORM_LABELS, type Platform } from '../platforms';
import { adminListBody } from './lists';
import { adminMessages } from './messages';

/** Admin minigames table (spec 3 §3 "Minigame"); default sort name A–Z. */
export const ADMIN_MINIGAME_SORTS = ['name', 'module_name', 'minimum_entries', 'used_by_subject', 'used_by_chapter'] as const;
export const adminMinigamesBodySchema = adminListBody(ADMIN_MINIGAME_SORTS, { order_by: 'name', asc: true }, {
  unpublished_only: z.boolean().default(false),
});
export type AdminMinigamesBody = z.input<typeof adminMinigamesBodySchema>;

const perPlatform = <T extends z.ZodType>(value: T) => z.object({ doc: value, chatbot: value });

export const adminMinigameSchema = z.object({
  mini_game_id: z.number().int(),
  name: z.string(),
  module_id: z.number().int(),
  module_name: z.string(),
  icon: z.string().nullable(),
  screenshots: perPlatform(z.string().nullable()),
  video: perPlatform(z.string().nullable()),
  description: z.string(),
  minimum_entries: z.number().int(),
  used_by_subject: z.number().int(),
  used_by_chapter: z.number().int(),
  is_doc: z.boolean(),
  is_chatbot: z.boolean(),
  published: z.boolean(),
  platforms: z.array(z.enum(PLATFORMS)),
  teaching_materials: z.array(z.object({ teaching_material_id: z.number().int(), name: z.string() })),
});
export type AdminMinigame = z.infer<typeof adminMinigameSchema>;

export const adminModuleSchema = z.object({ module_id: z.number().int(), name: z.string() });
export const adminTeachingMaterialSchema = z.object({ teaching_material_id: z.number().int(), name: z.string() });

const videoLink = z.string().trim().max(500);
const image = z.string().max(4_000_000).nullable();

/**
 * POST /admin/mini-games/save (spec 3 §3 "Minigame form", §5): images are JPEG data URLs when new,
 * the stored URL when unchanged, null when removed.
 */
export const minigameSaveBodySchema = z
  .strictObject({
    id: rowIdSchema.optional(),
    name: z.string().trim().max(80).refine(isPlainLine, textMessages.controlCharacters).default(''),
    module_id: rowIdSchema,
    minimum_entries: z.number().int().min(0).max(1000).default(0),
    description: z.string().trim().max(2000).refine(isPlainText, textMessages.controlCharacters).default(''),
    icon: image.default(null),
    platforms: z.array(z.enum(PLATFORMS)).max(2).default([]),
    video_link: z.object({ doc: videoLink.optional(), chatbot: videoLink.optional() }).strict().default({}),
    screenshots: z.object({ doc: image.optional(), chatbot: image.optional() }).strict().default({}),
    teaching_materials: z.array(rowIdSchema).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    for (const issue of minigameProblems(v)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type MinigameSaveBody = z.input<typeof minigameSaveBodySchema>;

/** Every rule of the minigame form, in the spec's order; the form shows them and the server refuses them. */
export function minigameProblems(v: {
  id?: number;
  name?: string;
  minimum_entries?: number;
  icon?: string | null;
  platforms?: readonly Platform[];
  video_link?: Partial<Record<Platform, string | undefined>>;
  teaching_materials?: readonly number[];
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (!v.name?.trim()) problems.push({ path: 'name', message: adminMessages.minigameNameRequired });
  if (!v.minimum_entries) problems.push({ path: 'minimum_entries', message: adminMessages.minimumEntriesRequired });
  if (!v.teaching_materials?.length) problems.push({ path: 'teaching_materials', message: adminMessages.teachingFormatRequired });
  if (!v.platforms?.length) problems.push({ path: 'platforms', message: adminMessages.platformRequired });
  for (const p of v.platforms ?? []) {
    const link = v.video_link?.[p]?.trim();
    if (!link) problems.push({ path: `video_link.${p}`, message: adminMessages.videoLinkRequired(PLATFORM_LABELS[p]) });
    else if (!/^https:\/\/[^\s]+$/i.test(link)) problems.push({ path: `video_link.${p}`, message: adminMessages.videoLinkInvalid(PLATFORM_LABELS[p]) });
  }
  if (v.id === undefined && !v.icon) problems.push({ path: 'icon', message: adminMessages.iconRequired });
  return problems;
}

export const minigameIdParamsSchema = z.strictObject({ id: rowIdParamSchema });
