import type { MessageKey } from './en';
import type { DashboardAccountKey } from './en-dashboard-account';
import type { DashboardActivityKey } from './en-dashboard-activity';
import type { DashboardLinksKey } from './en-dashboard-links';
import type { DashboardMoneyKey } from './en-dashboard-money';
import type { OnboardingFlowKey } from './en-onboarding-flow';
import type { OnboardingFormsKey } from './en-onboarding-forms';
import type { OnboardingStatusKey } from './en-onboarding-status';
import type { ElementKey } from './en-element';
import type { PaymentLinkKey } from './en-payment-link';
import type { WithPluralForms } from './plural';

/** Every key of every catalogue: the checkout's, the payment link's, the elements', the onboarding forms', status' and flow's, and the dashboard's. */
export type CatalogueKey =
  | MessageKey
  | PaymentLinkKey
  | ElementKey
  | OnboardingFormsKey
  | OnboardingStatusKey
  | OnboardingFlowKey
  | DashboardMoneyKey
  | DashboardActivityKey
  | DashboardLinksKey
  | DashboardAccountKey;
/** Every string of every component, by key (and the extra plural forms its language has): what a translation provides. */
export type Catalogue = WithPluralForms<CatalogueKey>;
/** What a merchant passes to override some strings: any key of any catalogue (checkout and onboarding). */
export type MessageOverrides = Partial<Catalogue>;

/**
 * A whole translation, as `paykit/locales/<tag>` exports it: pass it as the provider's `locale`
 * and every string, number, date and country name follows it, and right-to-left scripts mirror.
 */
export interface PaykitLocale {
  /** BCP 47 tag handed to Intl (numbers, dates, durations, country names). */
  tag: string;
  /** Every string, translated. */
  messages: Catalogue;
}

/** Languages written right to left when the tag names no script. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);

/** 'rtl' for Arabic, Hebrew, Persian, Urdu… (or an explicit -Arab/-Hebr script), else 'ltr'. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const [language = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  // Only the subtags before an extension or private-use singleton ("-u-nu-arab" names digits, not a script).
  const singleton = rest.findIndex((subtag) => subtag.length === 1);
  const subtags = singleton === -1 ? rest : rest.slice(0, singleton);
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
