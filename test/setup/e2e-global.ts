/** Before the real-browser tests: Chromium present, pages built (as `npm start` builds them). */
import { build } from 'vite';
import { ensureChromium } from './chromium';

export default async function setup(): Promise<void> {
  ensureChromium();
  // Vitest runs with NODE_ENV=test, which would give the pages development JSX; build them as
  // `npm run build:pages` does, then put the runner's value back for the test workers.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.pages.config.ts', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
