/**
 * The pages `npm start` serves (hosted checkout, demo store, onboarding, dashboard, sandbox panel), built ahead of
 * time: Vite's dev server injects inline scripts, which the pages' strict CSP refuses.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { baseStylesheetFile } from './scripts/pages/base-stylesheet.ts';
import { precompress } from './scripts/pages/precompress.ts';
import { preactAliases } from './scripts/preact-alias.ts';

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

/** The pay page ships (src/hosted); the demo's pages never do (demo/). */
const PAY_PAGE_ROOT = here('src/hosted/pages');
const DEMO_PAGES_ROOT = here('demo/pages');

/** The hosted pay page's browser build into `outDir` (beside the other pages, or alone for the package's dist/checkout-page). */
export function payPageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: PAY_PAGE_ROOT,
    base: '/',
    resolve: { alias: preactAliases() },
    // Brotli and gzip copies beside each file in the folder (paykit.css and the other pages' included): the checkout server sends them as they are.
    plugins: [react(), preloadLazyParts([here('src/hosted/pages/pay/app.tsx')]), baseStylesheetFile(), precompress()],
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      // The preload polyfill would be an inline script; every browser we support has modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { pay: here('src/hosted/pages/pay.html') } },
    },
  };
}

/**
 * The pay page's server renderer (src/hosted/pages/pay/paint.tsx) as `<outDir>/server/paint.js`:
 * the page's components and preact bundled in, so paykit-checkout paints with the very renderer the
 * page hydrates with, and needs no React installed. The checkout server never serves this folder.
 */
export function payRendererConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: PAY_PAGE_ROOT,
    resolve: { alias: preactAliases() },
    plugins: [react()],
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: here('src/hosted/pages/pay/paint.tsx'),
      outDir: join(outDir, 'server'),
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'paint.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  };
}

/** Builds the pay page and its server renderer into `outDir`. */
export async function buildPayPage(outDir: string): Promise<void> {
  await build(payPageConfig(outDir));
  await build(payRendererConfig(outDir));
}

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
