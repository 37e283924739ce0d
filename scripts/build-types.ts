/**
 * dist/types: the declaration files of the package's entries, with every relative specifier made
 * full so they resolve under `bundler`, `node16` and `nodenext` alike.
 */
import { rmSync } from 'node:fs';
import { emitDeclarations } from './api/declarations';
import { rewriteDeclarations } from './declarations/full-specifiers';

/** Writes dist/types afresh; says how many specifiers it made full. */
export function writeDeclarations(out = 'dist/types'): string {
  rmSync(out, { recursive: true, force: true });
  emitDeclarations(out);
  return `${out} (${rewriteDeclarations(out)} relative specifiers made full)`;
}
