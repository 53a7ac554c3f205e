/** This machine under any of its loopback names: the same place for a person typing the address. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function toOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.origin === 'null') return null;
    if (LOOPBACK.has(url.hostname)) url.hostname = 'localhost';
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether the page was opened on the admin site's own origin (`GET /app-config` → `admin_origin`).
 * Origins are compared after URL normalisation (case, default ports, paths and trailing slashes
 * ignored; localhost, 127.0.0.1 and [::1] are one host). When the configured value is missing or unreadable there is nothing to compare with,
 * so the admin app is shown.
 */
export function isAdminOrigin(currentOrigin: string, adminOrigin: string | null | undefined): boolean {
  if (!adminOrigin) return true;
  const configured = toOrigin(adminOrigin);
  if (!configured) return true;
  return toOrigin(currentOrigin) === configured;
}
