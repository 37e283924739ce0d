import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { BadRequestError, NotFoundError, UnprocessableEntityError } from '../../shared/errors';
import type { CreatePayoutRequestInput } from '../../shared/schemas/payouts';
import { failure } from '../../../test/support/refusal';

type Harness = ReturnType<typeof createHarness>;

async function fund(h: Harness, currency: string, amount: string) {
  expect((await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency, amount } })).status).toBe(200);
}

/** The platform's balances, read from the funding route's answer via a marker currency no payout uses. */
async function balances(h: Harness): Promise<Record<string, string>> {
  const res = await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'ZZZ', amount: '1' } });
  const entries = (res.body.data as { currency: string; available: string }[]).filter((e) => e.currency !== 'ZZZ');
  return Object.fromEntries(entries.map((e) => [e.currency, e.available]));
}

const BANK = { type: 'bank_account', account_name: 'Jane Citizen', bsb: '062000', account_number: '12345678' } as const;
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const TRON_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

describe('POST /api/v1/payouts (sandbox extension)', () => {
  it('creates a pending bank payout and debits the amount at once', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '500.00');
    await h.sandbox.advance(3);
    const payout = await h.client.payouts.create({ currency: 'AUD', amount: '120.5', destination: BANK, reference: 'rent' });
    expect(payout).toEqual({
      payout_id: expect.stringMatching(/^po_/),
      status: 'pending',
      currency: 'AUD',
      amount: '120.50',
      destination: { ...BANK, bsb: '062-000' },
      reference: 'rent',
      failure_reason: null,
      created_at: new Date(TEST_START + 3_000).toISOString(),
      completed_at: null,
    });
    expect(await balances(h)).toEqual({ AUD: '379.50' });
    expect(await h.client.payouts.retrieve(payout.payout_id)).toEqual(payout);
  });

  it.each([
    ['solana', 'USDC', SOLANA_ADDRESS],
    ['tron', 'USDT', TRON_ADDRESS],
    ['ethereum', 'ETH', ETH_ADDRESS],
  ] as const)('pays out to a %s wallet', async (network, currency, address) => {
    const h = createHarness();
    await fund(h, currency, '2');
    const payout = await h.client.payouts.create({ currency, amount: '1.5', destination: { type: 'crypto_wallet', network, address } });
    expect(payout).toMatchObject({ status: 'pending', destination: { type: 'crypto_wallet', network, address }, reference: null });
    expect(await balances(h)).toEqual({ [currency]: currency === 'ETH' ? '0.50000000' : '0.500000' });
  });

  it('requires the outbound_payouts capability', async () => {
    const h = createHarness({ platformCapabilities: ['inbound_payments', 'fx_conversion'] });
    await fund(h, 'AUD', '500');
    const error = await failure(h.client.payouts.create({ currency: 'AUD', amount: '10', destination: BANK }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_entity' });
    expect(error.message).toMatch(/^The outbound_payouts capability is not active for the platform account/);
    expect(await balances(h)).toEqual({ AUD: '500' });
  });

  it('refuses a payout larger than the balance and debits nothing', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '99.99');
    const error = await failure(h.client.payouts.create({ currency: 'AUD', amount: '100', destination: BANK }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Insufficient balance: the payout needs 100.00 AUD, 99.99 AUD available to the platform account');
    expect(await balances(h)).toEqual({ AUD: '99.99' });
  });

  it('refuses a currency the destination cannot take', async () => {
    const h = createHarness();
    await fund(h, 'USDT', '100');
    const bank = await failure(h.client.payouts.create({ currency: 'USDT', amount: '10', destination: BANK }));
    expect(bank.status).toBe(422);
    expect(bank.message).toBe('A bank_account payout must be in AUD, not USDT');
    const wallet = await failure(
      h.client.payouts.create({ currency: 'ETH', amount: '1', destination: { type: 'crypto_wallet', network: 'solana', address: SOLANA_ADDRESS } }),
    );
    expect(wallet.message).toBe('A crypto_wallet payout on solana must be in USDT, USDC, not ETH');
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a short BSB', { destination: { ...BANK, bsb: '12-3456' } }, 'destination.bsb', /must be a BSB written NNN-NNN or as 6 digits/],
    ['a 5-digit account number', { destination: { ...BANK, account_number: '12345' } }, 'destination.account_number', /must be 6 to 9 digits/],
    ['a 10-digit account number', { destination: { ...BANK, account_number: '1234567890' } }, 'destination.account_number', /must be 6 to 9 digits/],
    ['a blank account name', { destination: { ...BANK, account_name: '  ' } }, 'destination.account_name', /is required/],
    ['an unknown destination type', { destination: { type: 'paypal' } }, 'destination.type', /must be "bank_account" or "crypto_wallet"/],
    ['no destination', { destination: undefined }, 'destination', /^destination is required$/],
    ['a destination that is not an object', { destination: 'bank' }, 'destination', /^destination must be an object with type "bank_account" or "crypto_wallet"$/],
    [
      'an unknown network',
      { destination: { type: 'crypto_wallet', network: 'bitcoin', address: SOLANA_ADDRESS } },
      'destination.network',
      /must be one of: solana, tron, ethereum/,
    ],
    [
      'an Ethereum address on solana',
      { destination: { type: 'crypto_wallet', network: 'solana', address: ETH_ADDRESS } },
      'destination.address',
      /must be a Solana address/,
    ],
    [
      'a Solana address on tron',
      { destination: { type: 'crypto_wallet', network: 'tron', address: SOLANA_ADDRESS } },
      'destination.address',
      /must be a Tron address/,
    ],
    [
      'a short Ethereum address',
      { destination: { type: 'crypto_wallet', network: 'ethereum', address: '0x1234' } },
      'destination.address',
      /must be an Ethereum address/,
    ],
    ['a negative amount', { amount: '-5' }, 'amount', /amount must be a decimal string/],
    ['too many decimals', { amount: '10.005' }, 'amount', /amount has more decimal places than AUD allows \(2\)/],
    ['a lower-case currency', { currency: 'aud' }, 'currency', /currency must be an upper-case currency/],
    ['a reference over 200 characters', { reference: 'r'.repeat(201) }, 'reference', /must be at most 200 characters/],
  ])('refuses %s with 400 naming the field', async (_name, override, param, message) => {
    const h = createHarness();
    await fund(h, 'AUD', '500');
    const res = await h.call('POST', '/api/v1/payouts', { body: { currency: 'AUD', amount: '10', destination: BANK, ...override } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param });
    expect(res.body.error.message).toMatch(message);
    expect(await balances(h)).toEqual({ AUD: '500' });
  });
});

