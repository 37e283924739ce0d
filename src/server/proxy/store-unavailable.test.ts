/**
 * A shared status store that cannot be reached (Redis down) is an outage of this server, not a
 * bug: the browser and the service get 503 with the JSON envelope and a Retry-After, so they come
 * back, and the merchant's onError hears of it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { MemoryStatusStore, StatusStoreUnavailableError } from './status-store';

/** A memory store whose every call fails as a store behind a dropped connection does. */
function unreachableStore(): MemoryStatusStore {
  const store = new MemoryStatusStore();
  const down = () => Promise.reject(new StatusStoreUnavailableError('Redis at 127.0.0.1:6390 is unreachable: The client is offline'));
  for (const method of ['get', 'apply', 'claimEvent', 'releaseEvent', 'checkoutPayment', 'rememberCheckout', 'forgetCheckout'] as const) {
    vi.spyOn(store, method).mockImplementation(down);
  }
  return store;
}

describe('a status store that cannot be reached', () => {
  it('answers a payment read with 503 store_unavailable and Retry-After, and tells onError', async () => {
    const p = await createProxyHarness();
    const onError = vi.fn();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    p.useHandler({ store: unreachableStore(), onError });
    const answer = await p.call('GET', `/payments/${created.body.payment_id as string}`);
    expect(answer.status).toBe(503);
    expect(answer.response.headers.get('retry-after')).toBe('2');
    expect(answer.body).toEqual({ error: { code: 'store_unavailable', message: 'Payment status is unavailable for a moment; try again shortly' } });
    expect(onError).toHaveBeenCalledWith(expect.any(StatusStoreUnavailableError));
  });

  it('answers a webhook with 503, so the service delivers it again later', async () => {
    const p = await createProxyHarness();
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    p.useHandler({ store: unreachableStore() });
    await p.client.sandbox.simulatePayment(created.body.payment_id as string, { status: 'settled' });
    await p.sandbox.idle();
    const statuses = p.sandbox
      .deliveries()
      .filter((d) => d.body.includes(created.body.payment_id as string))
      .flatMap((d) => d.attempts.map((a) => a.status_code));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([503]));
  });
});
