import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in the address. `read` turns the query string into the state shown (values
 * the screen cannot use fall back to its defaults); `write` turns a state into the shortest query
 * string. An address that says anything else than the screen shows (an unknown sort, a page size it
 * does not offer) is rewritten in place, with no new history entry, so a copied link opens the same
 * screen.
 */
export function useAddressState<S extends object>(read: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const shown = write(state).toString();
  useEffect(() => {
    if (shown !== params.toString()) setParams(new URLSearchParams(shown), { replace: true });
  }, [shown, params, setParams]);
  /**
   * Shows the state with `patch` applied; a new history entry unless `replace`. The patch applies to
   * the address as it is now, not as this render read it: a click that comes before the render of
   * the change just made (two quick choices) would otherwise undo it. `patch` may be worked out from it.
   */
  const update = (patch: Partial<S> | ((current: S) => Partial<S>), options?: { replace?: boolean }) => {
    const current = read(new URLSearchParams(window.location.search));
    setParams(write({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }), options);
  };
  return [state, update] as const;
}

/** A page number from the address: a whole number from 1, else 1. */
export const pageParam = (params: URLSearchParams, key = 'page') => Math.max(1, Math.trunc(Number(params.get(key))) || 1);

/**
 * A page past the last one (its rows were deleted or decided, here or by someone else, or an old
 * link) moves to the last page in place, instead of showing an empty table while rows exist; this is
 * also how the page moves back by one after the last row of the last page goes (spec 2 §4). Returns
 * whether the page is past the end, for the screen to show it as loading. Only for exact totals.
 */
export function useStayOnLastPage(page: number, totalPage: number | undefined, goTo: (page: number) => void): boolean {
  const last = Math.max(1, totalPage ?? 1);
  const past = totalPage !== undefined && page > last;
  // After every render, not only when `past` changes: a screen with two lists may move both in one
  // render, and the second move, built from the same render, undoes the first until it is redone.
  useEffect(() => {
    if (past) goTo(last);
  });
  return past;
}
