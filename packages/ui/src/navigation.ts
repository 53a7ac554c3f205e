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

/**
 * Navigation from outside React components (the API client's lost-session rule, toast links).
 * The router registers itself at start; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null) {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
