import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React 18 lives in the test/react18 workspace; this points react and react-dom at it. */
const react18 = [
  { find: /^react$/, replacement: here('test/react18/node_modules/react/index.js') },
  { find: /^react\/(.*)$/, replacement: here('test/react18/node_modules/react/$1') },
  { find: /^react-dom$/, replacement: here('test/react18/node_modules/react-dom/index.js') },
  { find: /^react-dom\/(.*)$/, replacement: here('test/react18/node_modules/react-dom/$1') },
];

const componentTests = ['src/react/**/*.test.tsx', 'src/hosted/**/*.test.tsx'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        client: 'src/client/index.ts',
        server: 'src/server/index.ts',
        sandbox: 'src/sandbox/index.ts',
        schemas: 'src/shared/index.ts',
        'sandbox-cli': 'src/sandbox/cli.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^node:/, /^react($|\/)/, /^react-dom($|\/)/, /^zod($|\/)/, /^@stitches\/react$/, /^qrcode$/],
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'src/server/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          env: { PAYKIT_REACT_MAJOR: '19' },
          include: ['src/client/**/*.test.ts', ...componentTests],
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
          setupFiles: ['test/setup/dom.ts'],
          // Inlined so the alias above also applies to their own `import 'react'`.
          server: { deps: { inline: [/@testing-library\/react/, /@testing-library\/dom/] } },
        },
      },
    ],
  },
});
