import { sql } from 'drizzle-orm';
import { subjectMessages, type DiagnosticGame, type Subject } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { accessStatement, assertMaySee, subjectAccessWith } from '../subject-store/access';
import { liveSubjectCard, subjectCards } from '../subject-store/repository';
import { toSubject } from './presenter';

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

/** The diagnostic games if the subject has a diagnostic test, with the subject and the caller's role. */
const DIAGNOSTIC_GAMES = accessStatement((subject) => sql`
  SELECT g.id AS game_id, g.name, g.description FROM subjects d JOIN diagnostic_games g ON d.has_diagnostic_test WHERE d.id = ${subject.id}`,
sql`r.game_id`);

/** `GET /diagnostic/games/{code}`: the diagnostic games, for a subject that has a diagnostic test. */
export async function subjectDiagnosticGames(ctx: AppContext, userId: number, code: string): Promise<DiagnosticGame[]> {
  const { rows } = await subjectAccessWith<DiagnosticGame>(ctx, DIAGNOSTIC_GAMES, { code, userId });
  return rows.map((g) => ({ game_id: g.game_id, name: g.name, description: g.description }));
}
