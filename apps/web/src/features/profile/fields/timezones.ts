/** The IANA zones the browser knows (plus UTC), and the browser's own zone. No IP lookup: see docs/decisions.md. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Asia/Jakarta (UTC+07:00)" for the list. */
export function timeZoneLabel(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    const offset = part?.value === 'GMT' ? 'UTC+00:00' : (part?.value ?? '').replace('GMT', 'UTC');
    return offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone;
  } catch {
    return zone;
  }
}
