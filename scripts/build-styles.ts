/**
 * Writes dist/styles.css (exported as paykit/styles.css): the components' Stitches rules,
 * themes included, with Stitches' marker rules, so that a page loading it under a strict
 * Content-Security-Policy gets every style without an inline <style> element.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseStylesheet } from '../src/react/stylesheet';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/styles.css');
const css = baseStylesheet();
if (!css.startsWith('--sxs{--sxs:0 ')) throw new Error("build-styles: the sheet does not start with Stitches' theme marker rule");
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${css}\n`);
console.log(`build-styles: wrote ${out} (${css.length} bytes)`);
