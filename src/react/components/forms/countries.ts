import { ISO_COUNTRY_CODES } from '../../../shared/schemas/countries';

/** A country in the list. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The country's name in the locale. */
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every ISO 3166-1 alpha-2 code with its name in `locale` (Intl.DisplayNames), sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  let options = cache.get(locale);
  if (options) return options;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    // No DisplayNames (very old engines) or a malformed locale: the codes themselves.
  }
  const collator = new Intl.Collator(locale);
  options = ISO_COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}
