/**
 * One folder per run for the packed package, so every consumer-app test installs the same
 * tarball and the package is built and packed once (lazily: by the first file that asks, see
 * test/consumers/support/packed.ts), and removed afterwards. Chromium is checked here too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's `npm pack` tarball goes. */
    paykitPackDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'paykit-pack-run-'));
  project.provide('paykitPackDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
