/**
 * Play functions in the toolbar's language: they find buttons and wait for messages by the
 * active locale's words (or by language-free state attributes), so switching the locale in the
 * toolbar never breaks a story's interactions.
 */
import { interpolate, type CatalogueKey } from '../../src/index';
import { en } from '../../src/locales/en';
import { STORY_LOCALES } from './globals';

export interface StoryWords {
  t: (key: CatalogueKey, vars?: Record<string, string | number>) => string;
  /** BCP 47 tag, for Intl-formatted values a message contains. */
  tag: string;
}

export function storyWords(globals: Record<string, unknown>): StoryWords {
  const locale = (typeof globals.locale === 'string' ? STORY_LOCALES[globals.locale] : undefined) ?? en;
  return { t: (key, vars) => interpolate(locale.messages[key], vars), tag: locale.tag };
}
