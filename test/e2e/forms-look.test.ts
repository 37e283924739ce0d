/**
 * How the onboarding forms look where a test can say it: a section's heading ("Home address")
 * stands 12 px from its first question (at 8 px it read as one more label), and the details
 * stories are the flow as a real page shows it (the account type chosen, one step done).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser';
import { gotoStory, openStorybook, type StorybookSite } from './support/storybook';

let site: StorybookSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [site, browser] = await Promise.all([openStorybook(), launchChromium()]);
  context = await newContext(browser, { width: 1280, height: 900 });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

describe('a section heading in a form', () => {
  it('"Home address" is 12 px above its first label', async () => {
    expect((await gotoStory(page, site, 'onboarding-kycform--empty')).error).toBeNull();
    const heading = (await page.locator('legend', { hasText: 'Home address' }).boundingBox())!;
    const label = (await page.getByText('Country', { exact: true }).boundingBox())!;
    expect(Math.round(label.y - (heading.y + heading.height))).toBe(12);
  });
});

describe('the details stories are the page’s flow', () => {
  it.each([
    ['onboarding-onboardingflow--individual-details', 'Step 2 of 6'],
    ['onboarding-onboardingflow--business-details', 'Step 2 of 5'],
  ])('%s: %s, after the account type', async (id, step) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await gotoStory(page, site, id)).error).toBeNull();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain(step);
  });
});

describe('the owner rows in the catalogue', () => {
  it('"Beneficial owners" is one level below the page’s title, 24 px inside its frame', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await gotoStory(page, site, 'design-system-forms--owner-rows')).error).toBeNull();
    const size = (name: string) => page.getByRole('heading', { name, exact: true }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(await size('Beneficial owners')).toBeLessThan(await size('Owner rows'));
    const frame = (await page.locator('form[aria-label="Owners"]').boundingBox())!;
    const heading = (await page.getByRole('heading', { name: 'Beneficial owners', exact: true }).boundingBox())!;
    expect(Math.round(heading.y - frame.y)).toBeLessThanOrEqual(25);
  });
});

describe('the uploaded file row in a narrow uploader', () => {
  it('below 30rem of the uploader, Replace and Remove go under the name, which keeps the row', async () => {
    // The story's frame is 456 px wide at any viewport.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await gotoStory(page, site, 'onboarding-documentuploader--uploaded-pdf')).error).toBeNull();
    const name = page.locator('[data-part="file"] [data-part="name"]').first();
    await name.waitFor();
    const nameBox = (await name.boundingBox())!;
    const replace = (await page.locator('[data-part="file"] [data-part="choose"]').first().boundingBox())!;
    expect(replace.y).toBeGreaterThan(nameBox.y + nameBox.height);
  });
});
