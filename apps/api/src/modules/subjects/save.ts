import { eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ACTIVITY, messages, subjectMessages, type PrerequisiteEntry, type Subject, type subjectSaveBodySchema } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { normaliseJpeg } from '../../platform/images';
import { mediaUrl } from '../../platform/storage';
import { recordActivities, recordActivity, type NewActivity } from '../activity/service';
import { CONTRIBUTOR_ROLE, managedSubject } from '../subject-store/access';
import { insertSubject, softDeleteSubject, updateSubject, type SubjectInsert } from '../subject-store/repository';
import { hydrate } from './detail';
import { checkPrerequisites } from './prerequisites';

const { subjectMembers, categories } = schema;

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
export async function createSubject(db: DbOrTx, ownerId: number, input: NewSubject) {
  const insert = async (db: DbOrTx) => {
    const subject = await insertSubject(db, {
      code: newSubjectCode(),
      ownerId,
      name: input.name,
      description: input.description,
      categoryId: input.categoryId,
      adaptive: input.adaptive ?? false,
      private: input.private ?? false,
      image: input.image ?? null,
      prerequisite: input.prerequisite ?? null,
    });
    await recordActivity(db, { subjectId: subject.id, userId: ownerId, type: ACTIVITY.subjectCreated, identifier: subject.code, info: { subject_name: subject.name, subject_code: subject.code } });
    return subject;
  };
  return db.transaction(insert);
}

export async function addMember(ctx: Pick<AppContext, 'db'>, subjectId: number, userId: number, roleId = CONTRIBUTOR_ROLE) {
  await ctx.db.insert(subjectMembers).values({ subjectId, userId, roleId, active: true }).onConflictDoNothing();
}

export type SubjectSaveBody = z.output<typeof subjectSaveBodySchema>;

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
    const row = await createSubject(ctx.db, userId, {
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

  const set: Partial<SubjectInsert> = {};
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
      await updateSubject(tx, row.id, set);
      await recordActivities(tx, events.map((event) => ({ ...event, subjectId: row.id, userId })));
    });
  }
  // 'Prerequisite has been set.' only when there is one; choosing none is an ordinary save.
  const onlyPrerequisite = changes.length === 1 && changes[0] === 'prerequisite' && (fields.prerequisite?.length ?? 0) > 0;
  return { subject: (await hydrate(ctx, [row.id], userId)).get(row.id)!, message: onlyPrerequisite ? messages.prerequisiteSet : subjectMessages.saved };
}

/** Soft delete by role 3: the row stays (the admin sees it as deleted) and disappears everywhere else. */
export async function deleteSubject(ctx: AppContext, userId: number, code: string) {
  const row = await managedSubject(ctx, code, userId);
  await softDeleteSubject(ctx.db, row.id);
}
