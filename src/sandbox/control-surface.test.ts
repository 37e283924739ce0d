/**
 * The control surface shares the strict sandbox's world: what a test does through `control` or
 * `controlHandler`, the kit's server sees through the strict handler (the service's routes only: docs/service-contract.md#sandbox-simulators-and-extensions).
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../web/http-error';
import { createHarness, TEST_API_KEY, TEST_BASE_URL } from '../../test/support/harness';
import { SANDBOX_INSTANCE_HEADER } from './sandbox';

const strictHarness = (options = {}) => createHarness({ strict: true, ...options });

async function individual(h: ReturnType<typeof strictHarness>) {
  return h.client.connectedAccounts.create({ customer_type: 'individual', email: 'ada@example.com', country: 'AU', reference_id: 'user-42' });
}

describe('sandbox.control over a strict sandbox', () => {
  it('advancing the clock through control expires a payment the strict handler then reports failed', async () => {
    const h = strictHarness();
    const link = await h.client.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const payment = await h.client.payments.create({ amount: '5.00', currency: 'USDT', reference: link.id });
    const transactionId = payment.transaction_id as string;
    expect((await h.client.transactions.retrieve(transactionId)).status).toBe('pending');
    const clock = await h.sandbox.control.advance(1801);
    expect(clock.now).toBe(new Date(Date.parse(payment.created_at ?? '') + 1_801_000).toISOString());
    expect((await h.client.transactions.retrieve(transactionId)).status).toBe('failed');
    expect((await h.sandbox.control.payment(payment.payment_id)).status).toBe('expired');
    expect(h.sandbox.extensionCalls().total).toBe(0);
  });

  it('a verification move through control shows in GET /api/v1/accounts/{id}; a refused one is the route’s own 422', async () => {
    const h = strictHarness();
    const account = await individual(h);
    const moved = await h.sandbox.control.setVerification(account.connected_account_id, { status: 'approved' });
    expect(moved.verification_status).toBe('approved');
    expect((await h.client.connectedAccounts.retrieve(account.connected_account_id)).verification_status).toBe('approved');
    const refused = await h.sandbox.control.setVerification(account.connected_account_id, { status: 'pending' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 422, code: 'unprocessable_entity', param: 'status' });
    expect((refused as HttpError).message).toMatch(/cannot go back to pending/);
  });

  it('credits the wallet of the platform or of a connected account, seen through the service’s balance routes', async () => {
    const h = strictHarness();
    const account = await individual(h);
    await h.sandbox.control.credit('platform', 'AUD', '100.00');
    await h.sandbox.control.credit(account.connected_account_id, 'USDT', '7.50');
    expect((await h.client.balances.list()).data).toEqual([{ currency: 'AUD', available: '100.00' }]);
    expect((await h.client.balances.listForAccount(account.connected_account_id)).data).toEqual([{ currency: 'USDT', available: '7.50' }]);
    await expect(h.sandbox.control.credit('platform', 'AUD', '-1')).rejects.toMatchObject({ status: 400, code: 'invalid_request', param: 'amount' });
  });

  it('creates, reads, simulates and lists payouts; settles held conversions; lists payments, accounts, webhooks and deliveries', async () => {
    const h = strictHarness({ holdConversions: true, fetch: () => Promise.resolve(new Response('no', { status: 500 })) });
    const { control } = h.sandbox;
    await control.credit('platform', 'AUD', '200.00');
    const payout = await control.createPayout({
      currency: 'AUD',
      amount: '20.00',
      destination: { type: 'bank_account', account_name: 'Ada Lovelace', bsb: '062-000', account_number: '12345678' },
    });
    expect(await control.payout(payout.payout_id)).toEqual(payout);
    expect((await control.simulatePayout(payout.payout_id, { status: 'completed' })).status).toBe('completed');
    expect((await control.payouts({ status: 'completed' })).data.map((p) => p.payout_id)).toEqual([payout.payout_id]);

    const conversion = await h.client.fx.createConversion({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100', conversion_type: 'rate' });
    expect((await control.simulateConversion(conversion.conversion_id, { status: 'converted' })).status).toBe('converted');
    expect((await h.client.fx.retrieveConversion(conversion.conversion_id)).status).toBe('converted');

    const account = await individual(h);
    expect((await control.accounts({ verification_status: 'pending' })).data.map((a) => a.connected_account_id)).toEqual([account.connected_account_id]);

    const endpoint = await h.client.webhooks.create({ url: 'http://127.0.0.1:9/hooks', events: ['payment.settled'] });
    const payment = await h.client.payments.create({ amount: '1.00', currency: 'USDT', reference: 'order-1' });
    expect((await control.simulatePayment(payment.payment_id, { status: 'settled' })).status).toBe('settled');
    await h.sandbox.idle();
    expect((await control.payments({ status: 'settled' })).total).toBe(1);
    expect((await control.webhooks()).data.map((w) => w.id)).toEqual([endpoint.id]);
    const [delivery] = (await control.deliveries({ endpoint_id: endpoint.id })).data;
    expect(delivery).toMatchObject({ event: 'payment.settled', endpoint_id: endpoint.id });
    expect((await control.delivery(delivery!.id)).id).toBe(delivery!.id);
    expect(h.sandbox.extensionCalls().total).toBe(0);
  });

  it('is not counted against the rate limit the strict handler enforces', async () => {
    const h = strictHarness({ rateLimit: { limit: 1, windowSeconds: 60 } });
    for (let i = 0; i < 3; i++) await h.sandbox.control.clock();
    expect((await h.client.accounts.retrieveMe()).environment).toBe('sandbox');
  });
});

describe('sandbox.controlHandler', () => {
  it('serves every extension of a strict sandbox over its world, with the instance header, behind the same key', async () => {
    const h = strictHarness();
    const payment = await h.client.payments.create({ amount: '1.00', currency: 'USDT', reference: 'order-1' });
    const auth = { authorization: `Bearer ${TEST_API_KEY}` };
    const viaStrict = await h.sandbox.handler(new Request(`${TEST_BASE_URL}/v1/payments/${payment.payment_id}`, { headers: auth }));
    expect(viaStrict.status).toBe(404);
    const viaControl = await h.sandbox.controlHandler(new Request(`${TEST_BASE_URL}/v1/payments/${payment.payment_id}`, { headers: auth }));
    expect(viaControl.status).toBe(200);
    expect(await viaControl.json()).toMatchObject({ payment_id: payment.payment_id, status: 'pending' });
    expect(viaControl.headers.get(SANDBOX_INSTANCE_HEADER)).toMatch(/^sbx_/);
    const keyless = await h.sandbox.controlHandler(new Request(`${TEST_BASE_URL}/v1/sandbox/clock`));
    expect(keyless.status).toBe(401);
    expect(h.sandbox.extensionCalls().calls).toEqual([{ method: 'GET', path: `/v1/payments/${payment.payment_id}` }]);
  });
});
