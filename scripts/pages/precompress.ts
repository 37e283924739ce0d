/**
 * Brotli and gzip copies of built page files, written beside them at build time (`x.js.br`,
 * `x.js.gz`), so the checkout server sends compressed bytes without compressing per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

/** Writes `<file>.br` and `<file>.gz`, both at their best level (build time pays once). */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Every compressible file under `folder` (source maps excluded: no browser fetches them on a payer's line). */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/** A Vite plugin: once the bundle is written, precompress the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  let write = true;
  return {
    name: 'paykit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    async closeBundle() {
      // An in-memory build (the weight test) wrote nothing there to compress.
      if (write) await precompressFolder(outDir);
    },
  };
}
