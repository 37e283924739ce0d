import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${process.env.SHOP_PORT ?? '3100'}`,
    browserName: 'chromium',
    // The system's Chromium (Debian: apt-get install chromium): no browser download.
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    },
  },
});
