/**
 * A payment link's checkout against a payer (or an attacker who knows the public link id) who
 * resets the connection at the worst moment: right after the service has created the payment,
 * before the proxy has remembered it. The payment must still be remembered, and every other payer
 * must get that same payment: never 409 `checkout_already_open` for it, never a 500.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toNodeListener } from '../../node/adapter';
import { createPaykitClient } from '../client';
import { createProxyHarness } from '../../../test/support/proxy-harness';
import { TEST_API_KEY, TEST_BASE_URL } from '../../../test/support/harness';
import { MemoryStatusStore, type CheckoutClaim } from './status-store';

/** A memory store that says when a request found the link claimed by another (it is waiting for it). */
class WatchedStore extends MemoryStatusStore {
  private sawHeld = () => {};
  /** Resolves once some claim was answered `held`. */
  readonly held = new Promise<void>((resolve) => (this.sawHeld = resolve));

  override async claimCheckout(linkId: string, token: string, leaseMs: number): Promise<CheckoutClaim> {
    const claim = await super.claimCheckout(linkId, token, leaseMs);
    if (claim.state === 'held') this.sawHeld();
    return claim;
  }
}

async function setup() {
  const p = await createProxyHarness();
  const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  /** Runs once the service has created a payment, before its answer reaches the proxy. */
  let afterCreate: (() => void | Promise<void>) | undefined;
  const creates: string[] = [];
  const client = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await p.sandbox.fetch(request);
      if (request.method === 'POST' && new URL(request.url).pathname === '/v1/payments') {
        creates.push(((await response.clone().json()) as { payment_id: string }).payment_id);
        const hook = afterCreate;
        afterCreate = undefined;
        await hook?.();
        // As fetch does when its signal aborts before the answer is read: the answer is lost.
        request.signal.throwIfAborted();
      }
      return response;
    },
  });
  const path = `/payment-links/${link.id}/checkout`;
  return {
    p,
    link,
    client,
    creates,
    path,
    onCreate: (hook: () => void | Promise<void>) => (afterCreate = hook),
  };
}

describe('a link checkout whose payer resets the connection', () => {
  it('remembers the payment created for a payer who left, and hands the next payer that same payment', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    p.useHandler({ upstream: { client } });
    const reset = new AbortController();
    onCreate(() => reset.abort());
    const first = await p.call('POST', path, { signal: reset.signal });
    expect(first.body.error.code).toBe('request_interrupted');
    expect(creates).toHaveLength(1);

    const next = await p.call('POST', path);
    expect([200, 201]).toContain(next.status);
    expect(next.body.payment.payment_id).toBe(creates[0]);
    const reload = await p.call('POST', path);
    expect(reload.status).toBe(200);
    expect(reload.body.payment.payment_id).toBe(creates[0]);
    expect(creates).toHaveLength(1);
  });

  it('a payer who joined the checkout of one who left gets the payment, not a 500', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    p.useHandler({ upstream: { client } });
    const reset = new AbortController();
    onCreate(() => reset.abort());
    const [first, joined] = await Promise.all([p.call('POST', path, { signal: reset.signal }), p.call('POST', path)]);
    expect(first.body.error.code).toBe('request_interrupted');
    expect(joined.status).toBe(201);
    expect(joined.body.payment.payment_id).toBe(creates[0]);
    expect(creates).toHaveLength(1);
  });

  it('a payer who joined and then left does not stop the checkout for the one still waiting', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    p.useHandler({ upstream: { client } });
    const reset = new AbortController();
    onCreate(() => reset.abort());
    const [waiting, left] = await Promise.all([p.call('POST', path), p.call('POST', path, { signal: reset.signal })]);
    expect(left.body.error.code).toBe('request_interrupted');
    expect(waiting.status).toBe(201);
    expect(waiting.body.payment.payment_id).toBe(creates[0]);
  });
});

describe('a link checkout on two proxy instances over one store', () => {
  it('B, asked while A is between creating and remembering, waits and answers A’s payment instead of 409', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    const store = new WatchedStore();
    const a = p.makeHandler({ upstream: { client }, store });
    const b = p.makeHandler({ store });
    let onB: Promise<Awaited<ReturnType<typeof p.call>>> | undefined;
    // A has created the payment (the service lists it as the link's open attempt) but not remembered it yet.
    onCreate(async () => {
      onB = p.call('POST', path, { via: b });
      await Promise.race([onB, store.held]);
    });
    const fromA = await p.call('POST', path, { via: a });
    expect(fromA.status).toBe(201);
    const fromB = await (onB as Promise<Awaited<ReturnType<typeof p.call>>>);
    expect(fromB.status).toBe(200);
    expect(fromB.body.payment.payment_id).toBe(fromA.body.payment.payment_id);
    expect(creates).toHaveLength(1);
  });

  it('a reset on A still leaves the payment for B', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    const store = new MemoryStatusStore();
    const a = p.makeHandler({ upstream: { client }, store });
    const b = p.makeHandler({ store });
    const reset = new AbortController();
    onCreate(() => reset.abort());
    expect((await p.call('POST', path, { via: a, signal: reset.signal })).body.error.code).toBe('request_interrupted');
    const fromB = await p.call('POST', path, { via: b });
    expect(fromB.status).toBe(200);
    expect(fromB.body.payment.payment_id).toBe(creates[0]);
  });
});

describe('a link checkout behind the Node adapter whose socket is destroyed mid-request', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('still remembers the payment, and the next payer gets it', async () => {
    const { p, client, creates, path, onCreate } = await setup();
    const handler = p.makeHandler({ upstream: { client } });
    server = createServer(toNodeListener(handler));
    const sockets: Socket[] = [];
    server.on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/paykit${path}`;

    const first = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const reset = new Promise<unknown>((resolve) => first.on('error', resolve));
    onCreate(async () => {
      // The payer's connection goes away right after the service created the payment; the server sees it close.
      const closed = new Promise((resolve) => sockets[0]?.once('close', resolve));
      first.destroy();
      await closed;
      await new Promise((resolve) => setImmediate(resolve));
    });
    first.end('{}');
    await reset;

    const next = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([200, 201]).toContain(next.status);
    expect(((await next.json()) as { payment: { payment_id: string } }).payment.payment_id).toBe(creates[0]);
    expect(creates).toHaveLength(1);
  });
});
