/**
 * A type an entry exposes without exporting it (API Extractor's ae-forgotten-export) fails
 * `npm run api` and test/api-report.test.ts: a user would read it in a signature and could not
 * import it. Shown on a one-file entry, with the same type exported as the control.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeApiReports } from './extractor';
import type { PublicEntry } from './entries';

const ENTRY: PublicEntry = { specifier: 'paykit/example', reportName: 'paykit-example', declaration: 'index.d.ts', source: 'src/example.ts' };

/**
 * The entry's declarations with `Options` exported or not; the function that names it is always
 * exported. `export {}` ends each as tsc ends a module's declarations: without it, every top-level
 * declaration of a .d.ts module counts as exported.
 */
function declarations(exportOptions: boolean): string {
  return [
    '/** What `start` takes. */',
    `${exportOptions ? 'export ' : ''}interface Options {`,
    '  /** How long to wait. */',
    '  timeoutMs: number;',
    '}',
    '/** Starts it. */',
    'export declare function start(options: Options): void;',
    'export {};',
    '',
  ].join('\n');
}

describe('writeApiReports', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  });

  // Inside the repository, as generate.ts places its declarations, so they resolve as the real ones do.
  function report(exportOptions: boolean): string {
    scratch = mkdtempSync(join(process.cwd(), '.api-scratch-'));
    writeFileSync(join(scratch, ENTRY.declaration), declarations(exportOptions));
    writeApiReports([ENTRY], scratch, scratch);
    return readFileSync(join(scratch, `${ENTRY.reportName}.api.md`), 'utf8');
  }

  it('fails on a type the entry exposes but does not export, naming it', () => {
    expect(() => report(false)).toThrow(/ae-forgotten-export.*"Options"/);
  });

  it('writes the report once the entry exports it', () => {
    expect(report(true)).toContain('export function start(options: Options): void;');
  });
});
