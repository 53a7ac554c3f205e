import type { MouseEvent } from 'react';

/** Turn a plain link click into client-side navigation, leaving new-tab/modified clicks to the browser. */
export function spaClick(href: string, onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate) return;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}
