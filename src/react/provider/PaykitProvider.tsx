import type { ProxyClient } from 'paykit/client';
import { useContext, useEffect, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { enCheckout } from '../i18n/en';
import { formatAmount } from '../../shared/format-amount';
import { translator } from '../i18n/format';
import { paintedKey, paintedText } from '../i18n/painted-texts';
import { textDirection, type MessageOverrides, type PaykitLocale } from '../i18n/locale';
import { localeTag } from '../i18n/locale-tag';
import { providerRoot } from '../styles/base';
import { AUTO_THEME_CLASS, autoThemeStyles, customTheme, darkTheme, flushStyles, lightTheme, styleSheetFailure } from '../styles/stitches';
import type { PaykitThemeTokens } from '../styles/tokens';
import { PaykitContext, type PaykitContextValue, type ProviderMessages } from './context';
import { useProxyClient } from './useProxyClient';
import { reportBlockedStyles, StylesNotice, stylesApplied, stylesBlocked } from './style-guard';
import { ShadowStyleScope } from './style-scope';
import { useLatest } from '../internal/useLatest';

/** A built-in theme: light, dark, or auto (follows the system setting). */
export type PaykitThemeName = 'light' | 'dark' | 'auto';

/** What PaykitProvider takes. */
export interface PaykitProviderProps {
  /**
   * Where the merchant's server mounted the paykit proxy (default '/api/paykit'). Read once:
   * the provider keeps one client for its lifetime (a change warns in development; remount
   * with a new `key` to switch).
   */
  baseUrl?: string;
  /** A fetch to use instead of the page's (tests, stories, an in-browser sandbox). Read once, like `baseUrl`. */
  fetch?: typeof fetch;
  /** A ready proxy client from paykit/client; baseUrl and fetch are then ignored. */
  client?: ProxyClient;
  /** 'light' (default), 'dark', 'auto' (follows the system), or token overrides over light. */
  theme?: PaykitThemeName | PaykitThemeTokens;
  /**
   * A translation from paykit/locales/<tag> (its strings, and its tag for numbers, dates and
   * country names), or a bare BCP 47 tag, which changes only the formatting (default 'en').
   * A tag is taken as people write it (`en_US`, `EN-us`); one Intl does not know formats as 'en', with a console warning.
   */
  locale?: string | PaykitLocale;
  /** Per-key overrides of the message catalogue, over the locale's. */
  messages?: MessageOverrides;
  /** Text direction; default from the translation's language ('rtl' for Arabic, Hebrew, Persian, Urdu…), else 'ltr'. */
  dir?: 'ltr' | 'rtl';
  /** The clock countdowns read (ms since the epoch); default Date.now. */
  now?: () => number;
  /** Extra classes on the provider's element (a `display: contents` div that carries the theme). */
  className?: string;
  /** The components that use the kit. */
  children?: ReactNode;
}

function themeClasses(theme: PaykitProviderProps['theme']): string {
  const light = String(lightTheme);
  if (theme === undefined || theme === 'light') return light;
  if (theme === 'dark') return `${light} ${String(darkTheme)}`;
  if (theme === 'auto') {
    autoThemeStyles();
    return `${light} ${AUTO_THEME_CLASS}`;
  }
  return `${light} ${customTheme(theme)}`;
}

function themeName(theme: PaykitProviderProps['theme']): string {
  return typeof theme === 'string' ? theme : theme ? 'custom' : 'light';
}

/**
 * Gives the components below it one proxy client, the theme, the locale and the messages;
 * shows a clear notice (and logs it) when the kit's style sheet is blocked.
 */
export function PaykitProvider({
  baseUrl = '/api/paykit',
  fetch: fetchImpl,
  client: givenClient,
  theme,
  locale: localeProp = 'en',
  messages: overrides,
  dir: dirProp,
  now,
  className,
  children,
}: PaykitProviderProps) {
  const client = useProxyClient({ client: givenClient, baseUrl, fetch: fetchImpl });
  const pack: PaykitLocale | null = typeof localeProp === 'string' ? null : localeProp;
  // As people write it (en_US, EN-us): a tag Intl refuses would hide every amount and countdown.
  const locale = localeTag(typeof localeProp === 'string' ? localeProp : localeProp.tag);
  // The words' language: a translation's, else English (a bare tag changes only the formatting).
  const lang = pack ? pack.tag : 'en';
  const dir = dirProp ?? textDirection(lang);
  const overridesKey = overrides ? JSON.stringify(overrides) : '';
  const messages = useMemo<ProviderMessages>(
    () => ({ ...enCheckout, ...pack?.messages, ...overrides }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the overrides' content (overridesKey), so an inline object does not rebuild the messages
    [pack, overridesKey],
  );
  const themeKey = typeof theme === 'object' ? JSON.stringify(theme) : theme;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the theme's content (themeKey), so an inline token object does not rebuild the classes
  const themeClassName = useMemo(() => themeClasses(theme), [themeKey]);

  const nowRef = useLatest(now);
  const value = useMemo<PaykitContextValue>(
    () => ({
      client,
      locale,
      lang,
      dir,
      messages,
      t: translator(messages),
      formatAmount: (amount, currency) => paintedText(paintedKey('amount', locale, amount, currency), () => formatAmount(amount, locale, currency)),
      now: () => (nowRef.current ? nowRef.current() : Date.now()),
      themeClassName,
    }),
    [client, locale, lang, dir, messages, themeClassName, nowRef],
  );

  const element = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  // Before layout: the kit's rules reach the document before anything measures itself (not below
  // a shadow root of paykit/elements, which has its own).
  const inShadowRoot = useContext(ShadowStyleScope);
  useInsertionEffect(() => {
    if (!inShadowRoot) flushStyles();
  }, [inShadowRoot]);
  useEffect(() => {
    const failure = styleSheetFailure();
    if (stylesBlocked(element.current ? stylesApplied(element.current) : undefined, failure)) {
      reportBlockedStyles(messages['styles.blocked'], failure);
      setBlocked(true);
    }
  }, [messages]);

  return (
    <PaykitContext.Provider value={value}>
      <div
        ref={element}
        className={`pk-root ${providerRoot()} ${themeClassName}${className ? ` ${className}` : ''}`}
        data-paykit-theme={themeName(theme)}
        dir={dir}
        lang={lang}
      >
        {blocked && <StylesNotice message={messages['styles.blocked']} />}
        {children}
      </div>
    </PaykitContext.Provider>
  );
}
