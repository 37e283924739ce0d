/**
 * Writes dist/checkout-page/ (shipped in the package for paykit-checkout): the hosted pay page
 * alone, built with the pages' own Vite config (which adds the base stylesheet as /paykit.css and a
 * brotli and a gzip copy of every text file).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import pagesConfig from '../vite.pages.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Builds the pay page into `outDir` (emptied first). */
export async function buildCheckoutPage(outDir: string): Promise<void> {
  const config: InlineConfig = {
    ...pagesConfig,
    configFile: false,
    build: {
      ...pagesConfig.build,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { ...pagesConfig.build?.rolldownOptions, input: { pay: here('../src/hosted/pages/pay.html') } },
    },
  };
  await build(config);
}

if (process.argv[1] && resolve(process.argv[1]) === here('build-checkout-page.ts')) {
  const outDir = here('../dist/checkout-page');
  await buildCheckoutPage(outDir);
  console.log(`build-checkout-page: wrote ${outDir}`);
}
