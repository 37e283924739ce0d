/** Before the real-browser tests: Chromium present, pages built (as `npm start` builds them). */
import { build } from 'vite';
import { ensureChromium } from './chromium';

export default async function setup(): Promise<void> {
  ensureChromium();
  await build({ configFile: 'vite.pages.config.ts', logLevel: 'warn' });
}
