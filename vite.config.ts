import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libraryEntries, selfReferenceAliases } from './scripts/package-entries.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React 18 lives in the test/react18 workspace; this points react and react-dom at it. */
const react18 = [
  { find: /^react$/, replacement: here('test/react18/node_modules/react/index.js') },
  { find: /^react\/(.*)$/, replacement: here('test/react18/node_modules/react/$1') },
  { find: /^react-dom$/, replacement: here('test/react18/node_modules/react-dom/index.js') },
  { find: /^react-dom\/(.*)$/, replacement: here('test/react18/node_modules/react-dom/$1') },
];

const componentTests = ['src/react/**/*.test.tsx', 'src/dashboard/**/*.test.tsx', 'src/elements/**/*.test.tsx', 'src/hosted/**/*.test.tsx', 'demo/**/*.test.tsx'];

export default defineConfig({
  plugins: [react()],
  // `paykit/…` resolves to the sources (examples/, stories and tests import it as a merchant would).
  resolve: { alias: selfReferenceAliases() },
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      // package.json `exports` and `bin` name the entries (scripts/package-entries.ts).
      entry: libraryEntries(),
      formats: ['es'],
    },
    rolldownOptions: {
      external: [
        /^node:/,
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^zod($|\/)/,
        /^@stitches\/core$/,
        /^qrcode($|\/)/,
        /^@remix-run\//,
        /^redis($|\/)/,
        /^@redis\//,
        /^pino($|\/)/,
      ],
      // One file per source module, so a merchant's bundler drops what a page does not import (with
      // package.json "sideEffects"); a flat entry file kept every top-level css() call. Entries keep
      // their names above (dist/index.js, dist/locales/es.js, …) and re-export their modules.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/locales/**/*.test.ts',
            'src/sandbox/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/redis/**/*.test.ts',
            'src/node/**/*.test.ts',
            'src/dev/**/*.test.ts',
            'src/testing/**/*.test.ts',
            'src/bin/**/*.test.ts',
            'src/hosted/**/*.test.ts',
            'demo/**/*.test.ts',
            'test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The docs' snippets type-check against the packed package: a consumers test.
          exclude: ['test/e2e/**', 'test/consumers/**', 'test/docs/snippets.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'consumers',
          environment: 'node',
          include: ['test/consumers/**/*.test.ts', 'test/docs/snippets.test.ts'],
          exclude: ['**/node_modules/**'],
          // consumers-global: one packed tarball per run, shared by every file (test/consumers/support/packed.ts).
          globalSetup: ['test/setup/consumers-global.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // The apps build and serve one at a time on a 2-core machine, and share the pack.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // storybook-global: one lazily built static Storybook per run (test/e2e/support/storybook.ts).
          globalSetup: ['test/setup/e2e-global.ts', 'test/setup/storybook-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          env: { PAYKIT_REACT_MAJOR: '19' },
          include: ['src/client/**/*.test.ts', 'src/react/**/*.test.ts', 'src/dashboard/**/*.test.ts', 'src/elements/**/*.test.ts', ...componentTests],
          setupFiles: ['test/setup/dom.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: react18, mainFields: ['module', 'main'] },
        test: {
          name: 'react18',
          environment: 'jsdom',
          env: { PAYKIT_REACT_MAJOR: '18' },
          include: componentTests,
          globalSetup: ['test/setup/react18-global.ts'],
          setupFiles: ['test/setup/dom.ts'],
          // Inlined so the alias above also applies to their own `import 'react'`.
          server: { deps: { inline: [/@testing-library\/react/, /@testing-library\/dom/] } },
        },
      },
    ],
  },
});
