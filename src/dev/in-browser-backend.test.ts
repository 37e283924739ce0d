/**
 * The in-browser backend end to end, with no server: the proxy answers through the returned
 * fetch, the sandbox's signed webhooks reach the proxy's receiver in-process (its payment views
 * move only through them), and the simulators act on the sandbox.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blob, JPEG, validKyc } from '../../test/fixtures/sandbox-accounts';
import { createInBrowserBackend, type InBrowserBackend } from './index';

const backends: InBrowserBackend[] = [];

async function backend(options: Parameters<typeof createInBrowserBackend>[0] = {}) {
  const made = await createInBrowserBackend({ onError: (error) => console.error(error), ...options });
  backends.push(made);
  return made;
}

afterEach(() => {
  vi.useRealTimers();
  for (const made of backends.splice(0)) made.dispose();
});

/** A browser call through the backend's fetch: a relative URL, as PaykitProvider's client sends it. */
async function call(b: InBrowserBackend, method: string, path: string, body?: unknown) {
  const response = await b.fetch(`/api/paykit${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function newPayment(b: InBrowserBackend, amount = '125.50') {
  return b.client.payments.create({ amount, currency: 'USDT', reference: 'order-1001' });
}

describe('createInBrowserBackend: payments', () => {
  it('serves the proxy view of a payment created with the server client', async () => {
    const b = await backend();
    const payment = await newPayment(b);
    const view = await call(b, 'GET', `/payments/${payment.payment_id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      payment_id: payment.payment_id,
      status: 'pending',
      amount: '125.50',
      currency: 'USDT',
      amount_received: '0.00',
      amount_due: '125.50',
      address: payment.payer_instructions.address,
    });
  });

  it('moves the proxy view through signed webhooks delivered in-process: part, then in full', async () => {
    const b = await backend();
    const { payment_id } = await newPayment(b);
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body.status).toBe('pending');

    const part = await b.simulate.payment.payPart(payment_id);
    expect(part).toMatchObject({ status: 'underpaid', amount_received: '62.75' });
    // The proxy does not read the payment again once it knows it: only the webhook moved it.
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body).toMatchObject({ status: 'underpaid', amount_received: '62.75', amount_due: '62.75' });

    // Pressed again: half of the rest on top of what arrived (USDT has six decimals).
    expect(await b.simulate.payment.payPart(payment_id)).toMatchObject({ amount_received: '94.125' });

    const full = await b.simulate.payment.payInFull(payment_id);
    expect(full.status).toBe('settled');
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body).toMatchObject({ status: 'settled', amount_received: '125.50', amount_due: '0.00' });

    const deliveries = b.sandbox.deliveries();
    expect(deliveries.map((d) => d.event)).toEqual(['payment.confirmed', 'payment.confirmed', 'payment.confirmed', 'payment.settled']);
    // The receiver checks Service-Signature and answers 400 when it does not match: 200 means verified.
    expect(deliveries.map((d) => [d.status, d.attempts.map((a) => a.status_code)])).toEqual(deliveries.map(() => ['delivered', [200]]));
  });

  it('refuses a webhook that the sandbox did not sign', async () => {
    const b = await backend();
    const { payment_id } = await newPayment(b);
    const forged = JSON.stringify({
      event: 'payment.settled',
      id: 'evt_forged',
      created_at: new Date().toISOString(),
      data: { payment_id, amount: '125.50', currency: 'USDT', status: 'settled', payment_status: 'settled', amount_received: '125.50' },
    });
    const response = await b.fetch('/api/paykit/webhooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'service-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: forged,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_signature');
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body.status).toBe('pending');
  });

  it('overpays by half the amount by default, and expires', async () => {
    const b = await backend();
    const first = await newPayment(b);
    expect(await b.simulate.payment.overpay(first.payment_id)).toMatchObject({ status: 'overpaid', amount_received: '188.25' });
    expect((await call(b, 'GET', `/payments/${first.payment_id}`)).body).toMatchObject({ status: 'overpaid', amount_received: '188.25' });

    const second = await newPayment(b, '10');
    expect(await b.simulate.payment.overpay(second.payment_id, '12.5')).toMatchObject({ status: 'overpaid', amount_received: '12.5' });

    const third = await newPayment(b);
    expect((await b.simulate.payment.expire(third.payment_id)).status).toBe('expired');
    expect((await call(b, 'GET', `/payments/${third.payment_id}`)).body.status).toBe('expired');
  });

  it("throws the service's own message when an outcome is not allowed", async () => {
    const b = await backend();
    const { payment_id } = await newPayment(b);
    await b.simulate.payment.payInFull(payment_id);
    await expect(b.simulate.payment.expire(payment_id)).rejects.toThrow(`Payment ${payment_id} is settled, a final state`);
    await expect(b.simulate.payment.payPart(payment_id, '200')).rejects.toThrow(/final state|not below/);
    await expect(b.simulate.payment.payInFull('pay_missing')).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it('runs the virtual clock every second once started: an unpaid payment expires by itself', async () => {
    // Wall time and the ticker are fake; timeouts stay real so in-process deliveries are not held up.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const b = await backend({ sandbox: { paymentTtlSeconds: 1 } });
    const { payment_id } = await newPayment(b);
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body.status).toBe('pending');
    vi.advanceTimersByTime(1200);
    // Stopped: nothing runs the clock (the proxy answers from its store without asking the sandbox).
    expect((await call(b, 'GET', `/payments/${payment_id}`)).body.status).toBe('pending');
    b.start();
    await vi.advanceTimersByTimeAsync(1000);
    await expect.poll(async () => (await call(b, 'GET', `/payments/${payment_id}`)).body.status, { timeout: 3000, interval: 100 }).toBe('expired');
    b.stop();
  });
});

