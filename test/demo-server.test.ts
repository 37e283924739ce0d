/** `npm start`'s composition: sandbox, proxy, demo identity and real signed webhooks over HTTP. */
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo/demo-server';
import { DEMO_COOKIE } from '../demo/demo-identity';
import { createPaykitClient } from '../src/server';

let demo: DemoServer | null = null;
afterEach(async () => {
  await demo?.close();
  demo = null;
});

async function start() {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_demo_test', onError: (e) => console.error(e) });
  const admin = createPaykitClient({ apiKey: 'sk_demo_test', baseUrl: `${demo.url}/sandbox` });
  return { demo, admin };
}

/** A visitor with their own cookie jar of one cookie. */
function visitor(base: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] as string;
    return { status: res.status, setCookie: set, body: await res.json() };
  };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 30));
    value = await read();
  }
  return value;
}

describe('npm start: the demo server', () => {
  it('sells at the server’s price and follows real webhooks to settled', async () => {
    const { demo, admin } = await start();
    const browser = visitor(demo.url);
    const bought = await browser('POST', '/api/paykit/payments', { sku: 'hoodie', amount: '0.01' });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ amount: '49.50', currency: 'USDT', status: 'pending' });
    expect(bought.setCookie).toMatch(new RegExp(`^${DEMO_COOKIE}=s_[0-9a-f]{32}; Path=/; HttpOnly; SameSite=Lax`));

    await admin.sandbox.simulatePayment(bought.body.payment_id, { status: 'settled' });
    const view = await until(
      () => browser('GET', `/api/paykit/payments/${bought.body.payment_id}`),
      (r) => r.body.status === 'settled',
    );
    expect(view.body).toMatchObject({ status: 'settled', amount_due: '0.00' });
    const deliveries = (await admin.sandbox.webhooks.deliveries()).data;
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([
      ['payment.confirmed', 'delivered'],
      ['payment.settled', 'delivered'],
    ]);
  });

  it('refuses a product that is not in the catalogue', async () => {
    const { demo } = await start();
    expect((await visitor(demo.url)('POST', '/api/paykit/payments', { sku: 'yacht', amount: '1.00' })).status).toBe(400);
  });

  it('gives each visitor their own connected account, never one named by the browser', async () => {
    const { demo } = await start();
    const ada = visitor(demo.url);
    const bob = visitor(demo.url);
    expect((await ada('GET', '/api/paykit/onboarding/account')).status).toBe(401);
    const created = await ada('POST', '/api/paykit/onboarding/account', { customer_type: 'individual', country: 'AU' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ customer_type: 'individual', verification_status: 'pending' });
    expect(created.body).not.toHaveProperty('connected_account_id');
    expect((await ada('GET', '/api/paykit/onboarding/account')).status).toBe(200);
    expect((await bob('GET', '/api/paykit/onboarding/account')).status).toBe(401);
    const again = await ada('POST', '/api/paykit/onboarding/account', { customer_type: 'business' });
    expect(again.body.customer_type).toBe('individual');
  });
});
