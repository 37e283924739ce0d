/// <reference types="vite/client" />
/**
 * A React app's way to the payer's language: the kit's one negotiation chain (negotiate.ts), as the
 * hosted page and the elements use it, over every folder under src/locales/, the chosen
 * translation loaded as a chunk of its own. The loaders are made on the first call, not when the
 * module loads, so a bundle that never calls this carries none of them.
 */
import { isPaykitLocale, loadersByTag } from './language-folders';
import type { PaykitLocale } from './locale';
import { negotiateMatch } from './negotiate';

let loaders: Record<string, () => Promise<PaykitLocale>> | undefined;

/** Every translation but English, the kit's built-in: a new folder is a new language here too. */
function translations(): Record<string, () => Promise<PaykitLocale>> {
  return (loaders ??= loadersByTag(import.meta.glob<Record<string, unknown>>(['../../locales/*/index.ts', '!../../locales/en/index.ts']), isPaykitLocale));
}

/** Every language paykit ships, English first: what `loadPaykitLocale` chooses among. */
export function paykitLocales(): readonly string[] {
  return ['en', ...Object.keys(translations()).sort()];
}

/**
 * What to pass as `PaykitProvider`'s `locale` for a payer who reads `wanted` (in order of
 * preference: `navigator.languages`, an Accept-Language list, a user's setting; one tag is a list
 * of one). The first language paykit ships by the chain of `negotiateLocale` (`pt` → pt-BR,
 * `zh-HK` → zh-TW, `zh` → zh-CN, `en_US` → en) is loaded as its own chunk and given with the tag
 * that chose it, so numbers and dates follow the payer (`de-AT`: German words, Austrian numbers).
 * English, the built-in, is the tag alone; when no wanted tag is shipped, `'en'`, with one console
 * warning. Rejects when the translation's chunk fails to load (the network), so the app decides:
 * retry, or English.
 */
export async function loadPaykitLocale(wanted: string | readonly string[]): Promise<string | PaykitLocale> {
  const { tag, load } = chooseLocale(wanted);
  return load ? { tag, messages: (await load()).messages } : tag;
}

/** The payer's tag (for Intl and `lang`) and, unless the words are English, the loader of the translation the chain chose. */
export function chooseLocale(wanted: string | readonly string[]): { tag: string; load?: () => Promise<PaykitLocale> } {
  const [asked, chosen] = negotiateMatch(typeof wanted === 'string' ? [wanted] : wanted, paykitLocales());
  const tag = canonical(asked);
  return Object.hasOwn(translations(), chosen) ? { tag, load: translations()[chosen] } : { tag };
}

/** `en-us` → en-US, `iw` → he: the form `lang` and Intl expect; a tag Intl refuses is left for the provider to warn about. */
function canonical(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}
