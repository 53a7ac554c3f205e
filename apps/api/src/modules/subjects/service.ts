import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ACTIVITY, HIDDEN_FILTERS, NOT_SURE_LEVEL, REVIEW_WORKING_DAYS, SUBJECT_FILTER, addWorkingDays, messages, subjectMessages,
  type DiagnosticGame, type PrerequisiteEntry, type PrerequisiteSubject, type ProfileSubject, type PublishCheck, type PublishResult,
  type Subject, type SubjectListView, type SubjectSort, type subjectListBodySchema, type subjectSaveBodySchema,
} from '@cp/contract';
import { schema } from '@cp/db';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { normaliseJpeg } from '../../platform/images';
import { mediaUrl } from '../../platform/storage';
import { recordActivity, type DbOrTx, type NewActivity } from '../activity/service';
import { CONTRIBUTOR_ROLE, MANAGER_ROLE, subjectRole } from './access';
import { hasPendingInvitation } from '../contributors/invitations';

const { subjects, subjectMembers, categories, chapters, chapterMinigames, publishRequests, users, diagnosticGames } = schema;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newSubjectCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface NewSubject {
  name: string;
  description: string;
  categoryId: number | null;
  adaptive?: boolean;
  private?: boolean;
  image?: string | null;
  prerequisite?: PrerequisiteEntry[] | null;
}

/** Creates a subject and records its first activity (type 1) in the same transaction. */
export async function createSubject(ctx: { db: DbOrTx }, ownerId: number, input: NewSubject) {
  const insert = async (db: DbOrTx) => {
    const [subject] = await db
      .insert(subjects)
      .values({
        code: newSubjectCode(),
        ownerId,
        name: input.name,
        description: input.description,
        categoryId: input.categoryId,
        adaptive: input.adaptive ?? false,
        private: input.private ?? false,
        image: input.image ?? null,
        prerequisite: input.prerequisite ?? null,
      })
      .returning();
    await recordActivity({ db }, { subjectId: subject!.id, userId: ownerId, type: ACTIVITY.subjectCreated, identifier: subject!.code, info: { subject_name: subject!.name, subject_code: subject!.code } });
    return subject!;
  };
  return ctx.db.transaction(insert);
}

export async function addMember(ctx: Pick<AppContext, 'db'>, subjectId: number, userId: number, roleId = CONTRIBUTOR_ROLE) {
  await ctx.db.insert(subjectMembers).values({ subjectId, userId, roleId, active: true }).onConflictDoNothing();
}

// ---- access ----------------------------------------------------------------------------------

type SubjectRow = typeof subjects.$inferSelect;

/** A subject that exists and is not deleted, or 404. */
export async function findSubject(ctx: Pick<AppContext, 'db'>, code: string): Promise<SubjectRow> {
  const row = await ctx.db.query.subjects.findFirst({ where: and(eq(subjects.code, code.trim().toUpperCase()), isNull(subjects.deletedAt)) });
  if (!row) throw notFound(subjectMessages.notFound);
  return row;
}

/** The subject and the caller's role; a private subject is only for people with a role on it or an invitation to it (403). */
export async function subjectAccess(ctx: AppContext, code: string, userId: number) {
  const row = await findSubject(ctx, code);
  const role = await subjectRole(ctx, row, userId);
  if (row.private && role === null && !(await hasPendingInvitation(ctx, row.id, userId))) throw forbidden(subjectMessages.private);
  return { row, role };
}

/** Role 3 (owner or manager) or 403. */
export async function managedSubject(ctx: AppContext, code: string, userId: number) {
  const access = await subjectAccess(ctx, code, userId);
  if (access.role !== MANAGER_ROLE) throw forbidden(subjectMessages.managersOnly);
  return access.row;
}

/** Rows a user may see: not deleted, and public or one they own or contribute to (subjects aliased `s`). */
export function visibleTo(userId: number): SQL {
  return sql`s.deleted_at IS NULL AND (NOT s.private OR s.owner_id = ${userId} OR EXISTS (
    SELECT 1 FROM subject_members vm WHERE vm.subject_id = s.id AND vm.user_id = ${userId} AND vm.active))`;
}

