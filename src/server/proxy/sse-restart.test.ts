/**
 * A proxy restarted while a payer watches: the browser's EventSource comes back with the
 * Last-Event-ID of the process that died. Served over real HTTP to the kit's own client with a
 * spec-compliant EventSource (undici's), as a browser would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSource } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyClient } from '../../client/proxy-client';
import { toNodeListener } from '../../node/adapter';
import { fakePage, recorder } from '../../../test/support/client-fakes';
import { createProxyHarness } from '../../../test/support/proxy-harness';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The harness's current handler on a real port; `restart()` is a new process: new memory, every connection dropped. */
async function servedProxy() {
  const harness = await createProxyHarness();
  const server: Server = createServer((req, res) => toNodeListener(harness.handler)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  cleanups.push(() => server.closeAllConnections());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/paykit`;
  return {
    harness,
    base,
    restart: () => {
      harness.useHandler({});
      server.closeAllConnections();
    },
  };
}

describe('live status across a proxy restart', () => {
  it('brings the kit’s client to the state reached after the restart, within 3 s', async () => {
    const { harness, base, restart } = await servedProxy();
    const created = await harness.call('POST', '/payments', { body: { order: 'tee' } });
    const paymentId = created.body.payment_id as string;

    const client = createProxyClient({ baseUrl: base, EventSource: EventSource as unknown as typeof globalThis.EventSource, page: fakePage() });
    const seen = recorder();
    cleanups.push(client.subscribePayment(paymentId, seen.listener));
    await vi.waitFor(() => expect(seen.statuses()).toContain('pending'), { timeout: 3000 });

    await harness.client.sandbox.simulatePayment(paymentId, { status: 'underpaid', amount_received: '10.00' });
    await harness.sandbox.idle();
    await vi.waitFor(() => expect(seen.statuses()).toContain('underpaid'), { timeout: 3000 });

    restart();
    await harness.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
    await harness.sandbox.idle();
    await vi.waitFor(() => expect(seen.statuses().at(-1)).toBe('settled'), { timeout: 3000, interval: 50 });
  });
});
