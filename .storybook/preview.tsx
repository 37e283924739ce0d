import type { Preview } from '@storybook/react-vite';
import { textDirection } from '../src/react/i18n/locale';
import { PSEUDO_LOCALE_TAG } from '../src/react/i18n/pseudo';
import { STORY_LOCALES, withStoryGlobals } from '../stories/support/globals';

/** Each toolbar locale by its own name ("Deutsch", "日本語"), so a reader finds theirs whatever the catalogue shows. */
function localeTitle(tag: string): string {
  if (tag === PSEUDO_LOCALE_TAG) return 'Pseudo-locale ⟦Ƥšéúđó⟧';
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return textDirection(tag) === 'rtl' ? `${name} (RTL)` : name;
}

/** Phone widths from the smallest the kit supports (320 px) up, for the viewport toolbar. */
const viewports = {
  phone320: { name: 'Small phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

const preview: Preview = {
  decorators: [withStoryGlobals],
  globalTypes: {
    paykitTheme: {
      description: 'Theme of the paykit provider',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'brand', title: 'Custom brand' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of the paykit provider (strings, numbers, dates, direction)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.keys(STORY_LOCALES).map((tag) => ({ value: tag, title: localeTitle(tag) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { paykitTheme: 'light', locale: 'en' },
  parameters: {
    // Accessibility violations fail the story's test run instead of being listed only.
    a11y: { test: 'error' },
    layout: 'centered',
    viewport: { options: viewports },
  },
};

export default preview;
