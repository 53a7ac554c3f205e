import { sql } from 'drizzle-orm';
import { moduleMinigames } from '../apps/api/src/modules/catalogue/service';
import { questionBanner } from '../apps/api/src/modules/questions/list';
import { entryChanges, entryHistory } from '../apps/api/src/modules/questions/review';
import { subjectDiagnosticGames } from '../apps/api/src/modules/subjects/detail';
import { prerequisiteLookup } from '../apps/api/src/modules/subjects/prerequisites';
import { publishCheck } from '../apps/api/src/modules/subjects/publish';
import type { AppContext } from '../apps/api/src/platform/context';
import { afterSession } from './calls';
import type { describeDataset } from './dataset';

type Dataset = Awaited<ReturnType<typeof describeDataset>>;

/**
 * The calls around a subject's content that open with its pages, as bench1 (the chapters subject's
 * owner): the entry page's banner on the large minigame, an entry's History and View changes (201
 * versions), the publish check, the prerequisite lookup of three subjects, the diagnostic games (the
 * subject has a diagnostic test), and the minigames a chapter can add.
 */
export async function contentCases(base: string, auth: Record<string, string>, dataset: Dataset, ctx: AppContext, session: () => Promise<unknown>) {
  const viewer = dataset.viewerId;
  const code = dataset.chapterSubject;
  const api = `${base}/api/v1`;
  // The first chapter, and the teaching format of its first minigame (which also has others it could add).
  const { rows: [chapter] } = await ctx.db.execute<{ chapter_id: number; module_id: number }>(sql`
    SELECT c.id AS chapter_id, min(x.teaching_material_id) AS module_id
    FROM chapters c JOIN subjects s ON s.id = c.subject_id AND s.code = ${code}
    JOIN chapter_minigames cm ON cm.chapter_id = c.id JOIN minigame_teaching_materials x ON x.minigame_id = cm.minigame_id
    WHERE c.position = 1 GROUP BY c.id`);
  // Two public subjects beside the chapters subject: a new subject's prerequisites.
  const { rows: others } = await ctx.db.execute<{ code: string }>(sql`
    SELECT code FROM subjects WHERE code LIKE 'B0%' AND NOT private AND NOT adaptive AND deleted_at IS NULL ORDER BY id LIMIT 2`);
  const codes = [code, ...others.map((o) => o.code)];
  const moduleId = chapter!.module_id;
  const chapterId = chapter!.chapter_id;
  const get = (name: string, path: string, url: string, run: () => Promise<unknown>) =>
    ({ name, method: 'GET' as const, path: `/api/v1${path}`, url: `${api}${url}`, headers: auth, sql: afterSession(session, run) });
  return [
    get(`entry page banner (${dataset.summary.large_minigame_entries} entries)`, '/questions/{mg}/banner', `/questions/${dataset.largeMinigame}/banner`,
      () => questionBanner(ctx, viewer, dataset.largeMinigame)),
    get('entry history (201 versions)', '/questions/{id}/history', `/questions/${dataset.editedEntry}/history`, () => entryHistory(ctx, viewer, dataset.editedEntry)),
    get('entry changes since the last approval (201 versions)', '/questions/{id}/changes', `/questions/${dataset.editedEntry}/changes`,
      () => entryChanges(ctx, viewer, dataset.editedEntry)),
    get('publish check (50 chapters × 5 minigames)', '/subjects/publish/{code}/check', `/subjects/publish/${code}/check`, () => publishCheck(ctx, viewer, code)),
    get('prerequisites of three subjects', '/prerequisite?codes=', `/prerequisite?codes=${codes.join(',')}`, () => prerequisiteLookup(ctx, viewer, codes)),
    get('diagnostic games of a subject', '/diagnostic/games/{code}', `/diagnostic/games/${code}`, () => subjectDiagnosticGames(ctx, viewer, code)),
    get("minigames a chapter can add (the subject's 250 to share from)", '/modules/{id}/minigames?chapter_id=', `/modules/${moduleId}/minigames?chapter_id=${chapterId}`,
      () => moduleMinigames(ctx, viewer, moduleId, { chapterId })),
  ];
}
