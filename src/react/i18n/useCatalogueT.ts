import { useMemo } from 'react';
import { usePaykit } from '../provider/context';
import { interpolate } from './format';

/** A catalogue's translator and the locale. */
export interface CatalogueI18n<K extends string> {
  /** Looks a string up and fills its placeholders. */
  t: (key: K, vars?: Record<string, string | number>) => string;
  /** BCP 47 tag for Intl. */
  locale: string;
}

/**
 * A translator for one of the onboarding catalogues: the provider's `messages` (the locale's
 * translation and a merchant's overrides, spread together) first, else the English catalogue.
 */
export function useCatalogueT<K extends string>(english: Readonly<Record<K, string>>, who: string): CatalogueI18n<K> {
  const { messages, locale } = usePaykit(who);
  return useMemo(() => {
    const given = messages as Partial<Record<string, string>>;
    return { t: (key: K, vars?: Record<string, string | number>) => interpolate(given[key] ?? english[key], vars), locale };
  }, [messages, locale, english]);
}
