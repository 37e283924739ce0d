/// <reference types="vite/client" />
/**
 * An element's `locale="…"` attribute picks its words as the hosted page picks a payer's: by the
 * kit's one negotiation chain (react/i18n/negotiate.ts) over every folder under src/locales/, the
 * chosen translation loaded as a chunk of its own. Numbers and dates keep the tag as written
 * (`de-AT` formats as Austria does, in German words).
 */
import type { PaykitLocale } from 'paykit';
import { isPaykitLocale, loadersByTag } from '../react/i18n/language-folders';
import { negotiateLocale } from '../react/i18n/negotiate';

/**
 * Every translation but English, the kit's built-in. The elements' esbuild build writes this
 * glob out as the same loaders (scripts/build-elements.ts, localeFolders).
 */
const LOADERS = loadersByTag(import.meta.glob<Record<string, unknown>>(['../locales/*/index.ts', '!../locales/en/index.ts']), isPaykitLocale);

/** Every language an element's `locale` attribute can choose, English first. */
export const ELEMENT_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS).sort()];

/** Each chosen language's translation once loaded (null when its chunk failed: the words stay English). */
const loaded = new Map<string, PaykitLocale | null>();
const loading = new Map<string, Promise<void>>();

/**
 * What to hand the provider for `locale="<tag>"`: the translation the chain chose, with the tag as
 * written for formatting; the tag itself for English (or a failed load); undefined while the
 * chosen translation loads, and `ready` is called once it has.
 */
export function elementLocale(tag: string, ready: () => void): string | PaykitLocale | undefined {
  const chosen = negotiateLocale([tag], ELEMENT_LOCALES);
  const load = Object.hasOwn(LOADERS, chosen) ? LOADERS[chosen] : undefined;
  if (!load) return tag;
  if (!loaded.has(chosen)) {
    let pending = loading.get(chosen);
    if (!pending) {
      pending = load().then(
        (translation) => void loaded.set(chosen, translation),
        () => void loaded.set(chosen, null),
      );
      loading.set(chosen, pending);
    }
    void pending.then(ready);
    return undefined;
  }
  const translation = loaded.get(chosen);
  return translation ? { tag, messages: translation.messages } : tag;
}
