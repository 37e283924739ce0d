/**
 * The layer matrix (test/support/layer-matrix.ts, described in docs/architecture.md#layers): every
 * source file under src/ imports only the layers its row allows, and bare packages only where the
 * package table allows them. Every import form
 * counts: static, `import type`, `export … from`, dynamic `import()`, `import('x').T`.
 *
 * Test files (*.test.ts/x) are not judged: a test composes layers the way dev does (server tests
 * run against the sandbox, client tests against the proxy) and never ships. Test helpers that are
 * not named *.test.* are judged like the code beside them, so they cannot smuggle vitest into src.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layerViolations, type LayerRules } from './support/import-layers';
import { LAYERS, MAY_IMPORT, PACKAGES, ROOT_FILES } from './support/layer-matrix';
import { packageEntries } from '../scripts/package-entries';

const ENTRIES = Object.fromEntries(packageEntries().map((entry) => [entry.specifier, entry.source]));
const RULES: LayerRules = { layers: LAYERS, rootFiles: ROOT_FILES, mayImport: MAY_IMPORT, packages: PACKAGES, entries: ENTRIES };

function sourceTree(): Map<string, string> {
  const paths = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((path) => `src/${path.replaceAll('\\', '/')}`);
  return new Map(paths.filter((path) => /\.(tsx?|json|css)$/.test(path)).map((path) => [path, /\.tsx?$/.test(path) ? readFileSync(path, 'utf8') : '']));
}

describe('layers', () => {
  it('every source file imports only what its layer may', () => {
    const files = sourceTree();
    expect(files.size).toBeGreaterThan(100);
    expect(layerViolations(files, RULES)).toEqual([]);
  });

  it('reports exactly the one forbidden import of a small tree', () => {
    const files = new Map([
      ['src/shared/money.ts', `export const zero = '0';`],
      ['src/shared/x.ts', `import { zero } from './money';\nimport { handler } from '../server/y';\nexport const x = [zero, handler];`],
      [
        'src/server/y.ts',
        `import type { IncomingMessage } from 'node:http';\nimport { zero } from '../shared/money';\nexport const handler = (_: IncomingMessage) => zero;`,
      ],
    ]);
    expect(layerViolations(files, RULES)).toEqual(["src/shared/x.ts: import '../server/y' → src/server/y.ts (server); shared may import shared"]);
  });

  it('refuses an import from src of the demo, a test helper or a script: none of them ships', () => {
    const files = new Map([
      ['src/hosted/a.ts', `import { startDemoServer } from '../../demo/demo-server';\nexport const a = startDemoServer;`],
      ['src/testing/b.ts', `import { startScript } from '../../test/support/spawn';\nexport const b = startScript;`],
    ]);
    expect(layerViolations(files, RULES)).toEqual([
      "src/hosted/a.ts: import '../../demo/demo-server' → demo/demo-server: outside src/, which ships nothing from the demo, the tests or the scripts",
      "src/testing/b.ts: import '../../test/support/spawn' → test/support/spawn: outside src/, which ships nothing from the demo, the tests or the scripts",
    ]);
  });

  it.each([
    [
      'a value import of node: in server',
      'src/server/a.ts',
      `import { createServer } from 'node:http';`,
      "src/server/a.ts: import 'node:http'; node:* may be imported only by node, server:type, dev, testing, hosted, bin",
    ],
    [
      'a bare Node built-in in client',
      'src/client/a.ts',
      `import { readFile } from 'fs/promises';`,
      "src/client/a.ts: import 'fs/promises'; node:* may be imported only by node, server:type, dev, testing, hosted, bin",
    ],
    [
      'Stitches outside react/styles',
      'src/react/components/a.tsx',
      `import { css } from '@stitches/core';`,
      "src/react/components/a.tsx: import '@stitches/core'; @stitches/core may be imported only by react/styles",
    ],
    [
      'a dynamic import of the server from react',
      'src/react/a.ts',
      `export const load = () => import('../server/y');`,
      "src/react/a.ts: dynamic import() '../server/y' → src/server/y.ts (server); react may import shared, web, client, react",
    ],
    [
      'a type-only re-export across layers',
      'src/sandbox/a.ts',
      `export type { Y } from '../server/y';`,
      "src/sandbox/a.ts: export type from '../server/y' → src/server/y.ts (server); sandbox may import shared, web, sandbox",
    ],
    [
      'a package nobody listed',
      'src/shared/a.ts',
      `import { expect } from 'vitest';`,
      "src/shared/a.ts: import 'vitest': package vitest is not in the package table",
    ],
    [
      'a value import of another entry by its public name',
      'src/dev/a.ts',
      `import { createPaykitHandler } from 'paykit/server';`,
      "src/dev/a.ts: import 'paykit/server': another entry of this package by its public name, for types only; import a value from its file",
    ],
    [
      "a type import of a higher layer's entry by its public name",
      'src/client/a.ts',
      `import type { PaykitClient } from 'paykit/server';`,
      "src/client/a.ts: import type 'paykit/server' → src/server/index.ts (server); client may import shared, web, client",
    ],
    ['a file in an unknown folder', 'src/misc/a.ts', `export const a = 1;`, 'src/misc/a.ts: not in a known layer (' + LAYERS.join(', ') + ')'],
  ])('catches %s', (_case, path, text, expected) => {
    const files = new Map([
      ['src/server/y.ts', 'export type Y = 1;'],
      [path, text],
    ]);
    expect(layerViolations(files, RULES)).toEqual([expected]);
  });

  it("allows a type import of a lower layer's entry by its public name", () => {
    const files = new Map([['src/client/a.ts', `import type { PaymentView } from 'paykit/schemas';\nexport type A = PaymentView;`]]);
    expect(layerViolations(files, RULES)).toEqual([]);
  });

  it('reads imports from the syntax, not from comments or strings', () => {
    const files = new Map([['src/shared/a.ts', `// import '../server/y'\nexport const text = "import '../server/y'";`]]);
    expect(layerViolations(files, RULES)).toEqual([]);
  });
});
