/**
 * Where the checkout budget goes: `npx tsx test/support/bundle-breakdown.ts` prints the
 * merchant bundle of { CheckoutWidget, PaykitProvider } (as test/bundle-size.test.ts measures
 * it) and each input file's minified bytes in it, largest first.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { merchantBuildOptions, merchantBundle } from './merchant-bundle';

const root = fileURLToPath(new URL('../..', import.meta.url));
const consumer = `import { CheckoutWidget, PaykitProvider } from './src/index.ts';\nexport { CheckoutWidget, PaykitProvider };`;

const bundle = await merchantBundle(consumer, root);
console.info(`brotli ${bundle.brotli} B, minified ${bundle.code.length} B`);

// merchantBundle's own options, with a metafile for the per-file split.
const result = await build({ ...merchantBuildOptions(consumer, root), metafile: true, outfile: 'bundle.js' });
const output = Object.values(result.metafile.outputs)[0]!;
const rows = Object.entries(output.inputs).sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput);
for (const [file, { bytesInOutput }] of rows) if (bytesInOutput > 0) console.info(`${String(bytesInOutput).padStart(7)}  ${file}`);
