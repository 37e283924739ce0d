/**
 * The pages `npm start` serves (hosted checkout, demo store, onboarding, dashboard, sandbox panel), built ahead of
 * time: Vite's dev server injects inline scripts, which the pages' strict CSP refuses.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { baseStylesheetFile } from './scripts/pages/base-stylesheet';
import { precompress } from './scripts/pages/precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Preloads from a page's HTML what its entry imports dynamically by design (the hosted checkout's
 * React part, which its entry loads only after starting the checkout request): those downloads
 * then start with the page's, not after the entry has run. Vite preloads only static imports.
 */
function preloadLazyParts(modules: readonly string[]): Plugin {
  return {
    name: 'paykit:preload-lazy-parts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const already = new Set([chunk.fileName, ...chunk.imports]);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (already.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(add);
        };
        for (const lazy of chunks) {
          if (lazy.facadeModuleId && modules.includes(lazy.facadeModuleId) && chunk.dynamicImports.includes(lazy.fileName)) add(lazy.fileName);
        }
        return [...wanted].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** dist-pages/, or PAGES_DIR (which `npm start` then serves): a second demo need not rebuild the first one's pages. */
export const PAGES_OUT_DIR = process.env.PAGES_DIR ? resolve(process.env.PAGES_DIR) : here('dist-pages');

export default defineConfig({
  root: here('src/hosted/pages'),
  base: '/',
  // Brotli and gzip copies beside each file (paykit.css included): the checkout server sends them as they are.
  plugins: [react(), preloadLazyParts([here('src/hosted/pages/pay/app.tsx')]), baseStylesheetFile(), precompress()],
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
        dashboard: here('src/hosted/pages/dashboard.html'),
      },
    },
  },
});
