/** From the sources to the API reports: emit declarations to a scratch folder, then report each public entry. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emitDeclarations } from './declarations';
import { publicEntries, type PublicEntry } from './entries';
import { writeApiReports } from './extractor';
import { withReportNote } from './report-notes';

/**
 * Writes `<reportFolder>/<name>.api.md` for every public entry, built from the sources (no
 * `npm run build` needed), and returns the entries reported. The scratch declarations live in a
 * git-ignored folder at the root, so their package imports resolve through node_modules (inside
 * node_modules API Extractor would take them for a dependency's), and are removed afterwards.
 *
 * An entry that names another entry's type by its public specifier (`import type { Sandbox } from
 * 'paykit/sandbox'`) refers to that entry rather than copying its types into its own report: the
 * scratch folder holds a second copy of the declarations under node_modules/paykit, and the
 * specifiers resolve there, where API Extractor treats them as a package's.
 */
export function generateApiReports(reportFolder: string, root = process.cwd()): PublicEntry[] {
  const scratch = mkdtempSync(join(root, '.api-scratch-'));
  try {
    const declarationDir = join(scratch, 'types');
    emitDeclarations(declarationDir, root);
    const published = join(scratch, 'node_modules', 'paykit');
    cpSync(declarationDir, published, { recursive: true });
    const entries = publicEntries(root);
    writeApiReports(entries, declarationDir, reportFolder, root, published);
    for (const entry of entries) finish(join(reportFolder, `${entry.reportName}.api.md`), entry.reportName, `${relative(root, declarationDir)}/`);
    return entries;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Some warnings in a report carry a source location: name it where the package ships it, not the
 * random scratch folder. A report that grew says why under its header (report-notes.ts).
 */
function finish(report: string, reportName: string, scratchPrefix: string): void {
  writeFileSync(report, withReportNote(readFileSync(report, 'utf8').replaceAll(scratchPrefix, 'dist/types/'), reportName));
}
