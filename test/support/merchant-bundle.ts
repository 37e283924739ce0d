/**
 * A merchant's production bundle of one file that imports paykit, as the size budgets measure
 * it: esbuild (minified, ESM, browser, React external, NODE_ENV production), then brotli at
 * quality 11. The sources (test/bundle-size.test.ts) and the packed package
 * (test/consumers/tree-shaking.test.ts) are measured alike.
 */
import { build } from 'esbuild';
import { brotliCompressSync, constants } from 'node:zlib';

export interface MerchantBundle {
  /** The minified bundle. */
  code: Uint8Array;
  /** Its brotli size in bytes. */
  brotli: number;
  /** What esbuild warned about (an import the entry does not provide is only a warning). */
  warnings: string[];
}

/** Bundles `consumer` (TypeScript/JSX source), resolving its imports from `resolveDir`. */
export async function merchantBundle(consumer: string, resolveDir: string): Promise<MerchantBundle> {
  const result = await build({
    stdin: { contents: consumer, resolveDir, loader: 'tsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    code,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    warnings: result.warnings.map((warning) => warning.text),
  };
}
