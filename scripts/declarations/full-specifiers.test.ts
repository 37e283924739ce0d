import { describe, expect, it } from 'vitest';
import { fullSpecifier, withFullSpecifiers } from './full-specifiers';

const files = new Set(['/t/client/index.d.ts', '/t/errors.d.ts', '/t/react/index.d.ts', '/t/react/parts.d.ts', '/t/index.d.ts']);
const exists = (path: string) => files.has(path);

describe('full specifiers in declaration files', () => {
  it('names the file: a module gets .js, a folder its index.js', () => {
    expect(fullSpecifier('./errors', '/t', exists)).toBe('./errors.js');
    expect(fullSpecifier('./client', '/t', exists)).toBe('./client/index.js');
    expect(fullSpecifier('..', '/t/react', exists)).toBe('../index.js');
    expect(fullSpecifier('./parts.js', '/t/react', exists)).toBe('./parts.js');
    expect(fullSpecifier('./missing', '/t', exists)).toBeNull();
  });

  it('rewrites exports, imports and import types, and leaves packages and the rest of the text alone', () => {
    const source = [
      "export * from './client';",
      "export * as errors from './errors';",
      "import type { A } from './errors';",
      "import { css } from '@stitches/react';",
      'export declare const b: import("./react").B;',
      "export type C = typeof import('./react/parts');",
      "// './client' in a comment stays",
    ].join('\n');
    const { text, rewritten } = withFullSpecifiers(source, '/t', exists);
    expect(text).toBe(
      [
        "export * from './client/index.js';",
        "export * as errors from './errors.js';",
        "import type { A } from './errors.js';",
        "import { css } from '@stitches/react';",
        'export declare const b: import("./react/index.js").B;',
        "export type C = typeof import('./react/parts.js');",
        "// './client' in a comment stays",
      ].join('\n'),
    );
    expect(rewritten).toBe(5);
  });

  it('refuses a specifier no declaration answers, rather than ship one that resolves to any', () => {
    expect(() => withFullSpecifiers("export * from './gone';", '/t', exists)).toThrow(/'\.\/gone'.*no declaration file/);
  });
});
