/**
 * Selectable cards in a real browser: the whole card is the target, the radio itself too, the
 * arrow keys move the choice as in any radio group, and the focus ring goes round the card.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { gotoStory } from './support/storybook';
import { storybookSuite } from './support/storybook-suite';

const suite = storybookSuite();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(suite.browser, { width: 375, height: 740 });
  page = await context.newPage();
  expect((await gotoStory(page, suite.site, 'design-system-fields--selectable-cards')).error).toBeNull();
});

afterEach(async () => {
  await context?.close();
});

const group = () => page.getByRole('group', { name: 'Who is the account for?' }).first();
const card = (name: string) =>
  group()
    .locator('[data-checked], div:has(> input)')
    .filter({ has: page.getByRole('radio', { name }) });

describe('selectable cards', () => {
  it('a click anywhere on a card chooses it, and so does a click on its radio', async () => {
    // Where the line of help is drawn: the pointer lands on the card (the label's stretched box), not on the radio.
    const help = (await group().getByText('A company, partnership, sole trader or trust.').boundingBox())!;
    await page.mouse.click(help.x + help.width / 2, help.y + help.height / 2);
    expect(await group().getByRole('radio', { name: 'Business' }).isChecked()).toBe(true);
    await expect.poll(() => card('Business').getAttribute('data-checked')).toBe('true');
    await group().getByRole('radio', { name: 'Individual' }).check();
    expect(await group().getByRole('radio', { name: 'Business' }).isChecked()).toBe(false);
  });

  it('arrow keys move the choice, and the focus ring goes round the whole card', async () => {
    await group().getByRole('radio', { name: 'Individual' }).check();
    await page.keyboard.press('ArrowDown');
    expect(await group().getByRole('radio', { name: 'Business' }).isChecked()).toBe(true);
    const outline = await card('Business').evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    expect(await card('Individual').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  });
});
