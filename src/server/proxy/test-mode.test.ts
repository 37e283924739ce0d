/**
 * Whether views say `test_mode` must not depend on which instance answers, nor on what that
 * instance happened to call first: before, an instance that served a payment from the shared store
 * without having called the service left the flag out, so the payer's "Test mode" badge came and
 * went between reloads.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PROXY_BASE } from '../../../test/support/proxy-harness';
import { TEST_API_KEY, TEST_BASE_URL } from '../../../test/support/harness';
import { createPaykitClient } from '../client';
import { createPaykitHandler } from './handler';
import { MemoryStatusStore } from './status-store';

/** Two instances over one store, each with a client of its own (as two processes have). */
async function twoInstances(extra: { testMode?: boolean } = {}) {
  const store = new MemoryStatusStore();
  // The probe finds paykit's own sandbox by its instance header, which the strict one never sends:
  // this is sandbox-only behaviour, so the non-strict sandbox, and testMode as the test says (the
  // harness would set it).
  const p = await createProxyHarness({ store, upstream: { testMode: extra.testMode }, sandboxOptions: { strict: false } });
  let upstreamCalls = 0;
  const freshClient = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    maxRetries: 0,
    fetch: (input, init) => {
      upstreamCalls += 1;
      return p.sandbox.fetch(new Request(input, init));
    },
  });
  const b = createPaykitHandler({ upstream: { client: freshClient, ...extra }, store, limits: { rateLimit: false } });
  const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
  const readOnB = async () => (await b(new Request(`${PROXY_BASE}/payments/${created.body.payment_id as string}`))).json();
  return { p, created, readOnB, upstreamCalls: () => upstreamCalls };
}

describe('test_mode across instances', () => {
  it('is the same on an instance that has not yet called the service (it asks once, then never again)', async () => {
    const { created, readOnB, upstreamCalls } = await twoInstances();
    expect(created.body.test_mode).toBe(true);
    expect(await readOnB()).toMatchObject({ test_mode: true });
    expect(await readOnB()).toMatchObject({ test_mode: true });
    expect(upstreamCalls()).toBe(1);
  });

  it('follows the configured value without asking the service', async () => {
    const { created, readOnB, upstreamCalls } = await twoInstances({ testMode: false });
    expect(created.body.test_mode).toBeUndefined();
    expect((await readOnB()).test_mode).toBeUndefined();
    expect(upstreamCalls()).toBe(0);
  });
});
