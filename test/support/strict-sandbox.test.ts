import { describe, expect, it } from 'vitest';
import { createPaykitClient } from '../../src/server';
import { expectNoExtensionCalls, strictSandbox } from './strict-sandbox';
import { TEST_BASE_URL } from './harness';

describe('strictSandbox and expectNoExtensionCalls', () => {
  it('passes while only spec routes are called', async () => {
    const sandbox = strictSandbox();
    const client = createPaykitClient({ apiKey: sandbox.apiKey, baseUrl: TEST_BASE_URL, fetch: sandbox.fetch, maxRetries: 0 });
    const payment = await client.payments.create({ amount: '1.00', currency: 'USDT', reference: 'order-1' });
    await sandbox.control.simulatePayment(payment.payment_id, { status: 'settled' });
    expect(() => expectNoExtensionCalls(sandbox)).not.toThrow();
  });

  it('fails naming each sandbox-only call a client made', async () => {
    const sandbox = strictSandbox();
    const client = createPaykitClient({ apiKey: sandbox.apiKey, baseUrl: TEST_BASE_URL, fetch: sandbox.fetch, maxRetries: 0 });
    const payment = await client.payments.create({ amount: '1.00', currency: 'USDT', reference: 'order-1' });
    await expect(client.payments.retrieve(payment.payment_id)).rejects.toMatchObject({ status: 404 });
    await expect(client.sandbox.advanceClock(60)).rejects.toMatchObject({ status: 404 });
    expect(() => expectNoExtensionCalls(sandbox)).toThrow(
      `the proxy called the sandbox-only GET /v1/payments/${payment.payment_id}\nthe proxy called the sandbox-only POST /v1/sandbox/clock`,
    );
  });

  it('says how many calls it did not keep', async () => {
    const sandbox = strictSandbox();
    for (let i = 0; i < 103; i++) await sandbox.fetch(`${TEST_BASE_URL}/api/v1/sandbox/payouts`, { headers: { authorization: `Bearer ${sandbox.apiKey}` } });
    expect(() => expectNoExtensionCalls(sandbox, 'the hosted server')).toThrow(
      /the hosted server called the sandbox-only GET \/api\/v1\/sandbox\/payouts\n[\s\S]*… and 3 more \(103 in all\)$/,
    );
  });
});
