import { sql } from 'drizzle-orm';
import { NOT_SURE_LEVEL, messages, prerequisiteLevelMissing, subjectMessages, type PrerequisiteEntry, type PrerequisiteSubject } from '@cp/contract';
import { opaqueArray, preparedStatement } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { visibleTo } from '../subject-store/repository';

type Level = { level_id: number; level_name: string };

/**
 * The subjects of these codes (upper case) that the viewer may see, each with the levels a learner
 * can be at in it: its visible chapters (adaptive levels come with adaptive content). One array
 * parameter, so any number of codes is the same prepared statement, planned once.
 */
const SEEN_WITH_LEVELS = preparedStatement<{ codes: string[]; viewerId: number }>((v) => sql`
  SELECT s.id, s.code, s.name, s.adaptive,
    coalesce((SELECT json_agg(json_build_object('level_id', c.id, 'level_name', c.name) ORDER BY c.position, c.id)
      FROM chapters c WHERE c.subject_id = s.id AND NOT c.hidden), '[]') AS levels
  FROM subjects s WHERE ${visibleTo(v.viewerId)} AND s.code = ANY(${opaqueArray(v.codes, 'text')})`);

/** The subjects of these codes that the viewer may see, with their levels; any other code fails with the spec's 'Cannot find subject code.'. */
async function subjectsSeenOrFail(ctx: Pick<AppContext, 'db'>, codes: string[], viewerId: number, fail: (message: string) => Error) {
  const found = codes.length === 0 ? [] : await SEEN_WITH_LEVELS.run<{ id: number; code: string; name: string; adaptive: boolean; levels: Level[] }>(ctx.db, { codes, viewerId });
  if (codes.some((c) => !found.some((f) => f.code === c))) throw fail(messages.subjectCodeMissing);
  return found;
}

/** `GET /prerequisite?codes=`: the subjects with their level options; every code must be one the caller may see. */
export async function prerequisiteLookup(ctx: AppContext, viewerId: number, codes: string[]): Promise<PrerequisiteSubject[]> {
  const found = await subjectsSeenOrFail(ctx, codes, viewerId, notFound);
  return codes.map((code) => {
    const s = found.find((f) => f.code === code)!;
    return { subject_code: s.code, subject_name: s.name, adaptive: s.adaptive, levels: s.levels };
  });
}

export async function checkPrerequisites(ctx: AppContext, viewerId: number, list: PrerequisiteEntry[], selfCode: string | null) {
  const normalised = list.map((e) => ({ ...e, subject_code: e.subject_code.toUpperCase() }));
  if (selfCode && normalised.some((e) => e.subject_code === selfCode)) throw badRequest(subjectMessages.prerequisiteSelf);
  const found = await subjectsSeenOrFail(ctx, normalised.map((e) => e.subject_code), viewerId, badRequest);
  for (const entry of normalised) {
    const options = found.find((f) => f.code === entry.subject_code)!.levels;
    if (prerequisiteLevelMissing(entry, options.length)) throw badRequest(`${messages.prerequisiteLevel} (${entry.subject_code})`);
    if (entry.level === NOT_SURE_LEVEL || entry.level === '') continue;
    if (!options.some((l) => l.level_name === entry.level)) throw badRequest(`${subjectMessages.prerequisiteUnknownLevel} (${entry.subject_code}: ${entry.level})`);
  }
  return normalised;
}

