/**
 * The opt-in receipt: with `receipt` on, a settled payment's view gains its own transaction's
 * hash (and its reference), looked up at most once; with it off (payments.test.ts) a payer sees
 * no transaction data at all.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PAYMENT_VIEW_KEYS } from '../../../test/support/proxy-harness';
import { signWebhookPayload } from '../webhooks';
import { MemoryStatusStore } from './status-store';

type ProxyHarness = Awaited<ReturnType<typeof createProxyHarness>>;

const RECEIPT = { receipt: { transactionHash: true, reference: true } };

async function settledThroughLink(p: ProxyHarness, amount: string) {
  const link = await p.client.paymentLinks.create({ amount, currency: 'USDT' });
  const checkout = await p.call('POST', `/payment-links/${link.id}/checkout`);
  const paymentId = checkout.body.payment.payment_id as string;
  await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
  await p.sandbox.idle();
  const payment = await p.client.payments.retrieve(paymentId);
  const transaction = await p.client.transactions.retrieve(payment.transaction_id as string);
  return { link, paymentId, transaction };
}

/** A link's payment settled upstream while this proxy heard nothing (its receiver down). */
async function settledUnheard(p: ProxyHarness, amount: string) {
  const link = await p.client.paymentLinks.create({ amount, currency: 'USDT' });
  const checkout = await p.call('POST', `/payment-links/${link.id}/checkout`);
  const paymentId = checkout.body.payment.payment_id as string;
  p.setReceiverUp(false);
  await p.client.sandbox.simulatePayment(paymentId, { status: 'settled' });
  await p.sandbox.idle();
  p.setReceiverUp(true);
  return { link, paymentId, payment: await p.client.payments.retrieve(paymentId) };
}

/** A payment.settled delivery as the service documents it (docs/service-contract.md#event-data): the transaction named, its hash not. */
async function deliverSettled(p: ProxyHarness, paymentId: string, data: { transaction_id: string; payment_link_id: string; amount: string }) {
  const body = JSON.stringify({
    event: 'payment.settled',
    id: `evt_receipt_${paymentId}`,
    created_at: new Date().toISOString(),
    data: {
      payment_id: paymentId,
      reference: data.payment_link_id,
      currency: 'USDT',
      status: 'settled',
      payment_status: 'settled',
      amount_received: data.amount,
      tx_hash: null,
      confirmed_at: null,
      settled_at: new Date().toISOString(),
      ...data,
    },
  });
  const signature = await signWebhookPayload(body, p.webhookSecret);
  const answer = await p.call('POST', '/webhooks', { raw: body, headers: { 'content-type': 'application/json', 'service-signature': signature } });
  expect(answer.status).toBe(200);
}

