/**
 * The strict sandbox for tests of the kit's server: it answers only what the real service serves,
 * so a suite run against it proves the server relies on no sandbox-only extension. Drive outcomes
 * through `sandbox.control` (or `sandbox.controlHandler`); give the server only `sandbox.fetch`.
 */
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox';
import { TEST_API_KEY, TEST_START } from './harness';

/** A strict sandbox with the harness's key, seed 1 and a manual clock at TEST_START, unless `options` say otherwise. */
export function strictSandbox(options: Omit<SandboxOptions, 'strict'> = {}): Sandbox {
  return createSandbox({ apiKey: TEST_API_KEY, seed: 1, clock: { mode: 'manual', start: TEST_START }, ...options, strict: true });
}

/**
 * Fails, naming each call, when anything sent `sandbox.handler` a sandbox-only extension:
 * "the proxy called the sandbox-only GET /v1/payments/pay_…". `caller` names who is under test.
 */
export function expectNoExtensionCalls(sandbox: Sandbox, caller = 'the proxy'): void {
  const { calls, total } = sandbox.extensionCalls();
  if (total === 0) return;
  const lines = calls.map(({ method, path }) => `${caller} called the sandbox-only ${method} ${path}`);
  if (total > calls.length) lines.push(`… and ${total - calls.length} more (${total} in all)`);
  throw new Error(`The real service has no such route${total === 1 ? '' : 's'}:\n${lines.join('\n')}`);
}
