/**
 * Copy feedback in Chromium (issue 34): "Copied" is seen (the button says it) but moves nothing.
 * An icon-only copy button shows it in a tip over itself, so no button, row or box of the widget
 * changes size or place while it shows, in a left-to-right and a right-to-left page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { gotoStory } from './support/storybook';
import { storybookSuite } from './support/storybook-suite';

const suite = storybookSuite();

/** Every part, button and line of the widget: where it is and how large. */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-payment-id], [data-payment-id] [data-part], [data-payment-id] button, [data-payment-id] p')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName} ${el.getAttribute('data-part') ?? ''} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    }),
  );
}

describe.each([
  ['en', {}],
  ['ar', { locale: 'ar' }],
] as const)('copying the amount and the address (%s)', (_name, globals) => {
  it.each([1280, 375])('at %i px, "Copied" shows on the button and nothing moves', async (width) => {
    const context = await newContext(suite.browser, { width, height: 900 });
    const page = await context.newPage();
    await gotoStory(page, suite.site, 'components-checkoutwidget--awaiting-payment', 100, globals);
    const before = await boxes(page);
    for (const button of await page.locator('[data-part="amount"] button, [data-part="address"] button').all()) {
      await button.click();
      await expect.poll(() => button.getAttribute('data-state')).toBe('copied');
      expect(await button.locator('span').isVisible()).toBe(true);
    }
    expect(await boxes(page)).toEqual(before);
    await context.close();
  });
});
