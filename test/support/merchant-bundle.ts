/**
 * A merchant's production bundle of one file that imports paykit, as the size budgets measure
 * it: esbuild (minified, ESM, browser, React external, NODE_ENV production), then brotli at
 * quality 11. The sources (test/bundle-size.test.ts) and the packed package
 * (test/consumers/tree-shaking.test.ts) are measured alike.
 */
import { build, type BuildOptions } from 'esbuild';
import { brotliCompressSync, constants } from 'node:zlib';

export interface MerchantBundle {
  /** The minified bundle. */
  code: Uint8Array;
  /** Its brotli size in bytes. */
  brotli: number;
  /** What esbuild warned about (an import the entry does not provide is only a warning). */
  warnings: string[];
}

/** The esbuild options of a merchant's production bundle of `consumer`, resolved from `resolveDir`. */
export function merchantBuildOptions(consumer: string, resolveDir: string) {
  return {
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
  } as const satisfies BuildOptions;
}

/** Bundles `consumer` (TypeScript/JSX source), resolving its imports from `resolveDir`. */
export async function merchantBundle(consumer: string, resolveDir: string): Promise<MerchantBundle> {
  const result = await build(merchantBuildOptions(consumer, resolveDir));
  const code = result.outputFiles[0]!.contents;
  return {
    code,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    warnings: result.warnings.map((warning) => warning.text),
  };
}
