/**
 * The onboarding radios are drawn by the kit, not the browser: Chromium's own dark radio is a
 * grey blob on the dark card. Unchecked, a 20 px ring on the surface; checked, the accent with
 * a surface gap; forced colours hand the radio back to the browser, so its state still shows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser';
import { gotoStory, openStorybook, type StorybookSite } from './support/storybook';

let site: StorybookSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [site, browser] = await Promise.all([openStorybook(), launchChromium()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

beforeEach(async () => {
  context = await newContext(browser, { width: 1280, height: 900 });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

interface RadioLook {
  appearance: string;
  width: string;
  background: string;
  border: string;
  surface: string;
  accent: string;
}

/** The computed look of the radio named `name`, and the theme's surface and accent colours as computed colours. */
function look(name: string): Promise<RadioLook> {
  return page
    .getByRole('radio', { name, exact: true })
    .first()
    .evaluate((input) => {
      const probe = document.createElement('span');
      input.parentElement!.append(probe);
      const colour = (token: string) => {
        probe.style.color = `var(--pk-colors-${token})`;
        return getComputedStyle(probe).color;
      };
      const style = getComputedStyle(input);
      const result = {
        appearance: style.appearance,
        width: style.width,
        background: style.backgroundColor,
        border: style.borderTopColor,
        surface: colour('surface'),
        accent: colour('accent'),
      };
      probe.remove();
      return result;
    });
}

describe.each(['light', 'dark'])('radios in the %s theme', (theme) => {
  const globals: Record<string, string> = theme === 'dark' ? { paykitTheme: 'dark' } : {};

  it('an ID type radio is a 20 px ring on the surface, and the accent once chosen', async () => {
    expect((await gotoStory(page, site, 'onboarding-kycform--empty', 100, globals)).error).toBeNull();
    const before = await look('Passport');
    expect(before.appearance).toBe('none');
    expect(before.width).toBe('20px');
    expect(before.background).toBe(before.surface);
    await page.getByRole('radio', { name: 'Passport', exact: true }).check();
    const after = await look('Passport');
    expect(after.background).toBe(after.accent);
    expect(after.border).toBe(after.accent);
  });

  it('an account type card draws the same radio', async () => {
    expect((await gotoStory(page, site, 'design-system-fields--selectable-cards', 100, globals)).error).toBeNull();
    const radio = await look('Individual');
    expect(radio.appearance).toBe('none');
    expect(radio.width).toBe('20px');
  });
});

describe('radios in forced colours', () => {
  it('are the browser’s own again, so the chosen one still shows', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    expect((await gotoStory(page, site, 'onboarding-kycform--empty')).error).toBeNull();
    expect((await look('Passport')).appearance).toBe('auto');
  });
});
