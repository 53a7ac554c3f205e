import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFields, questionMessages, reviewMessages, type EntryChanges, type HistoryItem, type ReviewDecision, type reviewBodySchema, type ReviewResult } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { accessOf, MANAGER_ROLE } from '../subject-store/access';
import { readableMinigame } from './list';
import { entryPlace } from './repository';
import { decideEntries, decidePending, entryVersions, lastApprovedObject, lockEntries } from './review-store';
import { toIso } from '../../platform/time';

type ReviewBody = z.output<typeof reviewBodySchema>;

/** A decline needs a comment for the contributor. */
export function reviewComment(decision: ReviewDecision, comment: string | undefined) {
  const text = comment?.trim() || null;
  if (decision === 'decline' && !text) throw badRequest(reviewMessages.commentRequired);
  return text;
}

/** The answer to deciding all: 'success approve' / 'success decline', or that nothing was waiting. */
export function allDecidedMessage(decision: ReviewDecision, changed: number) {
  if (!changed) return reviewMessages.nothingPending;
  return decision === 'approve' ? reviewMessages.approvedAll : reviewMessages.declinedAll;
}

/**
 * `POST questions/{mg}/approve|decline/{id|all}` (spec 2 §7): role 3 of the subject decides one
 * entry on review, or every entry on review of the minigame, in one transaction. One entry that
 * changed since the reviewer opened it (`revision`) is refused; with `all`, entries outside `seen`
 * or changed since are left on review and counted as skipped.
 */
export async function reviewEntries(ctx: AppContext, userId: number, mg: number, target: number | 'all', decision: ReviewDecision, body: ReviewBody) {
  const { subject, role, contentId } = await readableMinigame(ctx, userId, mg);
  if (role !== MANAGER_ROLE) throw forbidden();
  if (subject.isDemo) throw forbidden(questionMessages.demoLocked);
  const comment = reviewComment(decision, body.comment);
  const result = await ctx.db.transaction(async (tx): Promise<ReviewResult> => {
    if (target === 'all') return decidePending(tx, sql`q.chapter_minigame_id = ${contentId} AND q.approved IS NULL`, body.seen, { decision, comment, reviewerId: userId });
    const [entry] = await lockEntries(tx, sql`q.id = ${target} AND q.chapter_minigame_id = ${contentId}`);
    if (!entry) throw notFound(questionMessages.notFound);
    if (body.revision !== undefined && body.revision !== entry.revision) throw conflict(reviewMessages.changedMeanwhile(entry.editor));
    if (entry.approved !== null) throw conflict(reviewMessages.notPending);
    await decideEntries(tx, [entry], { decision, comment, reviewerId: userId });
    return { changed: 1, skipped: 0 };
  });
  if (target === 'all') return { result, message: allDecidedMessage(decision, result.changed) };
  return { result, message: decision === 'approve' ? reviewMessages.approved : reviewMessages.declined };
}

/** The entry (with any `more` columns, as `entryPlace`) if the caller has a role on its subject, or 404/403: everyone with a role may read an entry's history. */
async function entryWithRole<More extends Record<string, unknown> = Record<never, never>>(ctx: AppContext, userId: number, questionId: number, more?: SQL) {
  const place = await entryPlace<More>(ctx.db, questionId, userId, more);
  if (!place) throw notFound(questionMessages.notFound);
  const { role } = await accessOf(ctx, place, userId);
  if (role === null) throw forbidden();
  return place;
}

/** `GET questions/{id}/history`: every saved state, newest first (spec 2 §6: everyone with a role). */
export async function entryHistory(ctx: AppContext, userId: number, questionId: number): Promise<HistoryItem[]> {
  await entryWithRole(ctx, userId, questionId);
  return (await entryVersions(ctx.db, questionId)).map((v) => ({
    status: v.status as HistoryItem['status'], editor: v.editor, date: toIso(v.created_at), question_object: v.question_object, comment: v.comment,
  }));
}

/** `GET questions/{id}/changes`: the last approved version against the current one, with the fields that differ. */
export async function entryChanges(ctx: AppContext, userId: number, questionId: number): Promise<EntryChanges> {
  const place = await entryWithRole<{ old: Record<string, unknown> | null }>(ctx, userId, questionId, sql`, ${lastApprovedObject(sql`q.id`)} AS old`);
  return { old: place.old, new: place.question_object, changed: changedFields(place.module_id, place.old, place.question_object), module_id: place.module_id, revision: place.revision };
}
