import { startTransition, useEffect, useState } from 'react';

/**
 * The part of `items` to draw: `first` with the page, then `step` more in each transition until all
 * are drawn. A transition gives way to input, so a long list (a hundred rows of a table, a subject's
 * fifty chapters) no longer freezes the page while it is drawn. A new `restart` (another page, size
 * or order) starts over. The item `keep` picks (the one an address names), all before it and `first`
 * after it are always drawn: without the ones after, the page could not scroll it to the top. Items
 * that change in place keep the count, so the page never jumps.
 */
export function useDrawnInSteps<T>(items: T[], { first, step, restart = '', keep }: { first: number; step: number; restart?: string; keep?: (item: T) => boolean }): T[] {
  const [drawn, setDrawn] = useState({ restart, count: first });
  let count = drawn.count;
  if (drawn.restart !== restart) {
    count = first;
    setDrawn({ restart, count });
  }
  useEffect(() => {
    if (count < items.length) startTransition(() => setDrawn((d) => ({ ...d, count: d.count + step })));
  }, [count, items.length, step]);
  const kept = keep ? items.findIndex(keep) + 1 : 0;
  return items.slice(0, Math.max(count, kept && kept + first));
}
