/**
 * The package's public entries, read from package.json "exports" so a new entry gets an API report
 * without anyone remembering to list it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One importable entry of the package, e.g. `paykit/client`. */
export interface PublicEntry {
  /** What a merchant writes in `import … from`, e.g. `paykit/locales/ar`. */
  specifier: string;
  /** File name of its report under api/, without `.api.md`, e.g. `paykit-locales-ar`. */
  reportName: string;
  /** Its declaration file, relative to the declaration folder (dist/types), e.g. `client/index.d.ts`. */
  declaration: string;
  /** The source file it is built from, relative to the repository, e.g. `src/client/index.ts`. */
  source: string;
}

interface ExportTarget {
  types?: string;
  default?: string;
}

const DECLARATION_ROOT = './dist/types/';

/**
 * Every entry with declarations, in package.json order. A `*` pattern (./locales/*) becomes one
 * entry per folder under src/ that fills it: every shipped locale is an entry a page imports, and
 * dropping or renaming one breaks that page as surely as a removed function.
 */
export function publicEntries(root = process.cwd()): PublicEntry[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | ExportTarget> };
  const entries: PublicEntry[] = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    // styles.css and package.json have no declarations, hence no API to report.
    if (typeof target === 'string' || target.types === undefined) continue;
    if (!target.types.startsWith(DECLARATION_ROOT)) throw new Error(`exports["${subpath}"].types is not under ${DECLARATION_ROOT}: ${target.types}`);
    const declaration = target.types.slice(DECLARATION_ROOT.length);
    const fills = subpath.includes('*') ? patternFills(root, declaration) : [''];
    for (const fill of fills) {
      const specifier = `${manifest.name}${subpath.slice(1).replace('*', fill)}`;
      const filled = declaration.replace('*', fill);
      entries.push({ specifier, reportName: specifier.replaceAll('/', '-'), declaration: filled, source: sourceOf(root, filled) });
    }
  }
  return entries;
}

/** The names that fill the `*` of a declaration pattern like `locales/*\/index.d.ts`: folders under src/locales with that file. */
function patternFills(root: string, declaration: string): string[] {
  const [before = '', after = ''] = declaration.split('*');
  const folder = join(root, 'src', before);
  const sourceAfter = after.replace(/\.d\.ts$/, '.ts');
  return readdirSync(folder, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && existsSync(join(folder, dirent.name, sourceAfter)))
    .map((dirent) => dirent.name)
    .sort();
}

function sourceOf(root: string, declaration: string): string {
  const base = `src/${declaration.replace(/\.d\.ts$/, '')}`;
  const found = ['.ts', '.tsx'].map((extension) => base + extension).find((path) => existsSync(join(root, path)));
  if (found === undefined) throw new Error(`no source for the declaration ${declaration} (looked for ${base}.ts/.tsx)`);
  return found;
}
