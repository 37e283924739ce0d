/**
 * `npx tsx scripts/issue-37-screenshots.ts`: the pictures issue 37's closing note shows, the checkout widget
 * (its "awaiting payment" story) and the hosted /pay page for a demo payment link, in Japanese, Hebrew and
 * German, on a 375 × 812 phone at two device pixels per CSS pixel, into docs/screenshots/issue-37/. Japanese
 * needs a CJK font (Debian's fonts-noto-cjk). Builds the pages (as `npm run build:pages`) and Storybook first,
 * unless PAYKIT_STORYBOOK_STATIC names a Storybook build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { startDemoServer } from '../demo/demo-server';
import { createPaykitClient } from '../src/server';
import { launchChromium } from '../test/e2e/browser';
import { buildStorybook, gotoStory, serveStatic } from '../test/e2e/support/storybook';
import { compactPng } from '../test/e2e/support/visual-compare';
import { ensureChromium } from '../test/setup/chromium';
import { ROOT } from './story-pictures';

const LANGUAGES = ['ja', 'he', 'de'] as const;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 };
const OUT = resolve(ROOT, 'docs/screenshots/issue-37');

ensureChromium();
mkdirSync(OUT, { recursive: true });
// The hosted page is served from the built pages, which carry the translations: build them from these sources.
process.env.NODE_ENV = 'production';
await build({ configFile: resolve(ROOT, 'vite.pages.config.ts'), root: ROOT, logLevel: 'warn' });
let scratch: string | null = null;
let dir = process.env.PAYKIT_STORYBOOK_STATIC ? resolve(ROOT, process.env.PAYKIT_STORYBOOK_STATIC) : null;
if (!dir) {
  scratch = mkdtempSync(join(tmpdir(), 'paykit-issue-37-'));
  dir = join(scratch, 'static');
  console.info('issue-37: building Storybook…');
  await buildStorybook(dir);
}
const site = await serveStatic(dir);
const apiKey = 'sk_issue_37_pictures';
const demo = await startDemoServer({ port: 0, apiKey });
const browser = await launchChromium();
try {
  const admin = createPaykitClient({ apiKey, baseUrl: `${demo.url}/sandbox` });
  const link = await admin.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'paykit T-shirt' });
  for (const lang of LANGUAGES) {
    const context = await browser.newContext({ ...PHONE, locale: lang });
    const page = await context.newPage();
    const outcome = await gotoStory(page, site, 'components-checkoutwidget--awaiting-payment', 300, { locale: lang });
    if (outcome.error) throw new Error(`the widget's story in ${lang}: ${outcome.error}`);
    await page.evaluate(() => document.fonts.ready);
    writeFileSync(join(OUT, `widget-${lang}-375.png`), compactPng(await page.screenshot()));
    await page.goto(`${demo.url}/pay/${link.id}?lang=${lang}`);
    await page.locator('[data-payment-id][data-state="pending"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    writeFileSync(join(OUT, `hosted-${lang}-375.png`), compactPng(await page.screenshot()));
    await context.close();
  }
  console.info(`issue-37: wrote ${LANGUAGES.length * 2} PNGs into docs/screenshots/issue-37`);
} finally {
  await browser.close();
  await demo.close();
  await site.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
