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
