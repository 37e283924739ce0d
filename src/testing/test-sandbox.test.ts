/**
 * paykit/testing as a merchant's end-to-end set-up uses it: the sandbox on a port, the
 * merchant's proxy on another port talking to it over HTTP, webhooks registered with the
 * helper, and payments driven to each outcome, from this process and from a "worker" that only
 * knows the address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaykitHandler } from '../server/proxy';
import { toNodeListener } from '../node/adapter';
import { serve, type Served } from '../node/serve';
import { connectTestSandbox, startTestSandbox, type TestSandbox } from './index';

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

async function sandbox(): Promise<TestSandbox> {
  const made = await startTestSandbox();
  started.push(made);
  return made;
}

/** The merchant's server: the proxy at /api/paykit on a port of its own, its webhook secret from the helper. */
async function merchantProxy(running: TestSandbox): Promise<Served> {
  let handler: ((request: Request) => Promise<Response>) | null = null;
  const served = await serve(
    toNodeListener((request) => (handler ? handler(request) : Promise.resolve(new Response('starting', { status: 503 })))),
    { port: 0, host: '127.0.0.1' },
  );
  started.push({ stop: served.close });
  const secret = await running.registerWebhookEndpoint(`${served.url}/api/paykit/webhooks`);
  handler = createPaykitHandler({ upstream: { apiKey: running.apiKey, baseUrl: running.url }, webhooks: { secret: secret } });
  return served;
}

async function statusSeenBy(proxy: Served, paymentId: string): Promise<string> {
  const response = await fetch(`${proxy.url}/api/paykit/payments/${paymentId}`);
  return ((await response.json()) as { status: string }).status;
}

describe('startTestSandbox', () => {
  it('serves the API on a free loopback port with its own key, and hands out what a server reads', async () => {
    const running = await sandbox();
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toBe('http://127.0.0.1:4010');
    expect(running.env).toEqual({ PAYKIT_BASE_URL: running.url, PAYKIT_API_KEY: running.apiKey });
    const me = await fetch(`${running.url}/v1/accounts/me`, { headers: { authorization: `Bearer ${running.apiKey}` } });
    expect(me.status).toBe(200);
    expect((await fetch(`${running.url}/v1/accounts/me`)).status).toBe(401);
  });

  it('settles a payment and resolves only once the merchant’s proxy got the signed webhooks', async () => {
    const running = await sandbox();
    const proxy = await merchantProxy(running);
    const payment = await running.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-1' });
    expect(await statusSeenBy(proxy, payment.payment_id)).toBe('pending');

    expect((await running.simulate.payment.payInFull(payment.payment_id)).status).toBe('settled');
    expect(await statusSeenBy(proxy, payment.payment_id)).toBe('settled');
  });

  it('part-pays (half of what is due), then expires a payment, as another process would through its address', async () => {
    const running = await sandbox();
    const worker = connectTestSandbox({ url: running.url, apiKey: running.apiKey });
    const payment = await worker.client.payments.create({ amount: '12.00', currency: 'USDT', reference: 'order-2' });
    expect(await worker.simulate.payment.payPart(payment.payment_id)).toMatchObject({ status: 'underpaid', amount_received: '6.00' });
    expect((await worker.simulate.payment.expire(payment.payment_id)).status).toBe('expired');
    const other = await worker.client.payments.create({ amount: '10.00', currency: 'USDT', reference: 'order-3' });
    expect(await worker.simulate.payment.overpay(other.payment_id)).toMatchObject({ status: 'overpaid', amount_received: '15.00' });
  });

  it('stop() frees the port: the sandbox no longer answers', async () => {
    const running = await startTestSandbox();
    await running.stop();
    await expect(fetch(`${running.url}/v1/accounts/me`)).rejects.toThrow();
  });

  it('takes the sandbox’s own options (a chosen key)', async () => {
    const running = await sandbox();
    const keyed = await startTestSandbox({ apiKey: 'sk_test_merchant' });
    started.push(keyed);
    expect(keyed.apiKey).toBe('sk_test_merchant');
    expect(keyed.url).not.toBe(running.url);
  });
});
