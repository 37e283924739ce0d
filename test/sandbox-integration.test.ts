/**
 * The whole service through the typed client, across domains: a connected account is
 * onboarded, takes a payment, and its money is scoped by x-on-behalf-of for balances,
 * FX and payouts.
 */
import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError, UnprocessableEntityError } from '../src/shared/errors';
import { blob, JPEG, validKyc } from './fixtures/sandbox-accounts';
import { createHarness } from './support/harness';

async function onboardedIndividual(h: ReturnType<typeof createHarness>, capabilities: Array<'inbound_payments' | 'fx_conversion' | 'outbound_payouts'>) {
  const { client } = h;
  const account = await client.connectedAccounts.create({ customer_type: 'individual', email: 'ada@example.com', country: 'AU', reference_id: 'user-7' });
  const id = account.connected_account_id;
  await client.connectedAccounts.submitKyc(id, validKyc());
  await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG, 'image/jpeg'), filename: 'passport.jpg', document_type: 'passport' });
  await client.sandbox.setVerification(id, { status: 'approved' });
  if (capabilities.length > 0) await client.connectedAccounts.activateCapabilities(id, capabilities);
  return id;
}

describe('sandbox across domains', () => {
  it('credits a payment taken on behalf of a connected account to that account only', async () => {
    const h = createHarness();
    const { client } = h;
    const acct = await onboardedIndividual(h, ['inbound_payments']);
    const payment = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: 'order-1' }, { onBehalfOf: acct });
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });

    expect((await client.balances.list({ onBehalfOf: acct })).data).toEqual([{ currency: 'USDT', available: '10.00' }]);
    expect((await client.balances.listForAccount(acct)).data).toEqual([{ currency: 'USDT', available: '10.00' }]);
    expect((await client.balances.list()).data).toEqual([]);
  });

  it('keeps one connected account out of another account’s records', async () => {
    const h = createHarness();
    const { client } = h;
    const a = await onboardedIndividual(h, []);
    const b = await onboardedIndividual(h, []);
    const link = await client.paymentLinks.create({ amount: '5.00', currency: 'USDT' }, { onBehalfOf: a });
    await expect(client.paymentLinks.retrieve(link.id, { onBehalfOf: b })).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.paymentLinks.retrieve(link.id)).id).toBe(link.id);
    await expect(client.balances.listForAccount(a, { onBehalfOf: b })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(client.balances.list({ onBehalfOf: 'acct_unknown' })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('needs the fx_conversion capability of the connected account, then converts its own balance exactly', async () => {
    const h = createHarness();
    const { client } = h;
    const acct = await onboardedIndividual(h, ['inbound_payments']);
    const payment = await client.payments.create({ amount: '150.00', currency: 'USDT', reference: 'order-2' }, { onBehalfOf: acct });
    await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });

    const refused = await client.fx
      .createConversion({ sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '100.00', conversion_type: 'rate' }, { onBehalfOf: acct })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect((refused as Error).message).toMatch(/fx_conversion/);

    await client.connectedAccounts.activateCapabilities(acct, ['fx_conversion']);
    const quote = await client.fx.createQuote({ sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '100.00' }, { onBehalfOf: acct });
    const conversion = await client.fx.createConversion(
      { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '100.00', conversion_type: 'quote', quote_id: quote.quote_id },
      { onBehalfOf: acct },
    );
    expect(conversion).toMatchObject({ status: 'converted', buy_amount: quote.buy_amount, rate: quote.rate });
    const balances = (await client.balances.list({ onBehalfOf: acct })).data;
    expect(balances).toEqual([
      { currency: 'AUD', available: quote.buy_amount },
      { currency: 'USDT', available: '50.000000' },
    ]);
    // The platform's wallet is untouched, and the platform cannot read the account's conversion as its own.
    expect((await client.balances.list()).data).toEqual([]);
    await expect(client.fx.retrieveConversion(conversion.conversion_id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('pays out from the connected account only with outbound_payouts, refunding a failed payout', async () => {
    const h = createHarness();
    const { client } = h;
    const acct = await onboardedIndividual(h, ['inbound_payments']);
    await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'AUD', amount: '500.00' }, headers: { 'x-on-behalf-of': acct } });
    const destination = { type: 'bank_account' as const, account_name: 'Ada Lovelace', bsb: '062-000', account_number: '12345678' };
    await expect(client.payouts.create({ currency: 'AUD', amount: '120.00', destination }, { onBehalfOf: acct })).rejects.toThrow(/outbound_payouts/);

    await client.connectedAccounts.activateCapabilities(acct, ['outbound_payouts']);
    const payout = await client.payouts.create({ currency: 'AUD', amount: '120.00', destination }, { onBehalfOf: acct });
    expect((await client.balances.list({ onBehalfOf: acct })).data).toEqual([{ currency: 'AUD', available: '380.00' }]);
    await client.sandbox.simulatePayout(payout.payout_id, { status: 'failed', failure_reason: 'account_closed' }, { onBehalfOf: acct });
    expect((await client.balances.list({ onBehalfOf: acct })).data).toEqual([{ currency: 'AUD', available: '500.00' }]);
  });

  it('issues a virtual account only after approval and inbound_payments', async () => {
    const h = createHarness();
    const { client } = h;
    const acct = await onboardedIndividual(h, []);
    await expect(client.connectedAccounts.issueVirtualAccount(acct)).rejects.toThrow(/inbound_payments/);
    await client.connectedAccounts.activateCapabilities(acct, ['inbound_payments']);
    const va = await client.connectedAccounts.issueVirtualAccount(acct);
    expect(va.bsb).toMatch(/^\d{3}-\d{3}$/);
    expect(va.account_number).toMatch(/^\d{9}$/);
    expect(va.account_name).toBe('Ada Lovelace');
    expect(await client.connectedAccounts.issueVirtualAccount(acct)).toEqual(va);
  });

  it('resets to an empty world', async () => {
    const h = createHarness();
    const link = await h.client.paymentLinks.create({ amount: '1.00', currency: 'USDT' });
    h.sandbox.reset();
    await expect(h.client.paymentLinks.retrieve(link.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.client.paymentLinks.list()).total).toBe(0);
  });
});
