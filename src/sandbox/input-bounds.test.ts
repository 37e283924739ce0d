/**
 * The sandbox attacked through its own API: amounts too large or too fine to move exactly, bodies
 * that never say how long they are, the public liveness page, and ids one visitor could guess.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, TEST_BASE_URL } from '../../test/support/harness';
import { createSandbox } from './sandbox';

const HUGE = '9'.repeat(63);

/** A body of `total` bytes in 64 KB chunks with no Content-Length, counting what the handler pulled. */
function chunkedBody(total: number, fill = 0x20) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, total - pulled)).fill(fill);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

describe('amounts the ledger cannot hold', () => {
  // Each amount as it is written in the request's JSON text (a number literal is sent unrounded).
  it.each([
    ['63 digits', `"${HUGE}"`, 'must have at most 15 digits before the decimal point'],
    ['more decimals than the currency has', '"1.0000001"', 'must have at most 6 decimal places for USDT'],
    ['a JSON number that does not convert exactly', '9007199254740993', 'has more digits than a JSON number carries exactly: send it as a decimal string'],
  ])('refuses a wallet credit of %s with 400 naming amount', async (_name, amountJson, message) => {
    const { call } = createHarness();
    const answer = await call('POST', '/v1/sandbox/wallet/credit', {
      raw: `{"currency":"USDT","amount":${amountJson}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ param: 'amount', message: expect.stringContaining(message) });
  });

  it('refuses a 63-digit payment, payment link and payout amount too', async () => {
    const { call } = createHarness();
    expect((await call('POST', '/v1/payments', { body: { amount: HUGE, currency: 'USDT', reference: 'x' } })).body.error.param).toBe('amount');
    expect((await call('POST', '/v1/payment-links', { body: { amount: HUGE, currency: 'USDT' } })).body.error.param).toBe('amount');
  });

  it('keeps every later credit and settlement working after a poisoning attempt', async () => {
    const { call, client } = createHarness();
    await call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: HUGE } });
    expect((await call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: '5.00' } })).status).toBe(200);
    const payment = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: 'after' });
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    expect((await client.balances.list()).data).toEqual([{ currency: 'USDT', available: '15.00' }]);
    expect((await client.payments.retrieve(payment.payment_id)).status).toBe('settled');
  });
});

describe('bodies without a length', () => {
  it('stops reading a chunked JSON body just past 1 MB and answers 413', async () => {
    const { sandbox } = createHarness();
    const body = chunkedBody(200 * 1024 * 1024);
    const answer = await sandbox.handler(
      new Request(`${TEST_BASE_URL}/v1/payments`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_harness_0123456789', 'content-type': 'application/json' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });
});

describe('the public liveness page', () => {
  async function livenessUrl() {
    const { client, sandbox } = createHarness();
    const account = await client.connectedAccounts.create({ customer_type: 'individual', email: 'l@example.com', country: 'AU', reference_id: 'l' });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    await client.connectedAccounts.uploadKycDocument(account.connected_account_id, { file: new Blob([jpeg]), document_type: 'passport' });
    const { liveness_url } = await client.connectedAccounts.createLivenessUrl(account.connected_account_id);
    return { sandbox, url: liveness_url };
  }

  it('stops reading a chunked POST just past its small limit and answers 413', async () => {
    const { sandbox, url } = await livenessUrl();
    const body = chunkedBody(200 * 1024 * 1024, 0x61);
    const answer = await sandbox.handler(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.stream, duplex: 'half' } as RequestInit),
    );
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(4096 + 64 * 1024);
  });

  it('may not be framed by any site', async () => {
    const { sandbox, url } = await livenessUrl();
    const page = await sandbox.handler(new Request(url));
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('ids', () => {
  it('are not the same in two sandboxes started without a seed', async () => {
    const ids = await Promise.all(
      [createSandbox(), createSandbox()].map(async (sandbox) => {
        const answer = await sandbox.handler(
          new Request(`${TEST_BASE_URL}/v1/payment-links`, {
            method: 'POST',
            headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: '1.00', currency: 'USDT' }),
          }),
        );
        return ((await answer.json()) as { id: string }).id;
      }),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('repeat in two sandboxes given the same seed', async () => {
    const first = createHarness({ seed: 42 });
    const second = createHarness({ seed: 42 });
    const [a, b] = await Promise.all([first, second].map((h) => h.client.paymentLinks.create({ amount: '1.00', currency: 'USDT' })));
    expect(a?.id).toBe(b?.id);
  });
});
