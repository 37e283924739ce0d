/**
 * The hosted pages speak the payer's language: the first of the browser's languages that paykit
 * ships (or `?lang=`), its catalogue loaded as its own chunk so a page carries only one.
 */
/// <reference types="vite/client" />
import type { PaykitLocale } from 'paykit';
import { textDirection } from '../../../react/i18n/locale';
import { negotiateLocale } from '../../../react/i18n/negotiate';
import { isPaykitLocale, loadersByTag } from '../../../react/i18n/language-folders';

/** Every translation under src/locales/<tag>/ but English (the kit's built-in): a new folder is a new language here. */
const LOADERS = loadersByTag(import.meta.glob<Record<string, unknown>>(['../../../locales/*/index.ts', '!../../../locales/en/index.ts']), isPaykitLocale);

/** Every language the hosted pages speak, English first. */
export const PAGE_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS).sort()];

/** The first wanted language the hosted pages speak, by the kit's one chain (react/i18n/negotiate.ts); else English. */
export function pickLocale(wanted: readonly string[]): string {
  return negotiateLocale(wanted, PAGE_LOCALES);
}

/**
 * The catalogue for `tag` (null for English, the kit's built-in, and when its chunk fails to
 * load), with the document's lang and dir set to the language the page will really show.
 */
export async function loadPageLocale(tag: string): Promise<PaykitLocale | null> {
  const locale = await loadCatalogue(tag);
  const shown = locale ? tag : 'en';
  document.documentElement.lang = shown;
  document.documentElement.dir = textDirection(shown);
  return locale;
}

/** The kit's catalogue for `tag`: null for English, and when its chunk fails to load (the server paints with it too). */
export async function loadCatalogue(tag: string): Promise<PaykitLocale | null> {
  const load = Object.hasOwn(LOADERS, tag) ? LOADERS[tag] : undefined;
  return load ? load().catch(() => null) : null;
}

/** `?lang=xx` when given (a shared link in a chosen language), else the browser's languages. */
export function wantedLanguages(search: string, navigatorLanguages: readonly string[]): string[] {
  const asked = new URLSearchParams(search).get('lang');
  return asked ? [asked, ...navigatorLanguages] : [...navigatorLanguages];
}
