import { sql } from 'drizzle-orm';
import { NOT_SURE_LEVEL, messages, prerequisiteLevelMissing, subjectMessages, type PrerequisiteEntry, type PrerequisiteSubject } from '@cp/contract';
import { preparedStatement } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { visibleSubjectsByCodes } from '../subject-store/repository';

const LEVELS = preparedStatement<{ subjectIds: number[] }>((v) => sql`
  SELECT subject_id AS "subjectId", id, name FROM chapters
  WHERE subject_id = ANY(${v.subjectIds}::int[]) AND NOT hidden ORDER BY position, id`);

/** Levels a learner can be at in a subject: its visible chapters (adaptive levels come with adaptive content). */
async function levelsOf(ctx: Pick<AppContext, 'db'>, subjectIds: number[]) {
  if (subjectIds.length === 0) return new Map<number, { level_id: number; level_name: string }[]>();
  const rows = await LEVELS.run<{ subjectId: number; id: number; name: string }>(ctx.db, { subjectIds });
  const map = new Map<number, { level_id: number; level_name: string }[]>();
  for (const r of rows) map.set(r.subjectId, [...(map.get(r.subjectId) ?? []), { level_id: r.id, level_name: r.name }]);
  return map;
}

/** The subjects of these codes that the viewer may see; any other code fails with the spec's 'Cannot find subject code.'. */
async function subjectsSeenOrFail(ctx: Pick<AppContext, 'db'>, codes: string[], viewerId: number, fail: (message: string) => Error) {
  const found = await visibleSubjectsByCodes(ctx.db, codes, viewerId);
  if (codes.some((c) => !found.some((f) => f.code === c))) throw fail(messages.subjectCodeMissing);
  return found;
}

/** `GET /prerequisite?codes=`: the subjects with their level options; every code must be one the caller may see. */
export async function prerequisiteLookup(ctx: AppContext, viewerId: number, codes: string[]): Promise<PrerequisiteSubject[]> {
  const found = await subjectsSeenOrFail(ctx, codes, viewerId, notFound);
  const levels = await levelsOf(ctx, found.map((f) => f.id));
  return codes.map((code) => {
    const s = found.find((f) => f.code === code)!;
    return { subject_code: s.code, subject_name: s.name, adaptive: s.adaptive, levels: levels.get(s.id) ?? [] };
  });
}

export async function checkPrerequisites(ctx: AppContext, viewerId: number, list: PrerequisiteEntry[], selfCode: string | null) {
  const normalised = list.map((e) => ({ ...e, subject_code: e.subject_code.toUpperCase() }));
  if (selfCode && normalised.some((e) => e.subject_code === selfCode)) throw badRequest(subjectMessages.prerequisiteSelf);
  const found = await subjectsSeenOrFail(ctx, normalised.map((e) => e.subject_code), viewerId, badRequest);
  const levels = await levelsOf(ctx, found.map((f) => f.id));
  for (const entry of normalised) {
    const s = found.find((f) => f.code === entry.subject_code)!;
    const options = levels.get(s.id) ?? [];
    if (prerequisiteLevelMissing(entry, options.length)) throw badRequest(`${messages.prerequisiteLevel} (${entry.subject_code})`);
    if (entry.level === NOT_SURE_LEVEL || entry.level === '') continue;
    if (!options.some((l) => l.level_name === entry.level)) throw badRequest(`${subjectMessages.prerequisiteUnknownLevel} (${entry.subject_code}: ${entry.level})`);
  }
  return normalised;
}

