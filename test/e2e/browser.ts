/** One Chromium per test file, a fresh context per test (axe refuses pages from browser.newPage()). */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../setup/chromium';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** English unless `locale` says otherwise (the hosted pages follow the browser's languages). */
export async function newContext(browser: Browser, options: { width?: number; height?: number; dark?: boolean; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1024, height: options.height ?? 800 },
    colorScheme: options.dark ? 'dark' : 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}
