import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@cp/contract';
import { pageParam, useAddressState } from '@cp/ui';

export interface ListState<S extends string, F extends string> {
  page: number;
  n: number;
  order_by: S;
  asc: boolean;
  search: string;
  flags: Record<F, boolean>;
}

/** A screen's own filters beyond the table's (a date range, an action), by address parameter. */
type Filters = Record<string, string | undefined>;

type Patch<S extends string, F extends string> = Partial<Omit<ListState<S, F>, 'flags'>> & { flags?: Partial<Record<F, boolean>> };

/** A change to the table's state: a patch, or one worked out from the state in the address at the change. */
export type ListChange<S extends string, F extends string> = Patch<S, F> | ((current: ListState<S, F>) => Patch<S, F>);

type Update<S extends string, F extends string, R extends Filters> = (
  change: ListChange<S, F>,
  filters?: Partial<R>,
  options?: { replace?: boolean },
) => void;

/**
 * An admin table's state, kept in the address so a reload, a link or Back returns to the same page:
 * `?page=2&n=25&sort=name&dir=asc&q=word&verified_only=1`; defaults are left out. The screen's own
 * filters (e.g. a date range) come from `readFilters`, which leaves out values it cannot use. An address with anything the screen cannot
 * use (an unknown sort, a page size it does not offer, an unknown action, half a date range, a
 * parameter of no use here) is rewritten in place to what the screen shows.
 */
export function useListState<S extends string, F extends string = never, R extends Filters = Filters>(
  sorts: readonly S[],
  defaults: { order_by: S; asc: boolean },
  flagNames: readonly F[] = [],
  readFilters: (params: URLSearchParams) => R = () => ({}) as R,
) {
  const read = (params: URLSearchParams) => {
    const n = Number(params.get('n'));
    const sort = params.get('sort') as S | null;
    const known = sort !== null && sorts.includes(sort);
    const state: ListState<S, F> = {
      page: pageParam(params),
      n: (ADMIN_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_ADMIN_PAGE_SIZE,
      order_by: known ? sort : defaults.order_by,
      asc: known ? params.get('dir') === 'asc' : defaults.asc,
      search: params.get('q') ?? '',
      flags: Object.fromEntries(flagNames.map((f) => [f, params.get(f) === '1'])) as Record<F, boolean>,
    };
    return { state, filters: readFilters(params) };
  };
  const write = ({ state, filters }: ReturnType<typeof read>) => {
    const out = new URLSearchParams();
    if (state.page > 1) out.set('page', String(state.page));
    if (state.n !== DEFAULT_ADMIN_PAGE_SIZE) out.set('n', String(state.n));
    if (state.order_by !== defaults.order_by || state.asc !== defaults.asc) {
      out.set('sort', state.order_by);
      out.set('dir', state.asc ? 'asc' : 'desc');
    }
    if (state.search) out.set('q', state.search);
    for (const f of flagNames) if (state.flags[f]) out.set(f, '1');
    for (const [key, value] of Object.entries(filters)) if (value) out.set(key, value);
    return out;
  };
  const [{ state, filters }, show] = useAddressState(read, write);
  /**
   * Changes part of the state; anything but the page itself goes back to page 1. Like the address
   * state it applies to the address as it is at the change.
   */
  const update: Update<S, F, R> = (change, changed, options) => {
    show((current) => {
      const patch = typeof change === 'function' ? change(current.state) : change;
      return { state: { ...current.state, page: 1, ...patch, flags: { ...current.state.flags, ...patch.flags } }, filters: { ...current.filters, ...changed } };
    }, options);
  };
  return { state, update, filters };
}

/** The body of the list call: page, n, order_by, asc, search and the flags. */
export const listBody = <S extends string, F extends string>(s: ListState<S, F>) => ({ page: s.page, n: s.n, order_by: s.order_by, asc: s.asc, search: s.search, ...s.flags });
