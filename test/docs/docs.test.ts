/**
 * The docs checks (issue 25's conventions): links, example copies, the architecture tables,
 * citations from code, the README's shape, and the snippet machinery on fixtures. Each check first
 * proves on a small fixture under test/docs/fixtures/ that it catches its faults (and passes what
 * is right), then runs on this repository and lists every fault in one assertion.
 * The snippets' type-check against the packed package is test/docs/snippets.test.ts (consumers).
 * `npx tsx scripts/check-docs.ts` prints the same faults without a test run.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, MAY_IMPORT } from '../support/layer-matrix';
import { architectureFaults, citationFaults, exampleCopyFaults, linkFaults, readmeFaults } from './checks';
import { anchors, slug } from './markdown';
import { SNIPPET_FIXTURE_FAULTS, snippetFixtureDocuments, withoutTscMessage } from './snippet-fixture';
import { snippetFaults, snippetWorkDir } from './snippets';
import { folderTree, memoryTree, REPO, repoTree } from './tree';

const FIXTURES = join(REPO, 'test/docs/fixtures');
const fixture = (name: string) => folderTree(join(FIXTURES, name));

/** One assertion, every fault in its message, so a failing run is the whole to-do list. */
function expectNoFaults(faults: readonly string[]): void {
  expect(faults, `${faults.length} fault(s):\n${faults.join('\n')}\n`).toEqual([]);
}

describe('GitHub anchors', () => {
  it.each([
    ['Mount the proxy (`paykit/server`)', 'mount-the-proxy-paykitserver'],
    ['Languages and right-to-left (`paykit/locales/<tag>`)', 'languages-and-right-to-left-paykitlocalestag'],
    ['Choices where the spec says "not shown"', 'choices-where-the-spec-says-not-shown'],
    ['`createCheckoutServer` in your app', 'createcheckoutserver-in-your-app'],
    ['Retries, back-off & **limits**: 2 h 36 min', 'retries-back-off--limits-2-h-36-min'],
    ['The `payment_id` field', 'the-payment_id-field'],
    ['A [linked](server.md) heading', 'a-linked-heading'],
  ])('%s → #%s', (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
  });

  it('numbers repeated headings as GitHub does, and ignores headings in code', () => {
    const text = '# A\n\n## Setup\n\n```sh\n# Setup\n```\n\n## Setup\n\nSetup\n-----\n';
    expect([...anchors(text)]).toEqual(['a', 'setup', 'setup-1', 'setup-2']);
  });
});

describe('1. links', () => {
  it('catches missing files, missing headings, links outside, and passes the rest', () => {
    expect(linkFaults(fixture('links'))).toEqual([
      'README.md:15: docs/missing.md: no file or folder docs/missing.md in the repository',
      'README.md:15: docs/guide.md#nope: docs/guide.md has no heading with the anchor #nope',
      'README.md:16: #nowhere: README.md has no heading with the anchor #nowhere',
      'README.md:16: links outside the repository (https://example.com); link to a file in it',
      'README.md:16: links outside the repository (https://example.org); link to a file in it',
      'README.md:17: ../../../../outside.md points outside the repository',
      'README.md:17: docs/absent.png: no file or folder docs/absent.png in the repository',
      'README.md:19: links outside the repository (http://example.net); link to a file in it',
      'docs/guide.md:11: ../README.md#quick-start: README.md has no heading with the anchor #quick-start',
      'examples/app/README.md:3: ../../docs/guid.md: no file or folder docs/guid.md in the repository',
    ]);
  });

  it('every relative link of the docs resolves, and none leaves the repository', () => {
    expectNoFaults(linkFaults(repoTree()));
  });
});

describe('3. example copies', () => {
  it('catches a drifted copy, a missing file and a stray comment; a copy with or without its path line passes', () => {
    expect(exampleCopyFaults(fixture('examples'))).toEqual([
      'docs/guide.md:35: an example comment must sit on the line just before a fence',
      `docs/guide.md:25: the block differs from examples/app/server.ts at its line 2: the file has "export const host = '127.0.0.1';", the block "export const host = 'localhost';"`,
      'docs/guide.md:31: the example examples/app/gone.ts is not a file in the repository',
      `docs/guide.md:42: the block differs from examples/app/server.ts at its line 2: the file has "export const host = '127.0.0.1';", the block (nothing)`,
    ]);
  });

  it('every block marked as a copy of an example equals the example', () => {
    expectNoFaults(exampleCopyFaults(repoTree()));
  });
});

