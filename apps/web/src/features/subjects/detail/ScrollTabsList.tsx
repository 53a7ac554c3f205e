import { useEffect, useRef, type ComponentProps } from 'react';
import { Tabs } from '@mantine/core';

/** Room left beside a tab brought into view, so the next one still peeks out. */
const PEEK = 24;

/**
 * A tab row that scrolls sideways on narrow screens instead of wrapping into ragged rows
 * (`.scroll-tabs` in subjects.css, with edge shadows), and brings the tab of `active` into view, so
 * a page opened on a tab past the edge shows which one it is. Only the row scrolls, never the page.
 */
export function ScrollTabsList({ active, ...props }: ComponentProps<typeof Tabs.List> & { active: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    const tab = row?.querySelector<HTMLElement>('[data-active]');
    if (!row || !tab) return;
    const r = row.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    if (t.left < r.left) row.scrollLeft -= r.left - t.left + PEEK;
    else if (t.right > r.right) row.scrollLeft += t.right - r.right + PEEK;
  }, [active]);
  return <Tabs.List ref={ref} className="scroll-tabs" {...props} />;
}
