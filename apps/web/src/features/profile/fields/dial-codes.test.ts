import { describe, expect, it } from 'vitest';
import { dialCountries, matchesDialCountry } from './dial-codes';

describe('dial codes', () => {
  it('lists Indonesia first with +62, then countries by name', () => {
    const list = dialCountries();
    expect(list[0]).toEqual({ code: 'ID', name: 'Indonesia', dialCode: '62' });
    expect(list.length).toBeGreaterThan(200);
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(list.find((c) => c.code === 'SG')).toMatchObject({ name: 'Singapore', dialCode: '65' });
  });

  it('matches by name, code and dial code', () => {
    const list = dialCountries();
    expect(list.filter((c) => matchesDialCountry(c, 'indo')).map((c) => c.code)).toEqual(['ID']);
    expect(list.filter((c) => matchesDialCountry(c, '+62')).map((c) => c.code)).toContain('ID');
    expect(list.filter((c) => matchesDialCountry(c, 'my')).map((c) => c.code)).toContain('MY');
  });

});
