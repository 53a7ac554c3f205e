import { desc, eq } from 'drizzle-orm';
import { ACTIVITY, REVIEW_WORKING_DAYS, addWorkingDays, subjectMessages, type PublishCheck, type PublishResult } from '@cp/contract';
import { schema, type PublishedContents } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { subjectAccess, type SubjectRow } from '../subject-store/access';
import { claimPublishVersion, updateSubject } from '../subject-store/repository';
import { publishRows } from '../chapters/repository';
import { contentProblem, contentsOf, describeVersion } from './publish-content';
import { findUserById } from '../users/repository';

const { publishRequests } = schema;

async function ownedSubject(ctx: AppContext, code: string, userId: number) {
  const { row } = await subjectAccess(ctx, code, userId);
  if (row.ownerId !== userId) throw forbidden(subjectMessages.ownerOnlyPublish);
  return row;
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** What a publish request would carry and whether something blocks it (docs/decisions.md "Publish"). */
async function checkPublish(ctx: AppContext, row: SubjectRow): Promise<PublishCheck & { status: number; contents?: PublishedContents }> {
  const version = (row.lastPublishVersion ?? 0) + 1;
  const [owner, rows, [previous]] = await Promise.all([
    findUserById(ctx.db, row.ownerId),
    row.adaptive ? [] : publishRows(ctx.db, row.id),
    ctx.db.select({ contents: publishRequests.contents }).from(publishRequests).where(eq(publishRequests.subjectId, row.id)).orderBy(desc(publishRequests.version)).limit(1),
  ]);
  const contents = contentsOf(rows);
  const base = {
    avatar: owner?.avatar ?? null,
    subject_cover: row.image,
    version,
    update_detail: row.adaptive ? `Version ${version} of ${row.name}.` : describeVersion(row.name, version, contents, previous?.contents ?? null),
  };
  const blocked = (status: number, header: string, body: string) => ({ ...base, status, error: true, error_header: header, error_body: body });

  if (row.lastPublishStatus === 'Requested') {
    const since = row.lastPublishDate ? ` on ${formatDay(row.lastPublishDate)}` : '';
    return blocked(409, 'Already on review', `Version ${row.lastPublishVersion} was submitted${since}. Review takes ${REVIEW_WORKING_DAYS} working days; you can publish again once it is reviewed.`);
  }
  if (row.categoryId === null) return blocked(400, 'No category', 'Choose a category for this subject (Settings) before publishing.');
  if (row.adaptive) return blocked(400, 'No content yet', 'Add a module with chapters and topics to this adaptive subject before publishing.');
  const problem = contentProblem(rows);
  if (problem) return blocked(400, problem.header, problem.body);
  // The content is complete again: a minigame added since then no longer holds the subject back.
  if (!row.publishable) await updateSubject(ctx.db, row.id, { publishable: true });
  return { ...base, contents, status: 200, error: false, error_header: null, error_body: null };
}

export async function publishCheck(ctx: AppContext, userId: number, code: string): Promise<PublishCheck> {
  const { status: _status, contents: _contents, ...check } = await checkPublish(ctx, await ownedSubject(ctx, code, userId));
  return check;
}

/** `GET /subjects/publish/{code}`: records a request for the next version; the subject is then on review. */
export async function requestPublish(ctx: AppContext, userId: number, code: string): Promise<PublishResult> {
  const row = await ownedSubject(ctx, code, userId);
  const check = await checkPublish(ctx, row);
  if (check.error) throw new AppError(check.status, `${check.error_header}. ${check.error_body}`);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // Claims the version on the subject row first: a second request racing this one waits for
    // the row, then finds it already requested and gets the same 409 as a later one would.
    if (!(await claimPublishVersion(tx, row.id, check.version, now))) {
      throw conflict(`Already on review. Version ${check.version} was just submitted. Review takes ${REVIEW_WORKING_DAYS} working days; you can publish again once it is reviewed.`);
    }
    await tx.insert(publishRequests).values({ subjectId: row.id, version: check.version, requestedBy: userId, status: 'Requested', contents: check.contents ?? null, createdAt: now });
    await recordActivity(tx, { subjectId: row.id, userId, type: ACTIVITY.publishRequested, identifier: row.code, info: { subject_name: row.name, subject_code: row.code, version: check.version } });
  });
  return {
    version: check.version,
    last_publish_status: 'Requested',
    last_publish_date: now.toISOString(),
    expected_review_date: formatDay(addWorkingDays(now, REVIEW_WORKING_DAYS)),
  };
}
