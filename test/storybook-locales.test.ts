import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { PSEUDO_LOCALE_TAG } from '../src/react/i18n/pseudo';

const shipped = readdirSync(fileURLToPath(new URL('../src/locales', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the catalogue’s language switch', () => {
  it('offers every language under src/locales/ and the pseudo-locale, each by a name', () => {
    const items = (preview.globalTypes?.locale?.toolbar?.items ?? []) as { value: string; title: string }[];
    expect(items.map((item) => item.value)).toEqual(expect.arrayContaining([...shipped, PSEUDO_LOCALE_TAG, 'en-AU']));
    expect(items.filter((item) => !item.title || item.title === item.value)).toEqual([]);
  });
});
