/**
 * The package's entries, read from the one list people and tools already trust: package.json
 * `exports` and `bin`. The library build's entries and the self-reference aliases (vite.config.ts),
 * tsconfig.json's `paths` (scripts/sync-entries.ts) and the API reports (scripts/api/entries.ts) are
 * derived from here, so adding an entry is one line in package.json.
 *
 * Each export's source sits where its declarations come from: `./dist/types/<path>.d.ts` is built
 * from `src/<path>.ts`. A bin `./dist/<name>.js` is built from `src/bin/<name>.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DECLARATIONS = './dist/types/';

/** Exports that the library build does not make, and what makes them instead. */
const BUILT_APART: Readonly<Record<string, string>> = {
  './elements.js': 'scripts/build-elements.ts bundles the custom elements and their dependencies into one script',
};

interface PackageJson {
  readonly name: string;
  readonly exports: Readonly<Record<string, string | { readonly types: string; readonly default: string }>>;
  readonly bin: Readonly<Record<string, string>>;
}

/** One code entry as package.json writes it; a pattern entry keeps its `*` in every field. */
export interface EntryPattern {
  /** What a user writes in `import … from`: `paykit/server`, `paykit/locales/*`. */
  readonly specifier: string;
  /** Its source, relative to the repository root: `src/server/index.ts`. */
  readonly source: string;
  /** Its declaration file, relative to dist/types: `server/index.d.ts`. */
  readonly declaration: string;
  /** The file the library build writes, relative to dist and without `.js`; undefined when built apart. */
  readonly output: string | undefined;
}

function readPackage(root: string): PackageJson {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
}

function inside(path: string, prefix: string, suffix: string, what: string): string {
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) throw new Error(`package.json: ${what} "${path}" is not ${prefix}…${suffix}`);
  return path.slice(prefix.length, path.length - suffix.length);
}

/** The code entries of package.json `exports`, in its order (string-valued ones, like styles.css, are files, not code). */
export function entryPatterns(root = ROOT): EntryPattern[] {
  const { name, exports } = readPackage(root);
  return Object.entries(exports).flatMap(([subpath, target]) => {
    if (typeof target === 'string') return [];
    const path = inside(target.types, DECLARATIONS, '.d.ts', `exports["${subpath}"].types`);
    return [
      {
        specifier: `${name}${subpath.slice(1)}`,
        source: sourceOf(root, path),
        declaration: `${path}.d.ts`,
        output: subpath in BUILT_APART ? undefined : inside(target.default, './dist/', '.js', `exports["${subpath}"].default`),
      },
    ];
  });
}

/** `src/<path>.ts` or `.tsx`; a pattern takes the extension its filled-in sources have. */
function sourceOf(root: string, path: string): string {
  const base = `src/${path}`;
  const probe = path.includes('*') ? base.replace('*', fills(root, `${base}.ts`)[0] ?? '*') : base;
  const extension = ['.ts', '.tsx'].find((candidate) => existsSync(join(root, probe + candidate)));
  if (extension === undefined) throw new Error(`package.json names an entry built from ${base}.ts, which does not exist`);
  return base + extension;
}

/** The names that fill the `*` of a source pattern: each folder holding the file (`src/locales/*\/index.ts` → es, fr, …). */
function fills(root: string, pattern: string): string[] {
  const [before = '', after = ''] = pattern.split('*');
  return readdirSync(join(root, before), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && existsSync(join(root, before, dirent.name, after)))
    .map((dirent) => dirent.name)
    .sort();
}

/** Every entry a user can import, patterns filled in (one per locale). */
export function packageEntries(root = ROOT): EntryPattern[] {
  return entryPatterns(root).flatMap((entry) => {
    if (!entry.source.includes('*')) return [entry];
    return fills(root, entry.source).map((fill) => ({
      specifier: entry.specifier.replace('*', fill),
      source: entry.source.replace('*', fill),
      declaration: entry.declaration.replace('*', fill),
      output: entry.output?.replace('*', fill),
    }));
  });
}

/** The library build's entries, output name → source: every export it makes, and the bins. */
export function libraryEntries(root = ROOT): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const { source, output } of packageEntries(root)) if (output !== undefined) entries[output] = source;
  for (const [command, path] of Object.entries(readPackage(root).bin)) {
    const name = inside(path, './dist/', '.js', `bin["${command}"]`);
    const source = `src/bin/${name}.ts`;
    if (!existsSync(join(root, source))) throw new Error(`package.json's bin ${command} is built from ${source}, which does not exist`);
    entries[name] = source;
  }
  return entries;
}

/** Vite aliases that resolve `paykit/…` to the sources, as a merchant's import names them. */
export function selfReferenceAliases(root = ROOT): { find: RegExp; replacement: string }[] {
  return entryPatterns(root).map(({ specifier, source }) => {
    const escaped = specifier.replaceAll(/[.\\/]/g, (character) => `\\${character}`);
    return { find: new RegExp(`^${escaped.replace('*', '([\\w-]+)')}$`), replacement: join(root, source.replace('*', '$1')) };
  });
}

/** tsconfig.json `paths`: the same self-references for the type checker. */
export function typescriptPaths(root = ROOT): Record<string, string[]> {
  return Object.fromEntries(entryPatterns(root).map(({ specifier, source }) => [specifier, [`./${source}`]]));
}
