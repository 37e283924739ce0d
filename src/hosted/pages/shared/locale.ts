/**
 * The hosted pages speak the payer's language: the first of the browser's languages that paykit
 * ships (or `?lang=`), its catalogue loaded as its own chunk so a page carries only one.
 */
import type { PaykitLocale } from '../../../react/i18n/locale';
import { textDirection } from '../../../react/i18n/locale';

const LOADERS: Record<string, () => Promise<PaykitLocale>> = {
  es: () => import('../../../locales/es').then((module) => module.es),
  fr: () => import('../../../locales/fr').then((module) => module.fr),
  de: () => import('../../../locales/de').then((module) => module.de),
  'zh-CN': () => import('../../../locales/zh-CN').then((module) => module.zhCN),
  ar: () => import('../../../locales/ar').then((module) => module.ar),
};

export const PAGE_LOCALES = ['en', ...Object.keys(LOADERS)] as const;

/**
 * The first wanted language paykit has: an exact tag, else the same language ("es-MX" → es,
 * "de-AT" → de, "ar-EG" → ar); Chinese only when Simplified ("zh", "zh-CN", "zh-SG", "zh-Hans-…"),
 * never Traditional ("zh-TW", "zh-HK", "zh-Hant") shown in the other script. Else English.
 */
export function pickLocale(wanted: readonly string[]): string {
  for (const raw of wanted) {
    const tag = raw.trim().replace(/_/g, '-');
    if (!tag) continue;
    const exact = PAGE_LOCALES.find((shipped) => shipped.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const [language = '', ...rest] = tag.toLowerCase().split('-');
    if (language === 'zh') {
      // An explicit script decides; without one, Taiwan, Hong Kong and Macau write Traditional.
      const traditional = rest.includes('hans') ? false : rest.includes('hant') || rest.some((subtag) => ['tw', 'hk', 'mo'].includes(subtag));
      if (!traditional) return 'zh-CN';
      continue;
    }
    const sameLanguage = PAGE_LOCALES.find((shipped) => shipped === language);
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
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
