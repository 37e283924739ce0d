/**
 * The layer matrix: which layer may import which, and which package where. test/layers.test.ts
 * enforces it on src/; the docs check (test/docs/) compares docs/architecture.md's "Layers" table
 * with it, so the guide cannot drift from the rule.
 */
export const LAYERS = [
  'shared',
  'web',
  'node',
  'client',
  'server',
  'sandbox',
  'redis',
  'react',
  'locales',
  'dashboard',
  'elements',
  'dev',
  'testing',
  'hosted',
  'bin',
] as const;
export type Layer = (typeof LAYERS)[number];
const allBut = (...excluded: Layer[]) => LAYERS.filter((layer) => !excluded.includes(layer));

/** Row: a layer; cells: the places its files may import (a layer, or a folder under src). */
export const MAY_IMPORT: Record<Layer, readonly string[]> = {
  shared: ['shared'],
  web: ['shared', 'web'],
  node: ['shared', 'web', 'node'],
  client: ['shared', 'web', 'client'],
  sandbox: ['shared', 'web', 'sandbox'],
  server: ['shared', 'web', 'node', 'server'],
  redis: ['shared', 'web', 'node', 'server', 'redis'],
  // Not locales: a locale imports react/i18n (its types, and English for `en`), so that would be a cycle.
  react: ['shared', 'web', 'client', 'react'],
  locales: ['shared', 'locales', 'react/i18n'],
  dashboard: ['shared', 'web', 'client', 'react', 'dashboard'],
  elements: ['shared', 'web', 'client', 'react', 'dashboard', 'elements'],
  dev: allBut('testing', 'hosted', 'bin'),
  testing: allBut('hosted', 'bin'),
  hosted: allBut('testing', 'bin'),
  // The two command-line programs: each reads its flags or environment and starts what a layer below builds.
  bin: LAYERS,
};

/** Package: the places that may import it; `:type` = `import type` only. Any other package fails until listed. */
export const PACKAGES: Record<string, readonly string[]> = {
  // The handler in server runs on any Web-standard runtime; Node's own plumbing lives in node.
  'node:*': ['node', 'server:type', 'dev', 'testing', 'hosted', 'bin'],
  react: ['react', 'dashboard', 'elements', 'dev', 'hosted'],
  'react-dom': ['react', 'dashboard', 'elements', 'dev', 'hosted'],
  '@stitches/core': ['react/styles'],
  'lean-qr': ['react'],
  zod: allBut('locales'),
  redis: ['redis'],
  // The pay page renders under preact/compat (aliased in its build, bundled, never a runtime dependency);
  // its server paint sets one of preact's options hooks.
  preact: ['hosted'],
  // The checkout server's JSON logs.
  pino: ['hosted'],
  // A Web-streams multipart parser: the proxy reads uploads with it, bounded as they stream.
  '@remix-run/multipart-parser': ['server'],
  // The package's own entries by their public names (`paykit/server`), types only, are judged as
  // imports of the entries' sources (test/support/import-layers.ts). A locale names its type,
  // PaykitLocale (react/i18n, which it may import), by the root entry's name: the declaration then
  // refers to paykit's type instead of copying every catalogue key into each locale's API report.
  paykit: ['locales:type'],
};

/** The package's root entries: paykit and paykit/onboarding are React entries, paykit/dashboard is the dashboard's. */
export const ROOT_FILES = { 'index.ts': 'react', 'onboarding.ts': 'react', 'dashboard.ts': 'dashboard' };
