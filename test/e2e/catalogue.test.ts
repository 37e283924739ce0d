/**
 * The catalogue's own pages in the built Storybook: no onboarding guide or checklist of
 * Storybook's in its chrome (they teach Storybook, not paykit), and an introduction that
 * names every component the catalogue has stories for.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { storybookSuite } from './support/storybook-suite';

const suite = storybookSuite();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(suite.browser, { width: 1280, height: 800 });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('the catalogue in the built Storybook', () => {
  it("shows none of Storybook's onboarding: no checklist in the sidebar, no guide in the menu", async () => {
    await page.goto(`${suite.site.url}/?path=/docs/introduction--docs`);
    await page
      .getByRole('link', { name: 'Introduction' })
      .or(page.getByRole('button', { name: 'Introduction' }))
      .first()
      .waitFor();
    // The manager reads these flags (main.ts `features`) to draw the sidebar widget and the menu item.
    const features = await page.evaluate(() => (window as unknown as { FEATURES?: Record<string, boolean> }).FEATURES);
    expect(features).toMatchObject({ sidebarOnboardingChecklist: false, menuOnboardingChecklist: false });
    await page.locator('button[aria-label="Settings"]').click();
    await page.getByText('Keyboard shortcuts').first().waitFor();
    const chrome = await page.locator('body').innerText();
    expect(chrome).not.toMatch(/onboarding guide|get started|checklist/i);
  });

  it('the introduction names every component of the catalogue', async () => {
    const components = [...new Set(suite.site.stories.map((story) => story.title.split('/').at(-1) as string))];
    expect(components.length).toBeGreaterThan(0);
    await page.goto(`${suite.site.url}/iframe.html?id=introduction--docs&viewMode=docs`);
    await page.getByRole('heading', { level: 1, name: 'paykit' }).waitFor();
    const text = await page.locator('#storybook-docs').innerText();
    expect(components.filter((name) => !text.includes(name))).toEqual([]);
  });
});
