/// <reference types="vite/client" />
/**
 * The catalogue's toolbar (theme and locale) reaching every story's provider: the preview's
 * decorator puts the globals in a context, and StoryProvider hands them to PaykitProvider.
 */
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { brandTokens, PaykitProvider, type PaykitLocale, type PaykitProviderProps } from '../../src/index';
import { isPaykitLocale, valuesByTag } from '../../src/react/i18n/language-folders';
import { en } from '../../src/locales/en';
import { PSEUDO_LOCALE_TAG, pseudoLocale } from '../../src/testing/pseudo-locale';

export const STORY_THEMES = { light: 'light', dark: 'dark', brand: brandTokens } as const satisfies Record<string, PaykitProviderProps['theme']>;
export type StoryTheme = keyof typeof STORY_THEMES;

/** Every language under src/locales/ (a new folder is in the toolbar with no edit here), by tag. */
const SHIPPED = valuesByTag(import.meta.glob<Record<string, unknown>>('../../src/locales/*/index.ts', { eager: true }), isPaykitLocale);

/**
 * The toolbar's locales: every shipped one; `en-AU`, the English words with an Australian
 * platform's dates and numbers ("31 Mar, 10:00 pm"); and the pseudo-locale (docs/i18n.md). Frozen:
 * Storybook's docgen writes `displayName` and `__docgenInfo` onto exported objects, and the toolbar
 * then offered a language named "displayName" whose Intl.DisplayNames threw before any story rendered.
 */
export const STORY_LOCALES: Readonly<Record<string, PaykitLocale>> = Object.freeze({
  en,
  'en-AU': { ...en, tag: 'en-AU' },
  ...SHIPPED,
  [PSEUDO_LOCALE_TAG]: pseudoLocale,
});

interface StoryGlobals {
  theme: StoryTheme;
  locale: PaykitLocale;
}

const Globals = createContext<StoryGlobals>({ theme: 'light', locale: en });

export function useStoryGlobals(): StoryGlobals {
  return useContext(Globals);
}

/** Dark stories get a dark canvas too, so the page around the component matches it. */
function Canvas({ value, children }: { value: StoryGlobals; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.dataset.paykitTheme = value.theme;
  }, [value.theme]);
  return <Globals.Provider value={value}>{children}</Globals.Provider>;
}

export const withStoryGlobals: Decorator = (Story, context) => {
  const theme = (context.globals.paykitTheme as StoryTheme | undefined) ?? 'light';
  const locale = STORY_LOCALES[(context.globals.locale as string | undefined) ?? 'en'] ?? en;
  return (
    <Canvas value={{ theme: theme in STORY_THEMES ? theme : 'light', locale }}>
      <Story />
    </Canvas>
  );
};

/** PaykitProvider with the toolbar's theme and locale. */
export function StoryProvider(props: Omit<PaykitProviderProps, 'theme' | 'locale'>) {
  const { theme, locale } = useStoryGlobals();
  return <PaykitProvider {...props} theme={STORY_THEMES[theme]} locale={locale} />;
}

/** The page a component story stands on: the theme's surface, the story's width (never wider than the canvas). */
export function StorySurface({ width, children }: { width: number; children: ReactNode }) {
  const style = {
    width,
    maxWidth: '100%',
    boxSizing: 'border-box',
    padding: 16,
    background: 'var(--pk-colors-surface)',
    color: 'var(--pk-colors-text)',
  } as const;
  return <div style={style}>{children}</div>;
}
