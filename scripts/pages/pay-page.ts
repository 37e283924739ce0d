/**
 * The hosted pay page's builds, which the package ships (dist/checkout-page, for paykit-checkout)
 * and `npm start` serves beside the demo's pages (vite.pages.config.ts): its browser page and its
 * server renderer, both under preact/compat.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { preactAliases } from '../preact-alias';
import { baseStylesheetFile } from './base-stylesheet';
import { precompress } from './precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const PAY_PAGE_ROOT = here('../../src/hosted/pages');

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

/** The hosted pay page's browser build into `outDir` (beside the other pages, or alone for the package's dist/checkout-page). */
export function payPageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: PAY_PAGE_ROOT,
    base: '/',
    resolve: { alias: preactAliases() },
    // Brotli and gzip copies beside each file in the folder (paykit.css and the other pages' included): the checkout server sends them as they are.
    plugins: [react(), preloadLazyParts([here('../../src/hosted/pages/pay/app.tsx')]), baseStylesheetFile(), precompress()],
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      // The preload polyfill would be an inline script; every browser we support has modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { pay: here('../../src/hosted/pages/pay.html') } },
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
      ssr: here('../../src/hosted/pages/pay/paint.tsx'),
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
