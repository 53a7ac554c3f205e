/** My Subjects is active on every subject page; other items on their own path and below. */
export function isActive(pathname: string, to: string) {
  if (to === '/subject') return pathname === '/subject' || pathname.startsWith('/subject/');
  return pathname === to || pathname.startsWith(`${to}/`);
}
