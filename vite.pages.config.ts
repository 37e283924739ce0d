/**
 * The pages `npm start` serves (hosted checkout, demo store, onboarding, sandbox panel), built ahead of
 * time: Vite's dev server injects inline scripts, which the pages' strict CSP refuses.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/pages/precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** dist-pages/, or PAGES_DIR (which `npm start` then serves): a second demo need not rebuild the first one's pages. */
export const PAGES_OUT_DIR = process.env.PAGES_DIR ? resolve(process.env.PAGES_DIR) : here('dist-pages');

export default defineConfig({
  root: here('src/hosted/pages'),
  base: '/',
  // Brotli and gzip copies beside each file: the checkout server sends them as they are.
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: PAGES_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    // The preload polyfill would be an inline script; every browser we support has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        pay: here('src/hosted/pages/pay.html'),
        store: here('src/hosted/pages/store.html'),
        panel: here('src/hosted/pages/panel.html'),
        onboarding: here('src/hosted/pages/onboarding.html'),
      },
    },
  },
});
