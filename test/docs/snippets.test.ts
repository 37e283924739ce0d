/**
 * 2. Every ```ts / ```tsx / ```typescript block of README.md, CONTRIBUTING.md and docs/ type-checks
 * against the BUILT, PACKED package, as test/consumers/typescript.test.ts checks the consumer apps:
 * packed once per run (consumers project), unpacked as node_modules/paykit of a project that holds
 * every document's blocks and the snippet fixture, checked by one tsc. Runs in the consumers project
 * (it needs the build); `npx tsx scripts/check-docs.ts snippets` is the quick look against src/.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPaykit } from '../consumers/support/packed';
import { SNIPPET_FIXTURE_FAULTS, snippetFixtureDocuments, withoutTscMessage } from './snippet-fixture';
import { snippetFaults, snippetWorkDir } from './snippets';
import { repoTree, snippetDocuments } from './tree';

const FIXTURE_PREFIX = 'test/docs/fixtures/';
let tarball: string | undefined;
let dir: string | undefined;
let faults: string[] = [];

beforeAll(async () => {
  tarball = await packPaykit();
  dir = snippetWorkDir();
  const tree = repoTree();
  const documents = [...snippetDocuments(tree).map((label) => ({ label, text: tree.read(label) })), ...snippetFixtureDocuments()];
  faults = await snippetFaults(documents, { tarball }, dir);
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
});

describe('the guides’ TypeScript blocks against the packed package', () => {
  it('the check catches its fixture’s faults at their Markdown lines, and passes its whole blocks', () => {
    expect(faults.filter((fault) => fault.startsWith(FIXTURE_PREFIX)).map(withoutTscMessage)).toEqual(SNIPPET_FIXTURE_FAULTS);
  });

  it('every block of README.md, CONTRIBUTING.md and docs/ type-checks as pasted', () => {
    const found = faults.filter((fault) => !fault.startsWith(FIXTURE_PREFIX));
    expect(found, `${found.length} fault(s):\n${found.join('\n')}\n`).toEqual([]);
  });
});
