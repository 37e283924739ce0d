/**
 * `npm run build`: everything the package ships, target by target, each from its own bundler
 * configuration: the library (vite.config.ts, its entries from package.json), the declarations
 * (TypeScript), the stylesheet, the hosted pay page and its server renderer (vite.pages.config.ts),
 * and the custom elements' self-contained script (scripts/build-elements.ts, esbuild). The pay page
 * comes before the elements: its build empties dist/checkout-page, where the script is written too.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildCheckoutPage } from './build-checkout-page';
import { writeElements } from './build-elements';
import { writeStylesheet } from './build-styles';
import { writeDeclarations } from './build-types';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const TARGETS: readonly { name: string; make: () => Promise<string> | string }[] = [
  {
    name: 'library',
    make: async () => {
      await build({ configFile: here('../vite.config.ts'), logLevel: 'warn' });
      return 'dist/*.js (vite.config.ts)';
    },
  },
  { name: 'declarations', make: () => writeDeclarations() },
  { name: 'stylesheet', make: writeStylesheet },
  {
    name: 'pay page',
    make: async () => {
      await buildCheckoutPage(here('../dist/checkout-page'));
      return 'dist/checkout-page (vite.pages.config.ts)';
    },
  },
  { name: 'elements', make: writeElements },
];

const started = performance.now();
for (const { name, make } of TARGETS) {
  const begun = performance.now();
  const wrote = await make();
  console.log(`build: ${name.padEnd(12)} ${((performance.now() - begun) / 1000).toFixed(1).padStart(5)} s  ${wrote}`);
}
console.log(`build: all ${TARGETS.length} targets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
