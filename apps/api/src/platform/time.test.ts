import { describe, expect, it } from 'vitest';
import { toIso } from './time';

describe('toIso', () => {
  it('gives what Date gives for PostgreSQL text in UTC, with 0 to 6 digits of fraction', () => {
    for (const text of ['2026-12-05 05:46:31+00', '2026-12-05 05:46:31.6+00', '2026-12-05 05:46:31.61+00', '2026-12-05 05:46:31.616+00',
      '2026-12-05 05:46:31.616123+00', '1999-12-31 23:59:59.999999+00', '2026-02-28 00:00:00.0005+00']) {
      expect(toIso(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('gives what Date gives for random instants written by PostgreSQL in UTC', () => {
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Math.floor(Math.random() * 4e12));
      const micros = String(Math.floor(Math.random() * 1e6)).padStart(6, '0').replace(/0+$/, '');
      const text = `${at.toISOString().slice(0, 19).replace('T', ' ')}${micros ? `.${micros}` : ''}+00`;
      expect(toIso(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('reads other offsets and Dates through Date', () => {
    expect(toIso('2026-12-05 07:46:31.61+02')).toBe('2026-12-05T05:46:31.610Z');
    expect(toIso('2026-12-05 01:16:31+05:30')).toBe('2026-12-04T19:46:31.000Z');
    expect(toIso(new Date(Date.UTC(2026, 11, 5, 5, 46, 31, 616)))).toBe('2026-12-05T05:46:31.616Z');
  });
});