const paths = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('receipt: { transactionHash, reference }', () => {
  it('shows each settled payer their own transaction’s hash and reference, and no ids beyond the payment’s', async () => {
    const p = await createProxyHarness(RECEIPT);
    const a = await settledThroughLink(p, '3.00');
    const b = await settledThroughLink(p, '4.00');
    const viewA = (await p.call('GET', `/payments/${a.paymentId}`)).body;
    const viewB = (await p.call('GET', `/payments/${b.paymentId}`)).body;
    expect(a.transaction.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(viewA).toMatchObject({ status: 'settled', tx_hash: a.transaction.tx_hash, reference: a.link.id });
    expect(viewB).toMatchObject({ status: 'settled', tx_hash: b.transaction.tx_hash, reference: b.link.id });
    expect(viewA.tx_hash).not.toBe(viewB.tx_hash);
    expect(Object.keys(viewA).sort()).toEqual([...PAYMENT_VIEW_KEYS, 'reference', 'tx_hash'].sort());
    expect(JSON.stringify([viewA, viewB])).not.toMatch(/txn_|acct_/);
  });

  it('keeps a payer’s view as bare as ever until the payment is settled', async () => {
    const p = await createProxyHarness(RECEIPT);
    const link = await p.client.paymentLinks.create({ amount: '5.00', currency: 'USDT' });
    const checkout = await p.call('POST', `/payment-links/${link.id}/checkout`);
    await p.client.sandbox.simulatePayment(checkout.body.payment.payment_id, { status: 'underpaid', amount_received: '1' });
    await p.sandbox.idle();
    const view = (await p.call('GET', `/payments/${checkout.body.payment.payment_id}`)).body;
    expect(view.status).toBe('underpaid');
    expect(Object.keys(view).sort()).toEqual(PAYMENT_VIEW_KEYS);
  });

  it('looks the transaction up once when the webhook names it, then serves the hash from the store', async () => {
    const p = await createProxyHarness(RECEIPT);
    const { link, paymentId, payment } = await settledUnheard(p, '6.00');
    const since = p.mark();
    await deliverSettled(p, paymentId, { transaction_id: payment.transaction_id as string, payment_link_id: link.id, amount: '6.00' });
    expect(paths(since())).toEqual([`GET /v1/transactions/${payment.transaction_id}`]);
    for (let i = 0; i < 3; i++) {
      expect((await p.call('GET', `/payments/${paymentId}`)).body).toMatchObject({ status: 'settled', tx_hash: payment.tx_hash, reference: link.id });
    }
    expect(since()).toHaveLength(1);
  });

  it('never shows another link’s transaction, even when an event names it', async () => {
    const p = await createProxyHarness(RECEIPT);
    const other = await settledThroughLink(p, '2.00');
    const { link, paymentId } = await settledUnheard(p, '7.00');
    await deliverSettled(p, paymentId, { transaction_id: other.transaction.id, payment_link_id: link.id, amount: '7.00' });
    const view = (await p.call('GET', `/payments/${paymentId}`)).body;
    expect(view).toMatchObject({ status: 'settled', tx_hash: null });
    expect(JSON.stringify(view)).not.toContain(other.transaction.tx_hash as string);
  });

  it('goes without the hash when the look-up fails, and does not ask again', async () => {
    const p = await createProxyHarness({ ...RECEIPT, onError: () => {} });
    const { link, paymentId } = await settledUnheard(p, '8.00');
    const since = p.mark();
    await deliverSettled(p, paymentId, { transaction_id: 'txn_gone', payment_link_id: link.id, amount: '8.00' });
    expect(paths(since())).toEqual(['GET /v1/transactions/txn_gone']);
    for (let i = 0; i < 2; i++) expect((await p.call('GET', `/payments/${paymentId}`)).body).toMatchObject({ status: 'settled', tx_hash: null });
    expect(since()).toHaveLength(1);
  });

  it('adds the receipt on the first read of a payment settled before anyone asked: one upstream read, kept', async () => {
    // The first read is the read-back (readPayments 'when-available', GET /v1/payments/{id}), an
    // extension of paykit's non-strict sandbox: this tests it there.
    const p = await createProxyHarness({ ...RECEIPT, sandboxOptions: { strict: false } });
    // Created by the merchant's server, settled before this proxy heard of it.
    const payment = await p.client.payments.create({ amount: '9.00', currency: 'USDT', reference: 'order-9' });
    p.setReceiverUp(false);
    await p.client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const settled = await p.client.payments.retrieve(payment.payment_id);
    const since = p.mark();
    for (let i = 0; i < 2; i++) {
      expect((await p.call('GET', `/payments/${payment.payment_id}`)).body).toMatchObject({ status: 'settled', tx_hash: settled.tx_hash, reference: 'order-9' });
    }
    // The sandbox probe (once per proxy, see readPayments), then the one read.
    expect(paths(since())).toEqual(['GET /v1/accounts/me', `GET /v1/payments/${payment.payment_id}`]);
  });

  it('adds the receipt once to a payment stored settled before the option was on', async () => {
    const store = new MemoryStatusStore();
    // The store kept no transaction id while the option was off, so the one read is the payment
    // record (GET /v1/payments/{id}), an extension of paykit's non-strict sandbox.
    const p = await createProxyHarness({ store, sandboxOptions: { strict: false } });
    const a = await settledThroughLink(p, '3.00');
    expect((await p.call('GET', `/payments/${a.paymentId}`)).body).not.toHaveProperty('tx_hash');
    p.useHandler({ store, ...RECEIPT });
    const since = p.mark();
    for (let i = 0; i < 2; i++) expect((await p.call('GET', `/payments/${a.paymentId}`)).body).toMatchObject({ tx_hash: a.transaction.tx_hash });
    expect(since()).toHaveLength(1);
  });

  it('with transactionHash alone, shows the hash and not the reference', async () => {
    const p = await createProxyHarness({ receipt: { transactionHash: true } });
    const a = await settledThroughLink(p, '3.00');
    const view = (await p.call('GET', `/payments/${a.paymentId}`)).body;
    expect(view.tx_hash).toBe(a.transaction.tx_hash);
    expect(view).not.toHaveProperty('reference');
  });
});
