/**
 * An in-process sandbox and a server client wired to it: no ports, manual virtual clock. With
 * `strict: true` the client and `call` are the test's driver (the control handler, extensions
 * included); whatever is under test gets `sandbox.fetch`, which answers only the service's routes (docs/service-contract.md#sandbox-simulators-and-extensions).
 */
import { createSandbox, type SandboxOptions } from '../../src/sandbox';
import { createPaykitClient } from '../../src/server';

export const TEST_API_KEY = 'sk_test_harness_0123456789';
export const TEST_BASE_URL = 'http://127.0.0.1:4010';
export const TEST_START = Date.parse('2026-01-15T09:00:00.000Z');

export function createHarness(options: SandboxOptions = {}) {
  const sandbox = createSandbox({
    apiKey: TEST_API_KEY,
    // Tests name the ids they expect: the same seed gives the same ids every run.
    seed: 1,
    clock: { mode: 'manual', start: TEST_START },
    ...options,
  });
  // The test's own driver: on a strict sandbox it needs the extensions (clock, simulators, wallet
  // credit), so it goes through the control handler, which is never counted as a server's call.
  const driver = sandbox.strict ? sandbox.controlHandler : sandbox.handler;
  const client = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    fetch: (input, init) => driver(input instanceof Request && init === undefined ? input : new Request(input, init)),
    maxRetries: 0,
  });

  /** A raw request for cases the typed client will not send (bad headers, malformed JSON). */
  async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${TEST_API_KEY}`, ...init.headers };
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await driver(new Request(TEST_BASE_URL + path, { method, headers, body }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  return { sandbox, client, call };
}

/** A server client with the harness's key and base URL whose requests go to `fetch` (a sandbox behind a wrapper), never retried. */
export function harnessClient(fetch: typeof globalThis.fetch) {
  return createPaykitClient({ apiKey: TEST_API_KEY, baseUrl: TEST_BASE_URL, maxRetries: 0, fetch });
}
