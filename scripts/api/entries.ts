/**
 * The package's public entries for the API reports: every entry of package.json "exports"
 * (scripts/package-entries.ts), so a new entry gets a report without anyone remembering to list it.
 * Every shipped locale is an entry a page imports: dropping or renaming one breaks that page as
 * surely as a removed function, so each has its own report.
 */
import { packageEntries } from '../package-entries';

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

/** Every entry with declarations, in package.json order, one per locale for `./locales/*`. */
export function publicEntries(root?: string): PublicEntry[] {
  return packageEntries(root).map(({ specifier, declaration, source }) => ({ specifier, reportName: specifier.replaceAll('/', '-'), declaration, source }));
}
