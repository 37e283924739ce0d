import { useMemo } from 'react';
import { usePaykit } from '../provider/context';
import { interpolate } from './format';
import { pluralKey, type PluralBase } from './plural';

/** A catalogue's translator and the locale. */
export interface CatalogueI18n<K extends string> {
  /** Looks a string up and fills its placeholders. */
  t: (key: K, vars?: Record<string, string | number>) => string;
  /**
   * Looks up the form of a counted message (`base.one`, `base.other`, …) that the locale's plural
   * rules pick for `count`, and fills its placeholders; `{count}` is the count in the locale's digits.
   */
  tn: (base: PluralBase<K>, count: number, vars?: Record<string, string | number>) => string;
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
    const lookup = (key: string) => given[key] ?? (english as Partial<Record<string, string>>)[key];
    return {
      t: (key: K, vars?: Record<string, string | number>) => interpolate(lookup(key)!, vars),
      tn: (base: string, count: number, vars?: Record<string, string | number>) =>
        interpolate(lookup(pluralKey(base, count, locale, (key) => lookup(key) !== undefined))!, { count: new Intl.NumberFormat(locale).format(count), ...vars }),
      locale,
    };
  }, [messages, locale, english]);
}
