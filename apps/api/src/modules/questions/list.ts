import type { z } from 'zod';
import { chapterMessages, questionMessages, type QuestionBanner, type QuestionEntry, type questionListBodySchema, type questionListExtraSchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { accessOf } from '../subject-store/access';
import { contentEntryIds, entriesByIds, minigamePlace, searchedEntryIds } from './repository';
import { toIso } from '../../platform/time';

/**
 * A chapter minigame the caller may read: its subject is visible to them, and a hidden minigame
 * (or chapter) exists only for people with a role, as in the content tab. 404 otherwise. With
 * `lastChange`, the place also holds its content's latest entry change (`minigamePlace`).
 */
export async function readableMinigame(ctx: AppContext, userId: number, mg: number, lastChange = false) {
  const place = await minigamePlace(ctx.db, mg, userId, lastChange);
  if (!place) throw notFound(chapterMessages.minigameNotFound);
  const { row, role } = await accessOf(ctx, place, userId);
  if (role === null && (place.hidden || place.chapter_hidden)) throw notFound(chapterMessages.minigameNotFound);
  const subject = { ...row, code: place.subject_code, name: place.subject_name, isDemo: place.is_demo };
  return { place, subject, role, contentId: place.parent_id ?? place.id };
}

/** `GET questions/{mg}/banner`. */
export async function questionBanner(ctx: AppContext, userId: number, mg: number): Promise<QuestionBanner> {
  const { place, contentId } = await readableMinigame(ctx, userId, mg, true);
  return {
    summary: {
      required_question: Math.max(0, place.minimum_entries - place.valid_count),
      review_question: place.pending_count,
      valid_question: place.valid_count,
      last_update: place.last_update ? toIso(place.last_update) : null,
      last_editor: place.last_editor ?? null,
    },
    minigame_data: { icon: place.icon, name: place.name, screenshots: place.screenshots, video: place.video },
    module_id: place.module_id,
    chapter_id: place.chapter_id,
    chapter_name: place.chapter_name,
    content_minigame_id: contentId,
    response_eval: place.response_eval,
  };
}

/** The place of `id` in an ascending list of ids (binary search), or -1. */
function placeOf(ids: number[], id: number) {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return mid;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

type ListBody = z.output<typeof questionListBodySchema>;
type ListExtra = z.output<typeof questionListExtraSchema>;

/**
 * `POST questions/{mg}/list`: a page of the minigame's entries (its parent's, for shared content).
 * With `id`, the page holding that entry under the same filters; an id that is not there is 404.
 */
export async function listQuestions(ctx: AppContext, userId: number, mg: number, body: ListBody, id?: number) {
  const { place, contentId } = await readableMinigame(ctx, userId, mg);
  // One index-only scan gives every id (and which are on review, for that filter): numbers, the
  // filter and paging come from it; a search adds the ids whose text matches. Only the page's rows
  // are read in full.
  const [entries, matched] = await Promise.all([
    contentEntryIds(ctx.db, contentId, body.is_review),
    body.search ? searchedEntryIds(ctx.db, contentId, body.search) : null,
  ]);
  let ids = body.is_review ? entries.review : entries.ids;
  if (matched) ids = ids.filter((e) => matched.has(e));
  let page = body.page;
  if (id !== undefined) {
    const at = placeOf(ids, id);
    if (at < 0) throw notFound(questionMessages.notFound);
    page = Math.floor(at / body.n) + 1;
  }
  const rows = await entriesByIds(ctx.db, ids.slice((page - 1) * body.n, page * body.n));
  const data: QuestionEntry[] = rows.map((r) => ({
    question_id: r.id,
    question_number: placeOf(entries.ids, r.id) + 1,
    question_object: r.question_object,
    status: r.approved === null,
    declined: r.approved === false,
    is_new: r.approved === null,
    chapter_mini_game_id: r.chapter_minigame_id,
    editor: r.editor,
    datetime: toIso(r.updated_at),
    revision: r.revision,
  }));
  const extra: ListExtra = {
    module_id: place.module_id,
    minigame_id: place.minigame_id,
    question_review: place.pending_count,
    all_question_ids: ids,
    subject_module_id: null,
    page,
  };
  return { data, total: ids.length, extra };
}
