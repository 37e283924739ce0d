/**
 * The built checkout page, read once into memory: every file with the brotli and gzip copies the
 * build wrote beside it. Requests are answered from this table only, so no URL can reach a file
 * outside it, and no file is read or compressed per request.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Encoding } from './accept-encoding';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

/** The folder of the page's server renderer (paint-page.ts), which no URL reaches. */
const SERVER_FOLDER = 'server';

/** One servable file and its encoded copies. */
export interface PageFile {
  type: string;
  /** The bytes for each encoding the build (or `encodeHtml`) wrote; always `identity`. */
  bodies: Map<Encoding, Buffer>;
  /** A strong validator of the identity bytes; each encoding's own is `encodingTag(etag, encoding)`. */
  etag: string;
}

/** URL path (`/assets/pay-1a2b.js`, `/pay.html`) → file. */
export type PageFiles = Map<string, PageFile>;

/** Reads `folder`; rejects when it is missing or holds no `pay.html` (the page was not built). */
export async function loadPageFiles(folder: string): Promise<PageFiles> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    throw new Error(`no built checkout page at ${folder}: build it first (npm run build; npm run build:pages for npm start)`, { cause: error });
  });
  const files: PageFiles = new Map();
  const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)));
  for (const full of names) {
    const path = relative(folder, full).split(sep).join('/');
    const type = TYPES[extname(full)];
    if (!type) continue; // .br, .gz, .map and anything else are not served on their own
    if (path.startsWith(`${SERVER_FOLDER}/`)) continue; // the page's server renderer is this server's code, not the browser's
    const bodies = new Map<Encoding, Buffer>([['identity', await readFile(full)]]);
    if (names.has(`${full}.br`)) bodies.set('br', await readFile(`${full}.br`));
    if (names.has(`${full}.gz`)) bodies.set('gzip', await readFile(`${full}.gz`));
    files.set(`/${path}`, { type, bodies, etag: etagOf(bodies.get('identity') as Buffer) });
  }
  if (!files.has('/pay.html')) throw new Error(`no pay.html in ${folder}: build the checkout page first (npm run build; npm run build:pages for npm start)`);
  return files;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The tag of one encoding of a file: the identity tag, with the coding added inside its quotes
 * for brotli and gzip. Their bytes differ, so one tag for all three would tell a cache that holds
 * one encoding that it holds another (RFC 9110 §8.8.3).
 */
export function encodingTag(identityTag: string, encoding: Encoding): string {
  return encoding === 'identity' ? identityTag : `${identityTag.slice(0, -1)}-${encoding}"`;
}
