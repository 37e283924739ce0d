import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../browser';
import { openStorybook, type StorybookSite } from './storybook';

export interface StorybookSuite {
  readonly site: StorybookSite;
  readonly browser: Browser;
}

/**
 * Serves the built catalogue and launches Chromium once for the calling test file, and closes
 * both after it. Read `site` and `browser` inside hooks and tests, not at the top of the file:
 * they exist only once the file's first `beforeAll` has run.
 */
export function storybookSuite(): StorybookSuite {
  const opened: { site?: StorybookSite; browser?: Browser } = {};
  beforeAll(async () => {
    [opened.site, opened.browser] = await Promise.all([openStorybook(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await opened.browser?.close();
    await opened.site?.close();
  });
  return {
    get site() {
      if (!opened.site) throw new Error('the catalogue is served only once the test file has started');
      return opened.site;
    },
    get browser() {
      if (!opened.browser) throw new Error('Chromium is launched only once the test file has started');
      return opened.browser;
    },
  };
}
