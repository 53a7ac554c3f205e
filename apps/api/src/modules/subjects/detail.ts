import { asc } from 'drizzle-orm';
import { subjectMessages, type DiagnosticGame, type Subject } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { assertMaySee, subjectAccess } from '../subject-store/access';
import { liveSubjectCard, subjectCards } from '../subject-store/repository';
import { toSubject } from './presenter';

const { diagnosticGames } = schema;

/** Subjects by id as the contract's Subject, for one viewer. */
export async function hydrate(ctx: Pick<AppContext, 'db'>, ids: number[], viewerId: number): Promise<Map<number, Subject>> {
  const rows = await subjectCards(ctx.db, ids, viewerId);
  return new Map(rows.map((r) => [r.id, toSubject(r, viewerId)]));
}

/**
 * `GET /subjects/{code}`: the subject as the caller may see it. Its card already carries the
 * caller's role and invitation, so the access rule runs on it: one statement after the session.
 */
export async function subjectView(ctx: AppContext, code: string, viewerId: number): Promise<Subject> {
  const card = await liveSubjectCard(ctx.db, code, viewerId);
  if (!card) throw notFound(subjectMessages.notFound);
  const subject = toSubject(card, viewerId);
  await assertMaySee({ private: card.private, categoryId: card.category_id }, subject.role, () => card.invited);
  return subject;
}

/** `GET /diagnostic/games/{code}`: the diagnostic games, for a subject that has a diagnostic test. */
export async function subjectDiagnosticGames(ctx: AppContext, userId: number, code: string): Promise<DiagnosticGame[]> {
  const { row } = await subjectAccess(ctx, code, userId);
  if (!row.hasDiagnosticTest) return [];
  const games = await ctx.db.select().from(diagnosticGames).orderBy(asc(diagnosticGames.id));
  return games.map((g) => ({ game_id: g.id, name: g.name, description: g.description }));
}
