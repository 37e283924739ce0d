// ESLint flat config: typescript-eslint's type-checked rules, React hooks and JSX accessibility
// over everything we write (src, test, stories, bench, examples, scripts, .storybook, root configs).
//
// eslint-plugin-jsx-a11y 6.10.2 (its latest) still declares `eslint ^9` as its peer; package.json
// "overrides" lets it sit beside ESLint 10. Its rules only use context.options/report/settings,
// none of the context methods ESLint 10 removed, so it runs unchanged.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'dist-pages/',
    'storybook-static/',
    'coverage/',
    'api/',
    '.api-scratch-*/',
    // The consumer apps are merchants' projects, not ours: the consumer test compiles them
    // against the packed package (a require() in a .cjs file is what one of them checks).
    'test/consumers/apps/',
    '**/*.d.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One TypeScript program per tsconfig.json, found the way the editor finds it.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    // Each example has its own tsconfig.json for the merchant who copies it (paykit from node_modules);
    // here they are checked against the root one, where paykit resolves to src/.
    files: ['examples/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.json' } },
  },
  {
    // Their imports (@hono/node-server, vue, svelte, the Vite plugins) exist only in that example's own install: linted without types.
    files: ['examples/hono/server.ts', 'examples/{vue,svelte}/src/**/*.ts', 'examples/{vue,svelte}/vite.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Plain JS/MJS (this file, .ci/summary.mjs) belongs to no tsconfig: lint it without types.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: {
      // Tests assert on untyped answers on purpose (harness `body: any`, JSON.parse, mock.calls) and
      // Vitest types its asymmetric matchers (expect.stringMatching …) as `any`: expect() is the check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // These layers type-check against the worker lib (see tsconfig.worker.json); these names exist only
    // in a worker, not in Node or a page, so code using them would type-check and then fail.
    files: ['src/shared/**', 'src/web/**', 'src/sandbox/**'],
    rules: { 'no-restricted-globals': ['error', 'self', 'postMessage', 'importScripts', 'onmessage', 'onmessageerror', 'close'] },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
);
