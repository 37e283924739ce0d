/** Serves the built pages' assets: only files under the build folder, with their real type. */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** The file at `urlPath` inside `root`, or null (never a file outside `root`). */
export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const type = TYPES[extname(full)];
  if (!type) return null;
  try {
    return { body: await readFile(full), type };
  } catch {
    return null;
  }
}
