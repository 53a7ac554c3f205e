import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_DIAL_COUNTRY } from '@cp/contract';

export interface DialCountry {
  /** ISO 3166-1 alpha-2, e.g. ID. */
  code: string;
  name: string;
  dialCode: string;
}

let cached: DialCountry[] | null = null;

/**
 * Every country libphonenumber-js knows, named by the browser (`Intl.DisplayNames`), Indonesia
 * first and the rest by name.
 */
export function dialCountries(locale = 'en'): DialCountry[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const all = getCountries().map((code: CountryCode) => ({
    code,
    name: names.of(code) ?? code,
    dialCode: getCountryCallingCode(code),
  }));
  all.sort((a, b) => (a.code === DEFAULT_DIAL_COUNTRY ? -1 : b.code === DEFAULT_DIAL_COUNTRY ? 1 : a.name.localeCompare(b.name)));
  cached = all;
  return all;
}

/** Matches by name, code or dial code ("indo", "id", "+62", "62"). */
export function matchesDialCountry(country: DialCountry, query: string) {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return true;
  return country.name.toLowerCase().includes(q) || country.code.toLowerCase() === q || country.dialCode.startsWith(q);
}
