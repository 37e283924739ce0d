/**
 * Words and controls that follow the pointer, decided by CSS so the first paint is right: on a
 * touch screen the uploader says nothing of dragging and the selfie check offers no "continue on
 * my phone"; with a mouse, both are there. Chromium's mobile emulation answers (hover: none) and
 * (pointer: coarse), as a phone does.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { gotoStory } from './support/storybook';
import { storybookSuite } from './support/storybook-suite';

const suite = storybookSuite();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
});

async function open(touch: boolean, id: string): Promise<Page> {
  context = await suite.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: touch, hasTouch: touch, locale: 'en-US' });
  const page = await context.newPage();
  const outcome = await gotoStory(page, suite.site, id);
  expect(outcome.error).toBeNull();
  return page;
}

describe('words that follow the pointer', () => {
  it.each([
    ['a touch screen', true],
    ['a mouse', false],
  ])('on %s: "drag and drop" and "Use my phone instead" only with a mouse', async (_name, touch) => {
    const uploader = await open(touch, 'onboarding-documentuploader--empty');
    await uploader.getByText('Choose a file').waitFor();
    expect(await uploader.getByText('or drag and drop it here').isVisible()).toBe(!touch);

    const selfie = await open(touch, 'onboarding-livenesshandoff--ready');
    await selfie.getByRole('button', { name: /Start the selfie check/ }).waitFor();
    expect(await selfie.getByRole('button', { name: 'Use my phone instead' }).isVisible()).toBe(!touch);
  });
});
