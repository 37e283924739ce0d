/**
 * The public API of every entry (package.json "exports") matches its reviewed report in api/.
 * A change to what a merchant can import must come with `npm run api` and the regenerated report
 * in the same commit, so reviewers see the surface change, and every public item carries TSDoc.
 * A type an entry exposes without exporting it fails the generation itself (ae-forgotten-export is
 * an error, scripts/api/extractor.test.ts). Built from the sources: no build needed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiReports } from '../scripts/api/generate';

const COMMITTED = 'api';
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

  // API Extractor marks every public item without TSDoc; a merchant reads these in their editor.
  it.each([...committed.keys()].sort())('%s documents every public item', (name) => {
    const undocumented = (generated.get(name) ?? '')
      .split('\n')
      .flatMap((line, index, lines) => (line.includes('(undocumented)') ? [lines[index + 1]?.trim() ?? ''] : []));
    expect(undocumented, `api/${name}: add a /** … */ comment to each of these`).toEqual([]);
  });
});