// ---- reading ---------------------------------------------------------------------------------

type SubjectSqlRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  created_at: Date;
  updated_at: Date;
  private: boolean;
  verified: boolean;
  published: boolean;
  adaptive: boolean;
  is_demo: boolean;
  has_diagnostic_test: boolean;
  image: string | null;
  category_id: number | null;
  category_name: string | null;
  parent_name: string | null;
  category_parent_id: number | null;
  prerequisite: PrerequisiteEntry[] | null;
  contributors: number;
  owner_id: number;
  owner_username: string;
  owner_email: string;
  owner_avatar: string | null;
  owner_official: boolean;
  member_role: number | null;
  request_status: number | null;
  publishable: boolean;
  last_publish_date: Date | null;
  last_publish_version: number | null;
  last_publish_status: string | null;
};

/** Subjects by id with everything the card and the detail header show, for one viewer. */
async function hydrate(ctx: Pick<AppContext, 'db'>, ids: number[], viewerId: number): Promise<Map<number, Subject>> {
  if (ids.length === 0) return new Map();
  const result = await ctx.db.execute<SubjectSqlRow>(sql`
    SELECT s.id, s.code, s.name, s.description, s.created_at, s.updated_at, s.private, s.verified, s.published, s.adaptive,
           s.is_demo, s.has_diagnostic_test, s.image, s.category_id, c.name AS category_name, p.name AS parent_name,
           c.parent_id AS category_parent_id, s.prerequisite, s.publishable, s.last_publish_date, s.last_publish_version,
           s.last_publish_status, s.owner_id, o.username AS owner_username, o.email AS owner_email, o.avatar AS owner_avatar,
           o.official AS owner_official,
           (SELECT count(*)::int FROM subject_members cm WHERE cm.subject_id = s.id AND cm.active) AS contributors,
           (SELECT m.role_id FROM subject_members m WHERE m.subject_id = s.id AND m.user_id = ${viewerId} AND m.active) AS member_role,
           (SELECT r.status FROM contributor_requests r WHERE r.subject_id = s.id AND r.user_id = ${viewerId}
             ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS request_status
    FROM subjects s
    JOIN users o ON o.id = s.owner_id
    LEFT JOIN categories c ON c.id = s.category_id
    LEFT JOIN categories p ON p.id = c.parent_id
    WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(result.rows.map((r) => [r.id, toSubject(r, viewerId)]));
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toSubject(r: SubjectSqlRow, viewerId: number): Subject {
  const mine = r.owner_id === viewerId;
  return {
    code: r.code,
    name: r.name,
    description: r.description,
    created: iso(r.created_at),
    updated: iso(r.updated_at),
    private: r.private,
    verified: r.verified,
    published: r.published,
    adaptive: r.adaptive,
    is_demo: r.is_demo,
    is_having_diagnostic_test: r.has_diagnostic_test,
    image: r.image,
    category_id: r.category_id,
    category_name: r.category_name === null ? null : r.parent_name ? `${r.parent_name}/${r.category_name}` : r.category_name,
    category_parent_id: r.category_parent_id,
    pre_requisite: r.prerequisite === null ? null : JSON.stringify(r.prerequisite),
    contributors: r.contributors,
    owner_username: r.owner_username,
    owner_email: r.owner_email,
    owner_avatar: r.owner_avatar,
    owner_official: r.owner_official,
    role: mine ? MANAGER_ROLE : r.member_role,
    mine,
    request_status: r.request_status,
    publishable: r.publishable,
    last_publish_date: r.last_publish_date === null ? null : iso(r.last_publish_date),
    last_publish_version: r.last_publish_version,
    last_publish_status: r.last_publish_status,
  };
}

export async function subjectView(ctx: AppContext, code: string, viewerId: number): Promise<Subject> {
  const { row } = await subjectAccess(ctx, code, viewerId);
  return (await hydrate(ctx, [row.id], viewerId)).get(row.id)!;
}

/** Active members (managers and contributors), looked up per candidate row through the (subject_id, user_id) index. */
const MEMBER_COUNT = sql`(SELECT count(*) FROM subject_members mc WHERE mc.subject_id = s.id AND mc.active)`;

const ORDER: Record<SubjectSort, SQL> = {
  '0-d': sql`s.play_sessions DESC, ${MEMBER_COUNT} DESC, lower(s.name) ASC`,
  '0-a': sql`s.play_sessions ASC, ${MEMBER_COUNT} ASC, lower(s.name) ASC`,
  '1-d': sql`${MEMBER_COUNT} DESC, lower(s.name) ASC`,
  '1-a': sql`${MEMBER_COUNT} ASC, lower(s.name) ASC`,
  '2-a': sql`lower(s.name) ASC`,
  '2-d': sql`lower(s.name) DESC`,
  '3-d': sql`s.updated_at DESC`,
  '3-a': sql`s.updated_at ASC`,
};

/** `word1:* & word2:*` over the `simple` configuration the search column uses; null when no word. */
export function prefixQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export type SubjectListBody = z.output<typeof subjectListBodySchema>;

/**
 * Browse (`POST /subjects`, or the prerequisite picker with `is_prerequisite`) and My Subjects
 * (`POST /subjects/mine`): one page of cards plus the totals. Private subjects appear only to
 * people with a role on them.
 */
export async function listSubjects(ctx: AppContext, viewerId: number, body: SubjectListBody, list: 'browse' | 'mine') {
  const view: SubjectListView = list === 'mine' ? 'mine' : body.is_prerequisite ? 'prerequisite' : 'browse';
  const hidden = body.filter.filter((f) => (HIDDEN_FILTERS[view] as readonly number[]).includes(f));
  if (hidden.length) throw badRequest(`${subjectMessages.filterNotOffered} (filter ${hidden.join(', ')})`);

  const where: SQL[] = [visibleTo(viewerId)];
  if (list === 'mine') {
    where.push(sql`(s.owner_id = ${viewerId} OR EXISTS (SELECT 1 FROM subject_members mm WHERE mm.subject_id = s.id AND mm.user_id = ${viewerId} AND mm.active))`);
  }
  if (view === 'prerequisite' && body.current) where.push(sql`s.code <> ${body.current.toUpperCase()}`);
  if (body.category) {
    where.push(sql`s.category_id IN (SELECT id FROM categories WHERE id = ${body.category} OR parent_id = ${body.category})`);
  }
  for (const f of new Set(body.filter)) {
    if (f === SUBJECT_FILTER.verified) where.push(sql`s.verified`);
    if (f === SUBJECT_FILTER.public) where.push(sql`NOT s.private`);
    if (f === SUBJECT_FILTER.official) where.push(sql`o.official`);
    if (f === SUBJECT_FILTER.mine) where.push(sql`s.owner_id = ${viewerId}`);
    if (f === SUBJECT_FILTER.drafted) where.push(sql`NOT s.published`);
    if (f === SUBJECT_FILTER.published) where.push(sql`s.published`);
  }

  const run = async (search: SQL | null) => {
    const condition = sql.join(search ? [...where, search] : where, sql` AND `);
    const page = await ctx.db.execute<{ id: number; total: number }>(sql`
      SELECT s.id, count(*) OVER ()::int AS total FROM subjects s JOIN users o ON o.id = s.owner_id
      WHERE ${condition}
      ORDER BY ${ORDER[body.sort]}, s.id
      LIMIT ${body.n} OFFSET ${(body.page - 1) * body.n}`);
    if (page.rows.length > 0 || body.page === 1) return { ids: page.rows.map((r) => r.id), total: page.rows[0]?.total ?? 0 };
    // Past the last page: the rows are empty, the total still counts.
    const total = await ctx.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM subjects s JOIN users o ON o.id = s.owner_id WHERE ${condition}`);
    return { ids: [], total: total.rows[0]?.total ?? 0 };
  };

  // Words by prefix over code, name and description (GIN on the tsvector); when no subject has them,
  // names that look like the text (trigram GIN), so a typo still finds the subject.
  const query = prefixQuery(body.search);
  let found = await run(query ? sql`s.search @@ to_tsquery('simple', ${query})` : null);
  if (query && found.total === 0) found = await run(sql`s.name % ${body.search}`);
  const byId = await hydrate(ctx, found.ids, viewerId);
  return { items: found.ids.map((id) => byId.get(id)!), total: found.total };
}

