import { z } from 'zod';
import { rowIdParamSchema } from './fields';
import { platformListSchema } from './platforms';

export interface CategoryMenuItem {
  id: number;
  name: string;
  icon: string | null;
  is_suggested: boolean;
  sub_list: CategoryMenuItem[];
}
export const categoryMenuItemSchema: z.ZodType<CategoryMenuItem> = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  is_suggested: z.boolean(),
  get sub_list() {
    return z.array(categoryMenuItemSchema);
  },
}).meta({ id: 'CategoryMenuItem' });

/** A teaching format as the authoring app lists it. */
export const teachingModuleSchema = z.object({
  module_id: z.number().int(),
  teaching_material_id: z.number().int(),
  teaching_material_name: z.string(),
  logo: z.string().nullable(),
});
export type TeachingModule = z.infer<typeof teachingModuleSchema>;

export const platformMediaSchema = z.object({ doc: z.string().nullable(), chatbot: z.string().nullable() });

export const minigameTemplateSchema = z.object({
  minigame_id: z.number().int(),
  minigame_name: z.string(),
  module_id: z.number().int(),
  module_name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  screenshot: platformMediaSchema,
  video: platformMediaSchema,
  parent_list: z.array(z.object({ minigame_parent_id: z.number().int(), name: z.string() })),
  is_doc: z.boolean(),
  is_chatbot: z.boolean(),
});
export type MinigameTemplate = z.infer<typeof minigameTemplateSchema>;

export const modulesQuerySchema = z.strictObject({ platform: platformListSchema.optional() });
export const moduleMinigamesParamsSchema = z.strictObject({ moduleId: rowIdParamSchema });
export const moduleMinigamesQuerySchema = z.strictObject({
  chapter_id: rowIdParamSchema.optional(),
  platform: platformListSchema.optional(),
});
