/**
 * Writes dist/types: the declaration files of the package's entries, with every relative
 * specifier made full so they resolve under `bundler`, `node16` and `nodenext` alike.
 */
import { rmSync } from 'node:fs';
import { emitDeclarations } from './api/declarations';
import { rewriteDeclarations } from './declarations/full-specifiers';

const out = 'dist/types';
rmSync(out, { recursive: true, force: true });
emitDeclarations(out);
console.log(`build-types: wrote ${out} (${rewriteDeclarations(out)} relative specifiers made full)`);
