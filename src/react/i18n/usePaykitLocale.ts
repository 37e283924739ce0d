import { useEffect, useState } from 'react';
import { chooseLocale } from './load-locale';
import type { PaykitLocale } from './locale';

/**
 * `loadPaykitLocale` as a hook, for `<PaykitProvider locale={…}>`: the payer's translation once
 * its chunk has loaded, undefined until then (render a placeholder, or nothing, rather than a
 * flash of English). English needs no chunk and comes at once. `wanted` is compared by content,
 * so `navigator.languages` may be passed on every render. If the chunk fails to load, the payer's
 * tag: English words with their numbers and dates, and a console warning.
 */
export function usePaykitLocale(wanted: string | readonly string[]): string | PaykitLocale | undefined {
  const key = typeof wanted === 'string' ? wanted : wanted.join(',');
  const { tag, load } = chooseLocale(key.split(','));
  const [loaded, setLoaded] = useState<{ key: string; locale: string | PaykitLocale }>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      ({ messages }) => {
        if (current) setLoaded({ key, locale: { tag, messages } });
      },
      (error: unknown) => {
        console.warn(`paykit: the translation for "${tag}" did not load (${String(error)}); showing English.`);
        if (current) setLoaded({ key, locale: tag });
      },
    );
    return () => {
      current = false;
    };
    // The choice is a function of `key` alone (load and tag are recomputed from it on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!load) return tag;
  return loaded?.key === key ? loaded.locale : undefined;
}
