/**
 * The hosted checkout page's own words (the widget's are in the kit's catalogues): English is
 * built in, each other language is a small chunk loaded only for payers who read it.
 */
import { payMessages, type PayWords } from './messages';

export type { PayWords };

export const englishPayWords: PayWords = {
  messages: payMessages,
  statuses: { active: 'active', paid: 'paid', expired: 'expired', deactivated: 'deactivated', closed: 'closed' },
};

const LOADERS: Record<string, () => Promise<PayWords>> = {
  es: () => import('./words/es').then((module) => module.es),
  fr: () => import('./words/fr').then((module) => module.fr),
  de: () => import('./words/de').then((module) => module.de),
  'zh-CN': () => import('./words/zh-CN').then((module) => module.zhCN),
  ar: () => import('./words/ar').then((module) => module.ar),
};

/** The page's words for `tag` (a tag pickLocale gave); null for English, and when the chunk fails to load. */
export async function loadPayWords(tag: string): Promise<PayWords | null> {
  const load = Object.hasOwn(LOADERS, tag) ? LOADERS[tag] : undefined;
  return load ? load().catch(() => null) : null;
}
