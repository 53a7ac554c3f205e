import type { Chapter, ChapterMinigame } from '@cp/contract';
import { toIso } from '../../platform/time';
import type { CatalogueFacts } from '../catalogue/facts';
import type { ChapterSqlRow } from './repository';

/** A chapter minigame and the content group it belongs to (its parent, or itself). */
export type ContentGroup = { id: number; group_id: number; chapter_name: string; hidden: boolean };

function toMinigame(r: ChapterSqlRow, facts: CatalogueFacts, groupOf: Map<number, number>, members: Map<number, ContentGroup[]>): ChapterMinigame {
  const group = groupOf.get(r.cm_id!) ?? r.cm_id!;
  const game = facts.minigames.get(r.minigame_id!)!;
  return {
    chapter_minigame_id: r.cm_id!,
    minigame_id: r.minigame_id!,
    minigame_name: game.name,
    module_id: game.module_id,
    module_name: game.module_name,
    teaching_format_id: r.teaching_format_id,
    teaching_format_name: r.teaching_format_id === null ? null : facts.formats.get(r.teaching_format_id)!,
    minigame_screenshot: game.screenshot,
    minigame_icon: game.icon,
    hidden: r.hidden ?? false,
    is_doc: game.is_doc,
    is_chatbot: game.is_chatbot,
    minigame_parent_id: r.parent_id,
    minigame_parent_name: r.parent_chapter_name,
    question_number: r.question_number ?? 0,
    minimum_entries: game.minimum_entries,
    last_update: toIso(r.last_update!),
    creator_username: r.creator_username,
    linked_mini_games: (members.get(group) ?? [])
      .filter((g) => g.id !== r.cm_id)
      .map((g) => ({ chapter_minigame_id: g.id, chapter_name: g.chapter_name, hidden: g.hidden })),
  };
}

/** The minigames and teaching formats of `chapterRows`, for `catalogueFacts`. */
export function catalogueIds(rows: ChapterSqlRow[]) {
  const placed = rows.filter((r) => r.cm_id !== null);
  return { minigames: placed.map((r) => r.minigame_id!), formats: placed.flatMap((r) => (r.teaching_format_id === null ? [] : [r.teaching_format_id])) };
}

/** The content groups `contentGroups` reads, from `chapterRows` read with every chapter and hidden minigame. */
export const groupsOf = (rows: ChapterSqlRow[]): ContentGroup[] =>
  rows.flatMap((r) => (r.cm_id === null ? [] : [{ id: r.cm_id, group_id: r.parent_id ?? r.cm_id, chapter_name: r.chapter_name, hidden: r.hidden ?? false }]));

/** Rows of `chapterRows` (one per chapter minigame, ordered) as the spec's Chapter list, with the catalogue's facts of their minigames. */
export function toChapters(rows: ChapterSqlRow[], groups: ContentGroup[], facts: CatalogueFacts): Chapter[] {
  const groupOf = new Map(groups.map((g) => [g.id, g.group_id]));
  const members = new Map<number, ContentGroup[]>();
  for (const g of groups) members.set(g.group_id, [...(members.get(g.group_id) ?? []), g]);
  const list: Chapter[] = [];
  for (const r of rows) {
    let chapter = list.at(-1);
    if (chapter?.chapter_id !== r.chapter_id) {
      chapter = { chapter_id: r.chapter_id, chapter_name: r.chapter_name, completion_rate: r.completion_rate, minigames: [] };
      list.push(chapter);
    }
    if (r.cm_id !== null) chapter.minigames.push(toMinigame(r, facts, groupOf, members));
  }
  return list;
}
