/**
 * The snippet check's fixture (test/docs/fixtures/snippets/) and the faults it must report, shared
 * by the quick self-test (paykit from src/, docs.test.ts) and the packed one (snippets.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SnippetDocument } from './snippets';
import { REPO } from './tree';

export function snippetFixtureDocuments(): SnippetDocument[] {
  return ['good', 'bad'].map((name) => {
    const label = `test/docs/fixtures/snippets/docs/${name}.md`;
    return { label, text: readFileSync(join(REPO, label), 'utf8') };
  });
}

/** tsc's wording can change between versions; its code and the line are what the check promises. */
export function withoutTscMessage(fault: string): string {
  return fault.replace(/^(.*?:\d+: TS\d+):.*$/, '$1');
}

export const SNIPPET_FIXTURE_FAULTS = [
  'test/docs/fixtures/snippets/docs/bad.md:6: TS2304',
  'test/docs/fixtures/snippets/docs/bad.md:12: TS2305',
  "test/docs/fixtures/snippets/docs/bad.md:13: imports 'next/server', which a guide's block may not use (only paykit's entries, react, react-dom, express, hono, redis, vitest, Testing Library, @playwright/test and node:*)",
  'test/docs/fixtures/snippets/docs/bad.md:13: TS2307',
  'test/docs/fixtures/snippets/docs/bad.md:25: two blocks of test/docs/fixtures/snippets/docs/bad.md are written at lib/one.ts',
  "test/docs/fixtures/snippets/docs/bad.md:30: a TypeScript block's path comment must name a .ts/.tsx file inside the document's project, not next.config.mjs",
  'test/docs/fixtures/snippets/docs/bad.md:41: TS2345',
];