// ---- saving ----------------------------------------------------------------------------------

export type SubjectSaveBody = z.output<typeof subjectSaveBodySchema>;

/** Levels a learner can be at in a subject: its visible chapters (adaptive levels come with adaptive content). */
async function levelsOf(ctx: Pick<AppContext, 'db'>, subjectIds: number[]) {
  if (subjectIds.length === 0) return new Map<number, { level_id: number; level_name: string }[]>();
  const rows = await ctx.db
    .select({ subjectId: chapters.subjectId, id: chapters.id, name: chapters.name })
    .from(chapters)
    .where(and(inArray(chapters.subjectId, subjectIds), eq(chapters.hidden, false)))
    .orderBy(asc(chapters.position), asc(chapters.id));
  const map = new Map<number, { level_id: number; level_name: string }[]>();
  for (const r of rows) map.set(r.subjectId, [...(map.get(r.subjectId) ?? []), { level_id: r.id, level_name: r.name }]);
  return map;
}

/** Subjects the viewer may pick as prerequisites, by code (upper case); unknown or hidden ones are missing. */
async function visibleByCodes(ctx: AppContext, codes: string[], viewerId: number) {
  if (codes.length === 0) return [];
  const result = await ctx.db.execute<{ id: number; code: string; name: string; adaptive: boolean }>(sql`
    SELECT s.id, s.code, s.name, s.adaptive FROM subjects s
    WHERE ${visibleTo(viewerId)} AND s.code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  return result.rows;
}

/** `GET /prerequisite?codes=`: the subjects with their level options; every code must be one the caller may see. */
export async function prerequisiteLookup(ctx: AppContext, viewerId: number, codes: string[]): Promise<PrerequisiteSubject[]> {
  const found = await visibleByCodes(ctx, codes, viewerId);
  const missing = codes.filter((c) => !found.some((f) => f.code === c));
  if (missing.length) throw notFound(`${messages.subjectCodeMissing} (${missing.join(', ')})`);
  const levels = await levelsOf(ctx, found.map((f) => f.id));
  return codes.map((code) => {
    const s = found.find((f) => f.code === code)!;
    return { subject_code: s.code, subject_name: s.name, adaptive: s.adaptive, levels: levels.get(s.id) ?? [] };
  });
}

async function checkPrerequisites(ctx: AppContext, viewerId: number, list: PrerequisiteEntry[], selfCode: string | null) {
  const normalised = list.map((e) => ({ ...e, subject_code: e.subject_code.toUpperCase() }));
  if (selfCode && normalised.some((e) => e.subject_code === selfCode)) throw badRequest(subjectMessages.prerequisiteSelf);
  const found = await visibleByCodes(ctx, normalised.map((e) => e.subject_code), viewerId);
  const missing = normalised.filter((e) => !found.some((f) => f.code === e.subject_code));
  if (missing.length) throw badRequest(`${messages.subjectCodeMissing} (${missing.map((m) => m.subject_code).join(', ')})`);
  const levels = await levelsOf(ctx, found.map((f) => f.id));
  for (const entry of normalised) {
    if (entry.level === NOT_SURE_LEVEL) continue;
    const s = found.find((f) => f.code === entry.subject_code)!;
    if (!(levels.get(s.id) ?? []).some((l) => l.level_name === entry.level)) throw badRequest(`${subjectMessages.prerequisiteUnknownLevel} (${entry.subject_code}: ${entry.level})`);
  }
  return normalised;
}

/** A category id that may be chosen: it exists and has no sub-categories. Returns "Parent/Sub". */
async function checkCategory(ctx: Pick<AppContext, 'db'>, id: number) {
  const category = await ctx.db.query.categories.findFirst({ where: eq(categories.id, id) });
  if (!category) throw badRequest(subjectMessages.unknownCategory);
  const child = await ctx.db.query.categories.findFirst({ where: eq(categories.parentId, id) });
  if (child) throw badRequest(subjectMessages.selectSubCategory);
  const parent = category.parentId === null ? null : await ctx.db.query.categories.findFirst({ where: eq(categories.id, category.parentId) });
  return parent ? `${parent.name}/${category.name}` : category.name;
}

const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;

/** The cover through the image pipeline (JPEG, 2 MB, full decode, metadata dropped), cut to 16:9. */
export async function storeCover(ctx: Pick<AppContext, 'storage'>, dataUrl: string) {
  const jpeg = await normaliseJpeg(dataUrl, 'standard');
  const meta = await sharp(jpeg).metadata();
  const width = Math.min(meta.width ?? COVER_WIDTH, COVER_WIDTH);
  const cover = await sharp(jpeg)
    .resize({ width, height: Math.round((width * 9) / 16), fit: 'cover', position: 'centre' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `covers/${randomUUID()}.jpg`;
  await ctx.storage.put(key, cover, 'image/jpeg');
  return mediaUrl(key);
}
export const COVER_SIZE = { width: COVER_WIDTH, height: COVER_HEIGHT };

const samePrerequisites = (a: PrerequisiteEntry[] | null, b: PrerequisiteEntry[] | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `POST /subjects/save/`: creates a subject (no code) or changes the fields sent (role 3), recording
 * one activity per change in the same transaction.
 */
export async function saveSubject(ctx: AppContext, userId: number, body: SubjectSaveBody): Promise<{ subject: Subject; message: string }> {
  const { code, ...fields } = body;
  const changes = Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined);

  if (!code) {
    if (!fields.name) throw badRequest(messages.subjectNameRequired);
    if (!fields.description) throw badRequest(messages.subjectDescriptionRequired);
    if (fields.category !== undefined) await checkCategory(ctx, fields.category);
    const prerequisite = fields.prerequisite ? await checkPrerequisites(ctx, userId, fields.prerequisite, null) : (fields.prerequisite ?? null);
    const image = fields.image ? await storeCover(ctx, fields.image) : null;
    const row = await createSubject(ctx, userId, {
      name: fields.name,
      description: fields.description,
      categoryId: fields.category ?? null,
      adaptive: fields.adaptive ?? false,
      private: fields.private ?? false,
      image,
      prerequisite,
    });
    return { subject: (await hydrate(ctx, [row.id], userId)).get(row.id)!, message: subjectMessages.created };
  }

  const row = await managedSubject(ctx, code, userId);
  if (changes.length === 0) throw badRequest(subjectMessages.nothingToSave);
  if (fields.adaptive !== undefined && fields.adaptive !== row.adaptive) throw badRequest(subjectMessages.adaptiveFixed);

  const set: Partial<typeof subjects.$inferInsert> = {};
  const events: Omit<NewActivity, 'subjectId' | 'userId'>[] = [];
  const finalName = fields.name ?? row.name;
  const identifier = row.code;
  if (fields.name !== undefined && fields.name !== row.name) {
    set.name = fields.name;
    events.push({ type: ACTIVITY.subjectRenamed, identifier, info: { old_subject_name: row.name, new_subject_name: fields.name, subject_code: row.code } });
  }
  if (fields.description !== undefined && fields.description !== row.description) {
    set.description = fields.description;
    events.push({ type: ACTIVITY.subjectDescriptionChanged, identifier, info: { subject_name: finalName, subject_code: row.code } });
  }
  if (fields.private !== undefined && fields.private !== row.private) {
    set.private = fields.private;
    events.push({ type: fields.private ? ACTIVITY.subjectSetPrivate : ACTIVITY.subjectSetPublic, identifier, info: { subject_name: finalName, subject_code: row.code } });
  }
  if (fields.category !== undefined && fields.category !== row.categoryId) {
    const categoryName = await checkCategory(ctx, fields.category);
    set.categoryId = fields.category;
    events.push({ type: ACTIVITY.subjectCategoryChanged, identifier, info: { subject_name: finalName, subject_code: row.code, category_name: categoryName } });
  }
  if (fields.prerequisite !== undefined) {
    const list = fields.prerequisite === null ? null : await checkPrerequisites(ctx, userId, fields.prerequisite, row.code);
    if (!samePrerequisites(list, row.prerequisite)) {
      set.prerequisite = list;
      events.push({ type: ACTIVITY.subjectPrerequisitesChanged, identifier, info: { subject_name: finalName, subject_code: row.code } });
    }
  }
  if (fields.image !== undefined) {
    set.image = await storeCover(ctx, fields.image);
    events.push({ type: ACTIVITY.subjectCoverChanged, identifier, info: { subject_name: finalName, subject_code: row.code } });
  }

  if (Object.keys(set).length) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(subjects).set({ ...set, updatedAt: new Date() }).where(eq(subjects.id, row.id));
      for (const event of events) await recordActivity({ db: tx }, { ...event, subjectId: row.id, userId });
    });
  }
  const onlyPrerequisite = changes.length === 1 && changes[0] === 'prerequisite';
  return { subject: (await hydrate(ctx, [row.id], userId)).get(row.id)!, message: onlyPrerequisite ? messages.prerequisiteSet : subjectMessages.saved };
}

/** Soft delete by role 3: the row stays (the admin sees it as deleted) and disappears everywhere else. */
export async function deleteSubject(ctx: AppContext, userId: number, code: string) {
  const row = await managedSubject(ctx, code, userId);
  await ctx.db.update(subjects).set({ deletedAt: new Date() }).where(eq(subjects.id, row.id));
}

// ---- publishing ------------------------------------------------------------------------------

async function ownedSubject(ctx: AppContext, code: string, userId: number) {
  const { row } = await subjectAccess(ctx, code, userId);
  if (row.ownerId !== userId) throw forbidden(subjectMessages.ownerOnlyPublish);
  return row;
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** What a publish request would carry and whether something blocks it (docs/decisions.md "Publish"). */
async function checkPublish(ctx: AppContext, row: SubjectRow): Promise<PublishCheck & { status: number }> {
  const owner = await ctx.db.query.users.findFirst({ where: eq(users.id, row.ownerId) });
  const version = (row.lastPublishVersion ?? 0) + 1;
  const [content] = await ctx.db
    .select({ chapters: sql<number>`count(DISTINCT ${chapters.id})::int`, minigames: sql<number>`count(${chapterMinigames.id})::int` })
    .from(chapters)
    .leftJoin(chapterMinigames, and(eq(chapterMinigames.chapterId, chapters.id), eq(chapterMinigames.hidden, false)))
    .where(and(eq(chapters.subjectId, row.id), eq(chapters.hidden, false)));
  const chapterCount = content?.chapters ?? 0;
  const minigameCount = content?.minigames ?? 0;
  const base = {
    avatar: owner?.avatar ?? null,
    subject_cover: row.image,
    version,
    update_detail: row.adaptive
      ? `Version ${version} of ${row.name}.`
      : `Version ${version} of ${row.name}: ${chapterCount} chapter${chapterCount === 1 ? '' : 's'} with ${minigameCount} minigame${minigameCount === 1 ? '' : 's'}.`,
  };
  const blocked = (status: number, header: string, body: string) => ({ ...base, status, error: true, error_header: header, error_body: body });

  if (row.lastPublishStatus === 'Requested') {
    const since = row.lastPublishDate ? ` on ${formatDay(row.lastPublishDate)}` : '';
    return blocked(409, 'Already on review', `Version ${row.lastPublishVersion} was submitted${since}. Review takes ${REVIEW_WORKING_DAYS} working days; you can publish again once it is reviewed.`);
  }
  if (row.categoryId === null) return blocked(400, 'No category', 'Choose a category for this subject (Settings) before publishing.');
  if (row.adaptive) return blocked(400, 'No content yet', 'Add a module with chapters and topics to this adaptive subject before publishing.');
  if (minigameCount === 0) return blocked(400, 'No content yet', 'Add at least one chapter with a minigame before publishing.');
  if (!row.publishable) return blocked(400, 'Content not ready', 'A minigame was added since the last check; complete its entries before publishing.');
  return { ...base, status: 200, error: false, error_header: null, error_body: null };
}

export async function publishCheck(ctx: AppContext, userId: number, code: string): Promise<PublishCheck> {
  const { status: _status, ...check } = await checkPublish(ctx, await ownedSubject(ctx, code, userId));
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
    const claimed = await tx
      .update(subjects)
      .set({ lastPublishStatus: 'Requested', lastPublishVersion: check.version, lastPublishDate: now, updatedAt: now })
      .where(
        and(
          eq(subjects.id, row.id),
          sql`${subjects.lastPublishStatus} IS DISTINCT FROM 'Requested'`,
          sql`coalesce(${subjects.lastPublishVersion}, 0) = ${check.version - 1}`,
        ),
      )
      .returning({ id: subjects.id });
    if (claimed.length === 0) {
      throw conflict(`Already on review. Version ${check.version} was just submitted. Review takes ${REVIEW_WORKING_DAYS} working days; you can publish again once it is reviewed.`);
    }
    await tx.insert(publishRequests).values({ subjectId: row.id, version: check.version, requestedBy: userId, status: 'Requested', createdAt: now });
    await recordActivity({ db: tx }, { subjectId: row.id, userId, type: ACTIVITY.publishRequested, identifier: row.code, info: { subject_name: row.name, subject_code: row.code, version: check.version } });
  });
  return {
    version: check.version,
    last_publish_status: 'Requested',
    last_publish_date: now.toISOString(),
    expected_review_date: formatDay(addWorkingDays(now, REVIEW_WORKING_DAYS)),
  };
}

// ---- other reads -----------------------------------------------------------------------------

/** `GET /diagnostic/games/{code}`: the diagnostic games, for a subject that has a diagnostic test. */
export async function subjectDiagnosticGames(ctx: AppContext, userId: number, code: string): Promise<DiagnosticGame[]> {
  const { row } = await subjectAccess(ctx, code, userId);
  if (!row.hasDiagnosticTest) return [];
  const games = await ctx.db.select().from(diagnosticGames).orderBy(asc(diagnosticGames.id));
  return games.map((g) => ({ game_id: g.id, name: g.name, description: g.description }));
}

async function userByName(ctx: Pick<AppContext, 'db'>, username: string) {
  const user = await ctx.db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
  if (!user) throw notFound(subjectMessages.userNotFound);
  return user;
}

const profileColumns = sql`s.code AS subject_code, s.name AS subject_name, s.image, s.verified, s.published, s.private, o.username AS owner_username`;

/** `GET /user/subjects/owned?username=`: what the viewer may see of what that user owns. */
export async function ownedSubjects(ctx: AppContext, viewerId: number, username: string): Promise<ProfileSubject[]> {
  const user = await userByName(ctx, username);
  const result = await ctx.db.execute<ProfileSubject>(sql`
    SELECT ${profileColumns} FROM subjects s JOIN users o ON o.id = s.owner_id
    WHERE s.owner_id = ${user.id} AND ${visibleTo(viewerId)}
    ORDER BY s.updated_at DESC, s.id DESC`);
  return result.rows;
}

/** `POST /user/subjects/contributed?username=`: subjects that user is an active member of, paged. */
export async function contributedSubjects(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  const user = await userByName(ctx, username);
  const condition = sql`EXISTS (SELECT 1 FROM subject_members um WHERE um.subject_id = s.id AND um.user_id = ${user.id} AND um.active)
    AND s.owner_id <> ${user.id} AND ${visibleTo(viewerId)}`;
  const [rows, total] = await Promise.all([
    ctx.db.execute<ProfileSubject>(sql`
      SELECT ${profileColumns} FROM subjects s JOIN users o ON o.id = s.owner_id WHERE ${condition}
      ORDER BY s.updated_at DESC, s.id DESC LIMIT ${n} OFFSET ${(page - 1) * n}`),
    ctx.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM subjects s WHERE ${condition}`),
  ]);
  return { items: rows.rows, total: total.rows[0]?.total ?? 0 };
}
