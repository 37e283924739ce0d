/**
 * The setup's promise: a test that passes a deprecated flat option to createPaykitHandler fails,
 * naming the option, though its own assertions hold; one that mutes console.warn does not.
 * Proven by running a fixture in a vitest of its own.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('test/setup/deprecated-options.ts', () => {
  it('fails the test that used a flat name, and only that one', () => {
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/support/fixtures/vitest.fixtures.config.ts', 'test/support/fixtures/flat-option.fixture.ts'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' }, timeout: 60_000 },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toMatch(/Tests {2}1 failed \| 2 passed \(3\)/);
    expect(output).toMatch(/FAIL .*flat-option\.fixture\.ts > passes the rate limit by its flat name/);
    expect(output).toMatch(/A deprecated createPaykitHandler option was used[^\n]*\n[^\n]*`rateLimit` option is deprecated[^\n]*`limits\.rateLimit`/);
    // The body's own assertion held: the failure is the setup's check alone.
    expect(output).not.toMatch(/AssertionError/);
  }, 60_000);
});
