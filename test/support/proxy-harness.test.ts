/**
 * The harness's promise: a proxy test on the strict sandbox fails, naming the call, when the
 * proxy asks the sandbox for an extension the real service lacks, even if the test's own
 * assertions pass. Proven by running a fixture that does just that in a vitest of its own.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runFixture(file: string) {
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/support/fixtures/vitest.fixtures.config.ts', `test/support/fixtures/${file}`],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' }, timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('createProxyHarness on the strict sandbox', () => {
  it('fails a test whose proxy called a sandbox-only extension, naming the call', () => {
    const { status, output } = runFixture('proxy-extension-call.fixture.ts');
    expect(status, output).toBe(1);
    expect(output).toMatch(/Tests {2}1 failed \(1\)/);
    expect(output).toMatch(/The real service has no such route:\nthe proxy called the sandbox-only GET \/v1\/payments\/pay_\w+\n/);
    // The test body's own assertion held: the failure is the harness's check alone.
    expect(output).not.toMatch(/AssertionError/);
  }, 60_000);
});
