/**
 * package.json `exports` and `bin` are the one list of entries: the build, the aliases, tsconfig's
 * paths and the API reports follow it, and a source that is missing or a list that drifted fails here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryEntries, packageEntries, selfReferenceAliases, typescriptPaths } from './package-entries';
import { withDerivedPaths } from './sync-entries';

const scratch: string[] = [];
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A package in a scratch folder: its package.json and the source files named. */
function scratchPackage(manifest: object, sources: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'paykit-entries-'));
  scratch.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'paykit', ...manifest }));
  for (const source of sources) {
    mkdirSync(join(root, source, '..'), { recursive: true });
    writeFileSync(join(root, source), 'export {};\n');
  }
  return root;
}

const MANIFEST = {
  exports: {
    '.': { types: './dist/types/index.d.ts', default: './dist/index.js' },
    './elements': { types: './dist/types/elements/index.d.ts', default: './dist/elements-module.js' },
    './elements.js': { types: './dist/types/elements/index.d.ts', default: './dist/elements.js' },
    './locales/*': { types: './dist/types/locales/*/index.d.ts', default: './dist/locales/*.js' },
    './styles.css': './dist/styles.css',
  },
  bin: { 'paykit-sandbox': './dist/sandbox-cli.js' },
};
const SOURCES = ['src/index.ts', 'src/elements/index.ts', 'src/locales/en/index.ts', 'src/locales/fr/index.ts', 'src/bin/sandbox-cli.ts'];

describe('the entries derived from package.json', () => {
  it('builds every export from the source its declarations name, fills patterns per folder, and builds bins from src/bin', () => {
    const root = scratchPackage(MANIFEST, SOURCES);
    expect(libraryEntries(root)).toEqual({
      index: 'src/index.ts',
      'elements-module': 'src/elements/index.ts',
      'locales/en': 'src/locales/en/index.ts',
      'locales/fr': 'src/locales/fr/index.ts',
      'sandbox-cli': 'src/bin/sandbox-cli.ts',
    });
    expect(packageEntries(root).map((entry) => entry.specifier)).toEqual([
      'paykit',
      'paykit/elements',
      'paykit/elements.js',
      'paykit/locales/en',
      'paykit/locales/fr',
    ]);
    expect(typescriptPaths(root)['paykit/locales/*']).toEqual(['./src/locales/*/index.ts']);
  });

  it('resolves a pattern alias to the folder the import names', () => {
    const root = scratchPackage(MANIFEST, SOURCES);
    const alias = selfReferenceAliases(root).find(({ find }) => find.test('paykit/locales/fr'));
    expect('paykit/locales/fr'.replace(alias!.find, alias!.replacement)).toBe(join(root, 'src/locales/fr/index.ts'));
    expect(selfReferenceAliases(root).some(({ find }) => find.test('paykit/elementsXjs'))).toBe(false);
  });

  it('refuses an export or a bin whose source is missing, naming it', () => {
    expect(() =>
      packageEntries(
        scratchPackage(
          MANIFEST,
          SOURCES.filter((source) => source !== 'src/elements/index.ts'),
        ),
      ),
    ).toThrow(/built from src\/elements\/index\.ts, which does not exist/);
    expect(() =>
      libraryEntries(
        scratchPackage(
          MANIFEST,
          SOURCES.filter((source) => !source.startsWith('src/bin')),
        ),
      ),
    ).toThrow(/bin paykit-sandbox is built from src\/bin\/sandbox-cli\.ts, which does not exist/);
  });

  it('tsconfig.json paths are the ones package.json gives (npm run entries writes them)', () => {
    const text = readFileSync('tsconfig.json', 'utf8');
    expect(withDerivedPaths(text), 'tsconfig.json "paths" drifted from package.json: run `npm run entries`').toBe(text);
    const parsed = ts.parseConfigFileTextToJson('tsconfig.json', text);
    expect(parsed.config.compilerOptions.paths).toEqual(typescriptPaths());
  });
});
