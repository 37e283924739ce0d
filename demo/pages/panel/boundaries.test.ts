/** The panel page is browser code: it must not bundle server code, the sandbox or node: modules (no key can leak in). */
import { build } from 'esbuild';
import { expect, it } from 'vitest';

it('demo/pages/panel/main.tsx bundles for the browser without server, sandbox or node: modules', async () => {
  const result = await build({
    entryPoints: ['demo/pages/panel/main.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs).toContain('demo/pages/panel/Panel.tsx');
  expect(inputs.filter((p) => p.startsWith('src/server/') || p.startsWith('src/sandbox/') || p.startsWith('node:'))).toEqual([]);
  // Nothing but the panel's own files, the shared money helpers, amount formatting and reading, errors, and the web edge's reading of error answers.
  expect(inputs.filter((p) => !p.startsWith('demo/pages/panel/') && !p.startsWith('src/shared/money/')).sort()).toEqual([
    'src/shared/digits.ts',
    'src/shared/errors.ts',
    'src/shared/format-amount.ts',
    'src/shared/number-notation.ts',
    'src/shared/parse-amount.ts',
    'src/web/error-answer.ts',
    'src/web/retry-after.ts',
  ]);
});
