/**
 * A React app that picks the payer's language with `loadPaykitLocale` (src/react/i18n/load-locale.ts),
 * built as a merchant's Vite would build it: the page itself carries no translation, and each
 * language is a chunk of its own, holding that language and no other, that only its readers load.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = '\0merchant-app';
/** Every translation but English (built in), read from disk. */
const LANGUAGES = readdirSync(`${root}src/locales`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

/** The merchant's page: the checkout, its provider and the loader, as the README's example imports them. */
const APP = `
import { CheckoutWidget, PaykitProvider, loadPaykitLocale } from ${JSON.stringify(`${root}src/index.ts`)};
export { CheckoutWidget, PaykitProvider };
export const payerLocale = () => loadPaykitLocale(navigator.languages);
`;

type Chunk = Rolldown.OutputChunk;
let chunks: Map<string, Chunk>;

beforeAll(async () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [react(), { name: 'merchant-app', resolveId: (id) => (id === ENTRY ? id : undefined), load: (id) => (id === ENTRY ? APP : undefined) }],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: ENTRY, external: [/^react($|\/)/, /^react-dom($|\/)/], preserveEntrySignatures: 'strict' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
    chunks = new Map(outputs.filter((file): file is Chunk => file.type === 'chunk').map((file) => [file.fileName, file]));
  } finally {
    process.env.NODE_ENV = previous;
  }
}, 120_000);

const relative = (id: string) => id.replace(root, '');
/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticallyLoaded(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticallyLoaded(imported, seen);
  return seen;
}
const modulesOf = (files: Iterable<string>) => [...files].flatMap((fileName) => (chunks.get(fileName)?.moduleIds ?? []).map(relative));
const languageOf = (module: string) => /^src\/locales\/([^/]+)\//.exec(module)?.[1];

describe('loadPaykitLocale in a built app', () => {
  it('the page loads no translation before one is chosen', () => {
    const page = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    const modules = modulesOf(staticallyLoaded(page.fileName));
    expect(modules).toContain('src/react/i18n/load-locale.ts');
    expect(modules.filter((module) => module.startsWith('src/locales/'))).toEqual([]);
  });

  it('each language is one chunk the page loads on demand, and loading it loads no other language', () => {
    const page = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    const pageFiles = staticallyLoaded(page.fileName);
    const onDemand = [...pageFiles].flatMap((fileName) => chunks.get(fileName)?.dynamicImports ?? []);
    const byLanguage = new Map<string, string[]>();
    for (const fileName of onDemand) {
      const added = [...staticallyLoaded(fileName)].filter((file) => !pageFiles.has(file));
      const languages = [...new Set(modulesOf(added).flatMap((module) => languageOf(module) ?? []))];
      expect(languages, fileName).toHaveLength(1);
      byLanguage.set(languages[0]!, added);
    }
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
    expect(byLanguage.has('en')).toBe(false);
  });
});
