/**
 * Writes dist/checkout-page/ (shipped in the package for paykit-checkout): the hosted pay page
 * alone and its server renderer (server/paint.js), built with the pay page's own Vite configs (scripts/pages/pay-page.ts) (which
 * add the base stylesheet as /paykit.css and a brotli and a gzip copy of every text file).
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPayPage } from './pages/pay-page';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Builds the pay page into `outDir` (emptied first). */
export async function buildCheckoutPage(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await buildPayPage(outDir);
}

if (process.argv[1] && resolve(process.argv[1]) === here('build-checkout-page.ts')) {
  const outDir = here('../dist/checkout-page');
  await buildCheckoutPage(outDir);
  console.log(`build-checkout-page: wrote ${outDir}`);
}
