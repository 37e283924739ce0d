/**
 * Gives the real-browser tests one place per run for the static Storybook build, so the a11y
 * gate, the keyboard and the layout tests build it once between them (lazily: a run that opens
 * no story builds nothing), and removes it afterwards. See test/e2e/support/storybook.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty directory for this run's `storybook build` output. */
    paykitStorybookDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'paykit-storybook-'));
  project.provide('paykitStorybookDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