describe('POST /api/v1/sandbox/payouts/{payout_id}/simulate', () => {
  async function pendingPayout(h: Harness, body: CreatePayoutRequestInput = { currency: 'AUD', amount: '100', destination: BANK }) {
    await fund(h, 'AUD', '300.00');
    return h.client.payouts.create(body);
  }

  it('completes a pending payout; the money stays paid out', async () => {
    const h = createHarness();
    const payout = await pendingPayout(h);
    await h.sandbox.advance(60);
    const done = await h.client.sandbox.simulatePayout(payout.payout_id, { status: 'completed' });
    expect(done).toEqual({ ...payout, status: 'completed', completed_at: new Date(TEST_START + 60_000).toISOString() });
    expect(await h.client.payouts.retrieve(payout.payout_id)).toEqual(done);
    expect(await balances(h)).toEqual({ AUD: '200.00' });
  });

  it('fails a pending payout with its failure_reason and refunds the amount', async () => {
    const h = createHarness();
    const payout = await pendingPayout(h);
    const failed = await h.client.sandbox.simulatePayout(payout.payout_id, { status: 'failed', failure_reason: 'Account closed' });
    expect(failed).toEqual({ ...payout, status: 'failed', failure_reason: 'Account closed', completed_at: null });
    expect(await balances(h)).toEqual({ AUD: '300.00' });
  });

  it('refuses to simulate a payout twice, whatever the outcome', async () => {
    const h = createHarness();
    const payout = await pendingPayout(h);
    await h.client.sandbox.simulatePayout(payout.payout_id, { status: 'failed', failure_reason: 'Account closed' });
    const again = await failure(h.client.sandbox.simulatePayout(payout.payout_id, { status: 'completed' }));
    expect(again).toBeInstanceOf(UnprocessableEntityError);
    expect(again.message).toBe(`Payout ${payout.payout_id} is failed; only a pending payout can be simulated`);
    const twice = await failure(h.client.sandbox.simulatePayout(payout.payout_id, { status: 'failed', failure_reason: 'again' }));
    expect(twice.status).toBe(422);
    expect(await balances(h)).toEqual({ AUD: '300.00' }); // refunded once, not twice
  });

  it('requires failure_reason for failed and refuses it for completed', async () => {
    const h = createHarness();
    const payout = await pendingPayout(h);
    const missing = await failure(h.client.sandbox.simulatePayout(payout.payout_id, { status: 'failed' }));
    expect(missing).toBeInstanceOf(BadRequestError);
    expect(missing.message).toBe('failure_reason is required when status is failed');
    const refused = await failure(h.client.sandbox.simulatePayout(payout.payout_id, { status: 'completed', failure_reason: 'n/a' }));
    expect(refused.message).toBe('failure_reason must not be sent when status is completed');
    const status = await failure(h.client.sandbox.simulatePayout(payout.payout_id, { status: 'settled' as 'completed' }));
    expect(status.message).toBe('status must be one of: completed, failed');
    expect((await h.client.payouts.retrieve(payout.payout_id)).status).toBe('pending');
  });

  it('answers 404 for unknown payouts', async () => {
    const h = createHarness();
    const simulated = await failure(h.client.sandbox.simulatePayout('po_missing', { status: 'completed' }));
    expect(simulated).toBeInstanceOf(NotFoundError);
    expect(simulated).toMatchObject({ status: 404, code: 'not_found', message: 'No payout with id "po_missing"' });
    const retrieved = await failure(h.client.payouts.retrieve('po_missing'));
    expect(retrieved).toBeInstanceOf(NotFoundError);
  });
});
