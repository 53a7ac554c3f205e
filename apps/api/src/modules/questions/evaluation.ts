import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { evaluationMessages, evaluationPromptsProblem, hasResponseEvaluation, questionMessages, type responseEvalBodySchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden } from '../../platform/errors';
import { MANAGER_ROLE } from '../subject-store/access';
import { readableMinigame } from './list';

type Body = z.output<typeof responseEvalBodySchema>;

/**
 * `POST response-eval/{mg}/save` (spec 2 §5, §7): role 3 sets the questions an open-response
 * minigame's answers are evaluated with; the first three are required ('All input is required!').
 */
export async function saveResponseEval(ctx: AppContext, userId: number, mg: number, body: Body) {
  const { place, subject, role } = await readableMinigame(ctx, userId, mg);
  if (role !== MANAGER_ROLE) throw forbidden();
  if (subject.isDemo) throw forbidden(questionMessages.demoLocked);
  if (!hasResponseEvaluation(place.module_id)) throw badRequest(evaluationMessages.notOpenResponse);
  const problem = evaluationPromptsProblem(body.data, body.is_adaptive);
  if (problem) throw badRequest(problem);
  const prompts = body.data.map((p) => p.trim()).filter(Boolean);
  await ctx.db.execute(sql`UPDATE chapter_minigames SET response_eval = ${JSON.stringify(prompts)}::jsonb, updated_at = now() WHERE id = ${mg}`);
}
