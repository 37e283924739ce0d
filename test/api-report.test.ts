/**
 * The public API of every entry (package.json "exports") matches its reviewed report in api/.
 * A change to what a merchant can import must come with `npm run api` and the regenerated report
 * in the same commit, so reviewers see the surface change, and every public item carries TSDoc.
 * Built from the sources: no build needed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiReports } from '../scripts/api/generate';

const COMMITTED = 'api';
/**
 * How many types each report may still expose without its entry exporting them (API Extractor's
 * ae-forgotten-export), per report. Issue 36 wants 0 everywhere; until then a count may only fall:
 * a new unnamed type fails here, and a mended one asks for its budget to be lowered.
 */
const FORGOTTEN_BUDGET: Readonly<Record<string, number>> = {};
const budgetOf = (name: string): number => FORGOTTEN_BUDGET[name] ?? 0;

const HOW_TO_UPDATE = 'the public API changed: run `npm run api`, review the diff of api/ and commit it';

function readReports(folder: string): Map<string, string> {
  const names = readdirSync(folder).filter((name) => name.endsWith('.api.md'));
  return new Map(names.map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
}

describe('API reports', () => {
  let generatedFolder: string;
  let generated: Map<string, string>;
  const committed = readReports(COMMITTED);

  beforeAll(() => {
    generatedFolder = mkdtempSync(join(tmpdir(), 'paykit-api-'));
    generateApiReports(generatedFolder);
    generated = readReports(generatedFolder);
  }, 300_000);

  afterAll(() => rmSync(generatedFolder, { recursive: true, force: true }));

  it('there is one committed report per public entry, and no other', () => {
    expect([...committed.keys()].sort(), HOW_TO_UPDATE).toEqual([...generated.keys()].sort());
  });

  it.each([...committed.keys()].sort())('%s matches the sources', (name) => {
    expect(generated.get(name), `api/${name}: ${HOW_TO_UPDATE}`).toBe(committed.get(name));
  });

  it.each([...committed.keys()].sort())('%s exposes no more unnamed types than its budget', (name) => {
    // API Extractor's warnings are `//` comments; the header's note (report-notes.ts) may name the code too.
    const forgotten = (generated.get(name) ?? '').split('\n').filter((line) => line.trimStart().startsWith('//') && line.includes('(ae-forgotten-export)'));
    const budget = budgetOf(name);
    expect(forgotten.length <= budget, `api/${name}: export these from the entry, or stop exposing them:\n${forgotten.join('\n')}`).toBe(true);
    expect(forgotten.length, `api/${name}: fewer unnamed types than its budget; lower its budget (FORGOTTEN_BUDGET) to ${forgotten.length}`).toBe(budget);
  });

  // API Extractor marks every public item without TSDoc; a merchant reads these in their editor.
  it.each([...committed.keys()].sort())('%s documents every public item', (name) => {
    const undocumented = (generated.get(name) ?? '')
      .split('\n')
      .flatMap((line, index, lines) => (line.includes('(undocumented)') ? [lines[index + 1]?.trim() ?? ''] : []));
    expect(undocumented, `api/${name}: add a /** … */ comment to each of these`).toEqual([]);
  });
});
