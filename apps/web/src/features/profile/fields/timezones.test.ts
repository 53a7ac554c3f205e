import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@cp/contract';
import { browserTimeZone, timeZoneLabel, timeZones } from './timezones';

describe('timezones', () => {
  it('lists real zones, UTC included, all accepted by the contract', () => {
    const zones = timeZones();
    expect(zones).toContain('Asia/Jakarta');
    expect(zones).toContain('UTC');
    expect(zones.every(isTimeZone)).toBe(true);
    expect(zones).toContain(browserTimeZone());
  });

  it('labels zones with their offset', () => {
    expect(timeZoneLabel('Asia/Jakarta')).toBe('Asia/Jakarta (UTC+07:00)');
    expect(timeZoneLabel('UTC')).toBe('UTC (UTC+00:00)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires (UTC-03:00)');
  });
});
