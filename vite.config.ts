import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
      external: [/^node:/, /^react($|\/)/, /^react-dom($|\/)/, /^zod($|\/)/],
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
    ],
  },
});
