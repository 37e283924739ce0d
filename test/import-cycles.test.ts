/**
 * No import cycle in the package's sources, the demo, the scripts or the build configurations
 * (test/support/import-cycles.ts), type-only imports included: a file on a cycle cannot be read,
 * tested or moved without the others, and a cycle is how a context comes to know every feature
 * that uses it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles } from './support/import-cycles';

const FOLDERS = ['src', 'demo', 'scripts'];
const CONFIGURATIONS = ['vite.config.ts', 'vite.pages.config.ts'];

function sourceTree(): Map<string, string> {
  const inFolders = FOLDERS.flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path.replaceAll('\\', '/')}`));
  return new Map([...inFolders, ...CONFIGURATIONS].filter((path) => /\.tsx?$/.test(path)).map((path) => [path, readFileSync(path, 'utf8')]));
}

describe('import cycles', () => {
  const cycles = importCycles(sourceTree());

  it('has none', () => {
    expect(cycles.map((cycle) => `${cycle.length} files: ${cycle.join(', ')}`)).toEqual([]);
  });

  it('finds a cycle of type-only imports and re-exports, and only the files on it', () => {
    const files = new Map([
      ['src/a/context.ts', `import type { Feature } from './feature';\nexport interface Context { feature: Feature }`],
      ['src/a/feature/index.ts', `export type { Feature } from './state';`],
      ['src/a/feature/state.ts', `import type { Context } from '../context';\nexport type Feature = (ctx: Context) => void;`],
      ['src/a/leaf.ts', `import type { Context } from './context';\nexport type Leaf = Context;`],
      ['src/a/self.ts', `export * from './self';`],
      ['src/a/cycle.test.ts', `import './leaf';\nimport './cycle.test';`],
    ]);
    expect(importCycles(files)).toEqual([['src/a/context.ts', 'src/a/feature/index.ts', 'src/a/feature/state.ts'], ['src/a/self.ts']]);
  });

  it('reads imports from the syntax, not from comments or strings', () => {
    const files = new Map([
      ['src/a/x.ts', `// import './y'\nexport const x = "import './y'";`],
      ['src/a/y.ts', `import { x } from './x';\nexport const y = x;`],
    ]);
    expect(importCycles(files)).toEqual([]);
  });
});
