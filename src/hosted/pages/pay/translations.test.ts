import { describe, expect, it } from 'vitest';
import { mayEqualEnglish } from '../../../../test/fixtures/same-as-english';
import { englishPayWords } from './page-words';
import { payTranslations, payWords } from './translations';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const englishKeys = Object.keys(englishPayWords.messages).sort();
const englishStatuses = Object.keys(englishPayWords.statuses).sort();

describe('the pay page’s words', () => {
  it('has every language’s (words/<tag>.ts)', () => {
    expect(Object.keys(payTranslations).length).toBeGreaterThanOrEqual(5);
  });

  describe.each(Object.keys(payTranslations).sort())('%s', (tag) => {
    const words = payWords(tag);

    it('has every key of the English words, every link status, and no other', () => {
      expect(Object.keys(words.messages).sort()).toEqual(englishKeys);
      expect(Object.keys(words.statuses).sort()).toEqual(englishStatuses);
    });

    it('keeps each message’s {placeholders}', () => {
      const english = englishPayWords.messages as Record<string, string>;
      const mismatched = Object.entries(words.messages as Record<string, string>).filter(
        ([key, text]) => placeholders(text).join() !== placeholders(english[key] ?? '').join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('translates every message and status: none empty, none equal to the English one unless allowed (test/fixtures/same-as-english.ts)', () => {
      const english: Record<string, string> = { ...englishPayWords.messages, ...englishPayWords.statuses };
      const given: Record<string, string> = { ...words.messages, ...words.statuses };
      const untranslated = Object.entries(given)
        .filter(([key, text]) => text.trim() === '' || (text === english[key] && !mayEqualEnglish(tag, text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });
  });
});