describe('4. architecture tables', () => {
  it('catches a wrong row, a missing and an unknown layer, a malformed cell, and a dependency too many or too few', () => {
    expect(architectureFaults(fixture('architecture'), MAY_IMPORT)).toEqual([
      'docs/architecture.md:11: `server` may import shared, web, node, server; the table says shared, web, server, sandbox (missing node; not allowed sandbox)',
      'docs/architecture.md:18: `hosted`\'s "May import" must list places in backticks separated by commas, not "every layer"',
      'docs/architecture.md:19: a Layers row\'s first column must be one layer name in backticks, not "hosted"',
      'docs/architecture.md:20: layer `web` has two rows',
      `docs/architecture.md:21: \`widgets\` is not a layer (the layers: ${Object.keys(MAY_IMPORT).join(', ')})`,
      'docs/architecture.md: the Layers table has no row for dev',
      'docs/architecture.md:33: `lodash` is not in package.json dependencies or peerDependencies',
      'docs/architecture.md: the Runtime dependencies table has no row for pino',
    ]);
  });

  it('passes tables that match the matrix and package.json, whatever the row order and further columns', () => {
    const rows = [...LAYERS].reverse().map((layer) => `| \`${layer}\` | ${MAY_IMPORT[layer].map((place) => `\`${place}\``).join(', ')} | why |`);
    const architecture = [
      '# Architecture',
      '',
      '## Layers',
      '',
      '| Layer | May import | Notes |',
      '| --- | --- | --- |',
      ...rows,
      '',
      '## Runtime dependencies',
      '',
      '| Package | Why |',
      '| :-- | --- |',
      '| `react` | peer |',
      '| `zod` | schemas |',
      '',
    ].join('\n');
    const tree = memoryTree({
      'docs/architecture.md': architecture,
      'package.json': JSON.stringify({ dependencies: { zod: '4' }, peerDependencies: { react: '19' } }),
    });
    expect(LAYERS).toHaveLength(15);
    expect(architectureFaults(tree, MAY_IMPORT)).toEqual([]);
  });

  it("docs/architecture.md's Layers table is the layer matrix and its Runtime dependencies are package.json's", () => {
    expectNoFaults(architectureFaults(repoTree(), MAY_IMPORT));
  });
});

describe('5. citations from code', () => {
  it('catches documents outside the repository and guide anchors that do not resolve', () => {
    expect(citationFaults(fixture('citations'))).toEqual([
      'src/comment.ts:1: cites "the spec", a document outside the repository; cite docs/service-contract.md#… or docs/architecture.md#…',
      'src/comment.ts:1: cites "DESIGN.md", a document outside the repository; cite docs/service-contract.md#… or docs/architecture.md#…',
      'src/comment.ts:1: cites "service-api.md", a document outside the repository; cite docs/service-contract.md#… or docs/architecture.md#…',
      'src/comment.ts:3: cites docs/guide.md#retries, but docs/guide.md has no heading with that anchor',
      'src/comment.ts:3: cites docs/missing.md#anything, but there is no docs/missing.md',
    ]);
  });

  it('no file of src, test, scripts, stories, bench, examples or .storybook cites a document outside the repository', () => {
    expectNoFaults(citationFaults(repoTree()));
  });
});

describe('6. the README', () => {
  it('catches a long README, a first sh block without the install, and a late quick start', () => {
    expect(readmeFaults(fixture('readme-bad'))).toEqual([
      'README.md: 255 lines; at most 250',
      'README.md:9: the first ```sh block does not hold `npm install paykit` (or, until it is on the registry, `npm pack`)',
      'README.md:7: "Quick start" comes after 2 level-2 headings (Why, Pictures); at most one intro may precede it',
    ]);
    expect(readmeFaults(fixture('readme-good'))).toEqual([]);
  });

  it('README.md is at most 250 lines and starts with the install and the quick start', () => {
    expectNoFaults(readmeFaults(repoTree()));
  });
});

describe('2. snippets (machinery; the packed type-check is test/docs/snippets.test.ts)', () => {
  it('maps each type error and each forbidden import to its Markdown line, and passes whole blocks', async () => {
    const dir = snippetWorkDir();
    try {
      // paykit from src/ here (no build in this project); the same fixtures run against the pack there.
      const faults = await snippetFaults(snippetFixtureDocuments(), 'source', dir);
      expect(faults.map(withoutTscMessage)).toEqual(SNIPPET_FIXTURE_FAULTS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
