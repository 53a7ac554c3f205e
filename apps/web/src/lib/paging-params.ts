import { DEFAULT_QUESTION_PAGE_SIZE, QUESTION_PAGE_SIZES } from '@cp/contract';
import { pageParam } from '@cp/ui';

/** Page and page size (10/25/50/100) of a table, read from the address. */
export function readPaging(params: URLSearchParams) {
  const n = Number(params.get('n'));
  return {
    page: pageParam(params),
    n: (QUESTION_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_QUESTION_PAGE_SIZE,
  };
}

/** A fresh query string holding page and size, the defaults left out. */
export function pagingParams({ page, n }: { page: number; n: number }) {
  const out = new URLSearchParams();
  if (page > 1) out.set('page', String(page));
  if (n !== DEFAULT_QUESTION_PAGE_SIZE) out.set('n', String(n));
  return out;
}
