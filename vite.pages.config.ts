/**
 * The pages `npm start` serves (hosted checkout, demo store, onboarding, dashboard, sandbox panel), built ahead of
 * time: Vite's dev server injects inline scripts, which the pages' strict CSP refuses.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildPayPage } from './scripts/pages/pay-page.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** dist-pages/, or PAGES_DIR (which `npm start` then serves): a second demo need not rebuild the first one's pages. */
export const PAGES_OUT_DIR = process.env.PAGES_DIR ? resolve(process.env.PAGES_DIR) : here('dist-pages');

/** The demo's pages, never shipped; the pay page that ships is built beside them (scripts/pages/pay-page.ts). */
const DEMO_PAGES_ROOT = here('demo/pages');

/** Once the other pages are written, the pay page (its own React: preact/compat) and its renderer beside them. */
function payPage(): Plugin {
  let outDir = '';
  let write = true;
  return {
    name: 'paykit:pay-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      write = config.build.write;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // An in-memory build (the weight test) builds the pay page itself, with payPageConfig.
        if (write) await buildPayPage(outDir);
      },
    },
  };
}

export default defineConfig({
  root: DEMO_PAGES_ROOT,
  base: '/',
  plugins: [react(), payPage()],
  logLevel: 'warn',
  build: {
    outDir: PAGES_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        store: here('demo/pages/store.html'),
        panel: here('demo/pages/panel.html'),
        onboarding: here('demo/pages/onboarding.html'),
        dashboard: here('demo/pages/dashboard.html'),
      },
    },
  },
});
