import type { PublishedContents } from '@cp/db';
import type { PublishSqlRow } from '../chapters/repository';

/**
 * What a publish request checks in a normal subject's content and how it describes a version
 * (docs/decisions.md "Publish"). Pure: the rows come from `publishRows`, hidden ones included.
 */

export interface ContentProblem {
  header: string;
  body: string;
}

const quoted = (names: string[], max = 3) => {
  const shown = names.slice(0, max).map((n) => `"${n}"`).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
};

/** The first thing that keeps this content from being published, or null when it can go. */
export function contentProblem(rows: PublishSqlRow[]): ContentProblem | null {
  const chapters = new Map<number, { name: string; visible: PublishSqlRow[]; hidden: number }>();
  for (const r of rows) {
    const c = chapters.get(r.chapter_id) ?? { name: r.chapter_name, visible: [], hidden: 0 };
    if (r.cm_id !== null) {
      if (r.hidden) c.hidden += 1;
      else c.visible.push(r);
    }
    chapters.set(r.chapter_id, c);
  }
  const all = [...chapters.values()];
  if (all.length === 0) return { header: 'No content yet', body: 'Add at least one chapter with a minigame before publishing.' };
  if (all.every((c) => c.visible.length === 0 && c.hidden > 0)) {
    return { header: 'Everything is hidden', body: 'Every minigame of this subject is hidden. Unhide at least one before publishing.' };
  }
  const empty = all.filter((c) => c.visible.length === 0 && c.hidden === 0).map((c) => c.name);
  if (empty.length) {
    return { header: 'Chapter without minigame', body: `${empty.length === 1 ? 'Chapter' : 'Chapters'} ${quoted(empty)} ${empty.length === 1 ? 'has' : 'have'} no minigame. Add one, or delete the chapter, before publishing.` };
  }
  const onlyHidden = all.filter((c) => c.visible.length === 0).map((c) => c.name);
  if (onlyHidden.length) {
    return { header: 'Chapter with hidden minigames only', body: `Every minigame of ${quoted(onlyHidden)} is hidden. Unhide or add one, or delete the chapter, before publishing.` };
  }
  const short = all.flatMap((c) => c.visible
    .filter((m) => (m.valid_number ?? 0) < (m.minimum_entries ?? 0))
    .map((m) => `"${m.minigame_name}" in "${c.name}" has ${m.valid_number ?? 0} of ${m.minimum_entries} approved entries`));
  if (short.length) {
    const listed = short.slice(0, 3).join('; ') + (short.length > 3 ? `; and ${short.length - 3} more` : '');
    return { header: 'Not enough entries', body: `${listed}. Each minigame needs its minimum of approved entries before publishing.` };
  }
  return null;
}

/** The visible content a version carries. */
export function contentsOf(rows: PublishSqlRow[]): PublishedContents {
  const chapters = new Map<number, PublishedContents['chapters'][number]>();
  for (const r of rows) {
    const c = chapters.get(r.chapter_id) ?? { id: r.chapter_id, name: r.chapter_name, minigames: [] };
    if (r.cm_id !== null && !r.hidden) c.minigames.push({ id: r.cm_id, name: r.minigame_name ?? '', entries: r.valid_number ?? 0 });
    chapters.set(r.chapter_id, c);
  }
  return { chapters: [...chapters.values()] };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const entryCount = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** `update_detail`: the first version's size, or what changed since the last one. */
export function describeVersion(name: string, version: number, now: PublishedContents, previous: PublishedContents | null): string {
  const minigames = now.chapters.flatMap((c) => c.minigames);
  const entries = minigames.reduce((sum, m) => sum + m.entries, 0);
  if (!previous) return `Version ${version} of ${name}: ${plural(now.chapters.length, 'chapter')}, ${plural(minigames.length, 'minigame')}, ${entryCount(entries)}.`;
  const before = new Map(previous.chapters.map((c) => [c.id, c]));
  const after = new Map(now.chapters.map((c) => [c.id, c]));
  const beforeGames = new Map(previous.chapters.flatMap((c) => c.minigames.map((m) => [m.id, m] as const)));
  const afterGames = new Map(minigames.map((m) => [m.id, m] as const));
  const changes: string[] = [];
  const added = now.chapters.filter((c) => !before.has(c.id)).map((c) => c.name);
  const removed = previous.chapters.filter((c) => !after.has(c.id)).map((c) => c.name);
  const renamed = now.chapters.filter((c) => before.has(c.id) && before.get(c.id)!.name !== c.name).map((c) => `"${before.get(c.id)!.name}" to "${c.name}"`);
  if (added.length) changes.push(`${plural(added.length, 'chapter')} added (${quoted(added)})`);
  if (removed.length) changes.push(`${plural(removed.length, 'chapter')} removed (${quoted(removed)})`);
  if (renamed.length) changes.push(`${renamed.length === 1 ? 'chapter' : 'chapters'} renamed: ${renamed.slice(0, 3).join(', ')}`);
  const gamesAdded = [...afterGames.keys()].filter((id) => !beforeGames.has(id)).length;
  const gamesRemoved = [...beforeGames.keys()].filter((id) => !afterGames.has(id)).length;
  if (gamesAdded) changes.push(`${plural(gamesAdded, 'minigame')} added`);
  if (gamesRemoved) changes.push(`${plural(gamesRemoved, 'minigame')} removed`);
  let more = 0;
  let fewer = 0;
  for (const [id, m] of afterGames) {
    const diff = m.entries - (beforeGames.get(id)?.entries ?? 0);
    if (diff > 0) more += diff;
    else fewer -= diff;
  }
  for (const [id, m] of beforeGames) if (!afterGames.has(id)) fewer += m.entries;
  if (more) changes.push(`${entryCount(more)} added`);
  if (fewer) changes.push(`${entryCount(fewer)} removed`);
  return `Version ${version} of ${name}: ${changes.length ? changes.join('; ') : `no content changes since version ${version - 1}`}.`;
}
