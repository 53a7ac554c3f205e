import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows or cards to draw: `first` with the page, then `step` more in each
 * transition until all are drawn. A transition gives way to input, so a long list (a hundred rows of
 * a table, a subject's fifty chapters) no longer freezes the page while it is drawn. A new `restart`
 * (another page, size or order) starts over; `atLeast` rows are always drawn (up to the one an
 * address names). Rows that change in place keep the count, so the page never jumps.
 */
export function useDrawnInSteps(total: number, { first, step, restart = '', atLeast = 0 }: { first: number; step: number; restart?: string; atLeast?: number }) {
  const [drawn, setDrawn] = useState({ restart, count: first });
  let count = drawn.count;
  if (drawn.restart !== restart) {
    count = first;
    setDrawn({ restart, count });
  }
  useEffect(() => {
    if (count < total) startTransition(() => setDrawn((d) => ({ ...d, count: d.count + step })));
  }, [count, total, step]);
  return Math.max(count, atLeast);
}
