import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@cp/contract';

export interface ListState<S extends string, F extends string> {
  page: number;
  n: number;
  order_by: S;
  asc: boolean;
  search: string;
  flags: Record<F, boolean>;
}

/**
 * An admin table's state, kept in the address so a reload, a link or Back returns to the same page:
 * `?page=2&n=25&sort=name&dir=asc&q=word&verified_only=1`; defaults are left out.
 */
export function useListState<S extends string, F extends string = never>(sorts: readonly S[], defaults: { order_by: S; asc: boolean }, flagNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('n'));
  const sort = params.get('sort') as S | null;
  const state: ListState<S, F> = {
    page: Math.max(1, Number(params.get('page')) || 1),
    n: (ADMIN_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_ADMIN_PAGE_SIZE,
    order_by: sort && sorts.includes(sort) ? sort : defaults.order_by,
    asc: sort && sorts.includes(sort) ? params.get('dir') === 'asc' : defaults.asc,
    search: params.get('q') ?? '',
    flags: Object.fromEntries(flagNames.map((f) => [f, params.get(f) === '1'])) as Record<F, boolean>,
  };
  /** Changes part of the state; anything but the page itself goes back to page 1. */
  const update = (patch: Partial<Omit<ListState<S, F>, 'flags'>> & { flags?: Partial<Record<F, boolean>> }, extra?: Record<string, string | undefined>) => {
    const next = { ...state, page: 1, ...patch, flags: { ...state.flags, ...patch.flags } };
    const out = new URLSearchParams();
    if (next.page > 1) out.set('page', String(next.page));
    if (next.n !== DEFAULT_ADMIN_PAGE_SIZE) out.set('n', String(next.n));
    if (next.order_by !== defaults.order_by || next.asc !== defaults.asc) {
      out.set('sort', next.order_by);
      out.set('dir', next.asc ? 'asc' : 'desc');
    }
    if (next.search) out.set('q', next.search);
    for (const f of flagNames) if (next.flags[f]) out.set(f, '1');
    // Other parameters of the screen (e.g. a date range) stay unless changed.
    for (const [key, value] of params) if (!['page', 'n', 'sort', 'dir', 'q', ...flagNames].includes(key) && !(extra && key in extra)) out.set(key, value);
    for (const [key, value] of Object.entries(extra ?? {})) if (value) out.set(key, value);
    setParams(out, { replace: patch.search !== undefined });
  };
  return { state, update, params };
}

/** The body of the list call: page, n, order_by, asc, search and the flags. */
export const listBody = <S extends string, F extends string>(s: ListState<S, F>) => ({ page: s.page, n: s.n, order_by: s.order_by, asc: s.asc, search: s.search, ...s.flags });
