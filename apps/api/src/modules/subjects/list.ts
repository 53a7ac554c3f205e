import { HIDDEN_FILTERS, subjectMessages, type SubjectListView, type subjectListBodySchema } from '@cp/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { subjectPage } from '../subject-store/page';
import { hydrate } from './detail';

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

  const found = await subjectPage(ctx.db, {
    viewerId,
    mine: list === 'mine',
    excludeCode: view === 'prerequisite' ? body.current : undefined,
    publishedOrOwn: view === 'prerequisite',
    category: body.category,
    filters: body.filter,
    search: body.search,
    sort: body.sort,
    page: body.page,
    n: body.n,
  });
  const byId = await hydrate(ctx, found.ids, viewerId);
  return { items: found.ids.map((id) => byId.get(id)!), total: found.total };
}
