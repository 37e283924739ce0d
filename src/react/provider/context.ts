import type { ProxyClient } from 'paykit/client';
import { createContext, useContext } from 'react';
import type { MessageKey, Messages } from '../i18n/en';
import type { Translate } from '../i18n/format';
import type { Catalogue } from '../i18n/locale';

/** The checkout's strings always; the onboarding catalogues' where a locale or an override gave them. */
export type ProviderMessages = Messages & Partial<Catalogue>;

/** What usePaykit() gives: the client, the locale and its formatting, the theme. */
export interface PaykitContextValue {
  /** The provider's one proxy client. */
  client: ProxyClient;
  /** BCP 47 tag for Intl. */
  locale: string;
  /** The language the words are in (the translation's tag, or 'en'), for `lang` on content outside the provider's element. */
  lang: string;
  /** The provider's text direction, for content rendered outside its element (dialogs). */
  dir: 'ltr' | 'rtl';
  /** The messages in force: English, the translation's, then the overrides. */
  messages: ProviderMessages;
  /** Looks a message up and fills its placeholders. */
  t: Translate;
  /**
   * An exact decimal string in the locale's notation (grouping, separator, digits). With the
   * amount's `currency`, by the one display rule (money.displayAmount): "100.000000" USDT →
   * "100.00", "59.500001" kept; without it, every digit as written (rates, typed amounts).
   */
  formatAmount: (value: string, currency?: string) => string;
  /** The clock the countdowns read (ms since the epoch); tests inject their own. */
  now: () => number;
  /** The theme's classes, for content rendered outside the provider's element (dialogs). */
  themeClassName: string;
}

/** The provider's context object (usePaykit reads it). */
export const PaykitContext = createContext<PaykitContextValue | null>(null);

/** The provider's context, or null outside one (for parts that also work without it). */
export function useOptionalPaykit(): PaykitContextValue | null {
  return useContext(PaykitContext);
}

/**
 * The provider's context. `who` names the component in the error thrown outside a
 * provider, so the message says exactly what to wrap.
 */
export function usePaykit(who = 'usePaykit()'): PaykitContextValue {
  const value = useContext(PaykitContext);
  if (!value) {
    throw new Error(
      `${who} must be inside <PaykitProvider>: wrap your checkout in <PaykitProvider baseUrl="/api/paykit"> (import { PaykitProvider } from 'paykit').`,
    );
  }
  return value;
}

export type { MessageKey };
