/**
 * `npm run entries`: writes tsconfig.json's `paths` from package.json `exports`
 * (scripts/package-entries.ts), the one list of entries. test/package-entries.test.ts fails while
 * they differ, with this command as the mend.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { typescriptPaths } from './package-entries';

const TSCONFIG = 'tsconfig.json';
const PATHS_BLOCK = /("paths": \{\n)[^}]*(\n {4}\})/;

/** tsconfig.json's text with its `paths` written from the entries (tsconfig.json allows comments, so the block is replaced as text). */
export function withDerivedPaths(text: string): string {
  if (!PATHS_BLOCK.test(text)) throw new Error(`${TSCONFIG} has no "paths" block to write`);
  const lines = Object.entries(typescriptPaths()).map(([specifier, targets]) => `      ${JSON.stringify(specifier)}: ${JSON.stringify(targets)}`);
  return text.replace(PATHS_BLOCK, (_, open: string, close: string) => `${open}${lines.join(',\n')}${close}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(TSCONFIG, 'utf8');
  const written = withDerivedPaths(text);
  writeFileSync(TSCONFIG, written);
  console.log(written === text ? `${TSCONFIG}: paths already match package.json` : `${TSCONFIG}: paths written from package.json`);
}
