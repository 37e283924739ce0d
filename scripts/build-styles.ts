/**
 * dist/styles.css (exported as paykit/styles.css): the components' rules, themes included, opened
 * by the manifest of the rules it holds, so a page that loads it (linked, imported through a
 * bundler, rendered on the server) is styled from its first paint and the kit adds none of them again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitStylesheet } from '../src/dashboard/stylesheet';
import { SHEET_MANIFEST_PROPERTY } from '../src/react/styles/sheet-manifest';

/** Writes dist/styles.css; says its size. */
export async function writeStylesheet(): Promise<string> {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/styles.css');
  const css = kitStylesheet();
  if (!css.startsWith(`:root{${SHEET_MANIFEST_PROPERTY}:"`)) throw new Error('build-styles: the sheet does not start with its manifest rule');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${css}\n`);
  return `dist/styles.css (${css.length} bytes)`;
}