describe('createInBrowserBackend: onboarding', () => {
  it('opens the one user’s account, takes KYC through fetch and shows the simulated decisions', async () => {
    const b = await backend();
    expect(b.accountId()).toBeNull();
    await expect(b.simulate.account.approve()).rejects.toThrow('There is no connected account yet');
    expect((await call(b, 'GET', '/onboarding/account')).status).toBe(401);

    const opened = await call(b, 'POST', '/onboarding/account', { customer_type: 'individual' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ customer_type: 'individual', country: 'AU', verification_status: 'pending' });
    const accountId = b.accountId();
    expect(accountId).toMatch(/^\w+_/);
    expect((await b.client.connectedAccounts.retrieve(accountId as string)).reference_id).toBe('storybook-user');

    const kyc = await call(b, 'POST', '/onboarding/kyc', validKyc());
    expect(kyc.status).toBe(200);
    expect(kyc.body.submission.kyc_submitted_at).toEqual(expect.any(String));

    await b.simulate.account.requestInfo(['address_proof', 'document_quality']);
    expect((await call(b, 'GET', '/onboarding/account')).body).toMatchObject({
      verification_status: 'more_info_required',
      required_info: ['address_proof', 'document_quality'],
    });

    const approved = await b.simulate.account.approve();
    expect(approved.verification_status).toBe('approved');
    expect((await call(b, 'GET', '/onboarding/account')).body).toMatchObject({ verification_status: 'approved', rejection_reason: null, required_info: [] });

    await b.simulate.account.reject('name_mismatch');
    expect((await call(b, 'GET', '/onboarding/account')).body).toMatchObject({ verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    // The sandbox keeps a rejected application closed.
    await expect(b.simulate.account.approve()).rejects.toThrow('A rejected account stays rejected; open a new account to apply again');

    const events = b.sandbox.deliveries().filter((d) => d.event === 'account.verification_status_updated');
    expect(events.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('surfaces the sandbox’s refusal of a decision in words', async () => {
    const b = await backend();
    await call(b, 'POST', '/onboarding/account', { customer_type: 'individual' });
    await expect(b.simulate.account.requestInfo(['beneficial_owner_info'])).rejects.toThrow('required_info beneficial_owner_info applies to business accounts only');
  });

  it('answers the selfie check the user started through the proxy', async () => {
    const b = await backend();
    await expect(b.simulate.account.completeLiveness('pass')).rejects.toThrow('No selfie check has been started yet');
    await call(b, 'POST', '/onboarding/account', { customer_type: 'individual' });
    const form = new FormData();
    form.append('document_type', 'passport');
    form.append('file', blob(JPEG, 'image/jpeg'), 'passport.jpg');
    expect((await b.fetch('/api/paykit/onboarding/documents', { method: 'POST', body: form })).status).toBe(201);
    expect((await call(b, 'POST', '/onboarding/liveness')).status).toBe(200);
    expect((await call(b, 'GET', '/onboarding/account')).body.submission.liveness).toBe('pending');

    await b.simulate.account.completeLiveness('pass');
    expect((await call(b, 'GET', '/onboarding/account')).body.submission.liveness).toBe('completed');
    await expect(b.simulate.account.completeLiveness('fail')).rejects.toThrow('already answered');
  });
});

describe('createInBrowserBackend: fetch', () => {
  it('answers only under its base path, resolves relative URLs, and stops after dispose', async () => {
    const b = await backend({ basePath: '/shop/paykit/' });
    expect(b.basePath).toBe('/shop/paykit');
    const outside = await b.fetch('/api/paykit/balances');
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.message).toContain('/shop/paykit');
    const missing = await b.fetch(new Request('http://localhost/shop/paykit/payments/pay_missing'));
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    b.dispose();
    expect((await b.fetch('/shop/paykit/payments/pay_missing')).status).toBe(503);
  });

  it('mounted at the root, serves the proxy at every path', async () => {
    const b = await backend({ basePath: '/' });
    expect(b.basePath).toBe('/');
    const payment = await newPayment(b);
    const response = await b.fetch(`/payments/${payment.payment_id}`);
    expect(response.status).toBe(200);
    expect((await response.json()).payment_id).toBe(payment.payment_id);
  });
});

describe('createInBrowserBackend: the dashboard', () => {
  it('allows the dashboard’s operations by default (one user in one tab)', async () => {
    const b = await backend();
    const created = await call(b, 'POST', '/payment-links', { amount: '9.00', currency: 'USDT', description: 'Poster' });
    expect(created).toMatchObject({ status: 201, body: { amount: '9.00', status: 'active' } });
    expect((await call(b, 'GET', '/payment-links')).body.data).toEqual([expect.objectContaining({ id: created.body.id })]);
    expect(await call(b, 'GET', '/transactions')).toMatchObject({ status: 200, body: { total: 0 } });
    expect(await call(b, 'GET', '/transactions/txn_unknown')).toMatchObject({ status: 404, body: { error: { message: 'No such transaction' } } });
  });

  it('acts on the platform’s balances and FX with actsAsPlatform, else on the user’s connected account', async () => {
    const platform = await backend({ actsAsPlatform: true });
    await platform.sandbox.fetch('https://sandbox.paykit.invalid/v1/sandbox/wallet/credit', {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'USDT', amount: '80' }),
    });
    expect((await call(platform, 'GET', '/balances')).body.data).toContainEqual(expect.objectContaining({ currency: 'USDT' }));
    const quote = await call(platform, 'POST', '/fx/quotes', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' });
    expect(quote).toMatchObject({ status: 201, body: { server_time: expect.any(String) } });

    const customer = await backend();
    expect((await call(customer, 'GET', '/balances')).status).toBe(401);
  });

  it('takes the caller’s authorize instead', async () => {
    const b = await backend({ authorize: (_request, operation) => operation !== 'paymentLinks.create' });
    expect((await call(b, 'POST', '/payment-links', { amount: '9.00', currency: 'USDT' })).status).toBe(403);
    expect((await call(b, 'GET', '/payment-links')).status).toBe(200);
  });
});
