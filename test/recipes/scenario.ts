/**
 * One scenario for every framework recipe in examples/: the sandbox serves the upstream API on a
 * real port (the recipes only know PAYKIT_BASE_URL), the recipe is mounted pointing at it, and
 * the sandbox's signed webhooks reach the recipe's receiver — over HTTP, or in-process through
 * `deliver` for the frameworks tested without a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaykitClient, type PaykitClient } from 'paykit/server';
import { startSandboxServer, type RunningSandbox } from '../../src/dev/sandbox-server';

export const API_KEY = 'sk_test_recipes_0123456789';

export interface MountedRecipe {
  /** A browser request to the merchant's app, e.g. ('/api/paykit/payments', { method: 'POST', … }). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The recipe's session stand-in (sid cookie → connected account). */
  sessions: Map<string, string>;
  /** Delivers a webhook request in-process; absent when the recipe runs a real server. */
  deliver?: (request: Request) => Promise<Response>;
  close?: () => Promise<void>;
}

/** Registers the recipe's webhook URL with the sandbox and answers with the env the recipe reads. */
export type Register = (webhookUrl: string) => Promise<NodeJS.ProcessEnv>;

/** The shared scenario, plus the framework's own tests (`more`, given the mounted recipe). */
export function describeRecipe(name: string, mount: (register: Register) => Promise<MountedRecipe>, more?: (recipe: () => MountedRecipe) => void) {
  describe(`${name} recipe`, () => {
    let upstream: RunningSandbox;
    let client: PaykitClient;
    let recipe: MountedRecipe;
    let endpointId = '';

    beforeAll(async () => {
      upstream = await startSandboxServer({
        port: 0,
        apiKey: API_KEY,
        // Until the recipe is mounted, and for recipes with a real server, webhooks go over HTTP.
        fetch: (input, init) => (recipe?.deliver ? recipe.deliver(new Request(input, init)) : fetch(input, init)),
      });
      client = createPaykitClient({ apiKey: API_KEY, baseUrl: upstream.baseUrl, maxRetries: 0 });
      recipe = await mount(async (url) => {
        const endpoint = await client.webhooks.create({ url, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
        endpointId = endpoint.id;
        return { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: upstream.baseUrl, PAYKIT_WEBHOOK_SECRET: endpoint.secret };
      });
    });

    afterAll(async () => {
      await recipe?.close?.();
      await upstream?.close();
    });

    const json = async (path: string, init: RequestInit = {}) => {
      const response = await recipe.request(path, init);
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    };
    const post = (path: string, body: unknown) => json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('creates a payment at the server’s price, whatever amount the browser sends', async () => {
      const created = await post('/api/paykit/payments', { order: 'tee', amount: '0.01' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'pending', amount: '25.00', currency: 'USDT', amount_due: '25.00' });
      const upstreamPayment = await client.payments.retrieve(created.body.payment_id);
      expect(upstreamPayment).toMatchObject({ amount: '25.00', currency: 'USDT', reference: 'order-tee' });
      // An order the price table does not know (an Object.prototype name included) is refused.
      for (const order of ['hat', 'constructor', '__proto__']) {
        expect((await post('/api/paykit/payments', { order, amount: '0.01' })).status).toBe(400);
      }
    });

    it('serves the payment view and the payment-link view', async () => {
      const created = await post('/api/paykit/payments', { order: 'mug' });
      const read = await json(`/api/paykit/payments/${created.body.payment_id}`);
      expect(read.status).toBe(200);
      // Each answer is stamped with the service's clock at the moment it is sent.
      expect(read.body).toEqual({ ...created.body, server_time: expect.any(String) });

      const link = await client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
      const view = await json(`/api/paykit/payment-links/${link.id}`);
      expect(view.status).toBe(200);
      expect(view.body).toEqual({ id: link.id, amount: '12.00', currency: 'USDT', description: 'Mug', status: 'active', paid_at: null });
    });

    it('verifies the sandbox’s signed webhook and turns the payment view settled', async () => {
      const created = await post('/api/paykit/payments', { order: 'tee' });
      const id = created.body.payment_id as string;
      await client.sandbox.simulatePayment(id, { status: 'settled' });
      await upstream.sandbox.idle();

      const { data } = await client.sandbox.webhooks.deliveries({ endpoint_id: endpointId });
      const forPayment = data.filter((d) => JSON.parse(d.body).data.payment_id === id);
      expect(forPayment.map((d) => d.event).sort()).toEqual(['payment.confirmed', 'payment.settled']);
      for (const d of forPayment) {
        expect(d.status).toBe('delivered');
        expect(d.attempts.map((a) => a.status_code)).toEqual([200]);
      }
      // The view comes from the status store the webhooks fed (the proxy already held it as pending).
      expect((await json(`/api/paykit/payments/${id}`)).body).toMatchObject({ status: 'settled', amount_received: '25.00', amount_due: '0.00' });
    });

    it('refuses an unsigned webhook', async () => {
      const refused = await post('/api/paykit/webhooks', { id: 'evt_forged', event: 'payment.settled', data: {} });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('invalid_signature');
    });

    it('answers an unknown path under /api/paykit with a 404 JSON error', async () => {
      for (const path of ['/api/paykit/nope', '/api/paykit/v1/payments', '/api/paykit/payments/pay_1/refund']) {
        const answer = await json(path);
        expect(answer.status, path).toBe(404);
        expect(answer.type).toMatch(/^application\/json/);
        expect(answer.body.error.code).toBe('not_found');
      }
    });

    it('binds onboarding to the account resolveAccount finds from the session cookie', async () => {
      expect((await json('/api/paykit/onboarding/account')).status).toBe(401);
      const account = await client.connectedAccounts.create({
        customer_type: 'individual',
        email: `${name.toLowerCase().replace(/\W/g, '')}@shop.example`,
        country: 'DE',
        reference_id: 'user-1',
      });
      recipe.sessions.set('s3cret-session', account.connected_account_id);
      const mine = await json('/api/paykit/onboarding/account', { headers: { cookie: 'theme=dark; sid=s3cret-session' } });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ email: account.email, verification_status: account.verification_status });
      expect(JSON.stringify(mine.body)).not.toContain(account.connected_account_id);
      expect((await json('/api/paykit/onboarding/account', { headers: { cookie: 'sid=someone-else' } })).status).toBe(401);
    });

    more?.(() => recipe);
  });
}
