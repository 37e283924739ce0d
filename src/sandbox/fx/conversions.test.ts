import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { BadRequestError, NotFoundError, PermissionDeniedError, UnprocessableEntityError } from '../../shared/errors';
import { multiply, subtract } from '../../shared/money';
import { liveRate } from './rates';
import { failure } from '../../../test/support/refusal';

type Harness = ReturnType<typeof createHarness>;

async function fund(h: Harness, currency: string, amount: string) {
  const res = await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency, amount } });
  expect(res.status).toBe(200);
}

/**
 * The platform's balances. Read through the funding route's answer (it lists the whole wallet)
 * by crediting a marker currency no test converts, so these tests need no other domain.
 */
async function balances(h: Harness): Promise<Record<string, string>> {
  const res = await h.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'ZZZ', amount: '1' } });
  const entries = (res.body.data as { currency: string; available: string }[]).filter((e) => e.currency !== 'ZZZ');
  return Object.fromEntries(entries.map((e) => [e.currency, e.available]));
}

const AUD_TO_USDT = { sell_currency: 'AUD', buy_currency: 'USDT' } as const;

describe('POST /api/v1/fx/conversions at the live rate', () => {
  it('debits the sell side and credits the buy side exactly, converted at once', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000.00');
    await h.sandbox.advance(90);
    const conversion = await h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100.00', conversion_type: 'rate', reference: 'order-7' });
    const rate = liveRate(1, 'AUD', 'USDT', TEST_START + 90_000);
    expect(conversion).toEqual({
      conversion_id: expect.stringMatching(/^conv_/),
      status: 'converted',
      sell_currency: 'AUD',
      buy_currency: 'USDT',
      sell_amount: '100.00',
      buy_amount: multiply('100.00', rate, 6, 'down'),
      rate,
      conversion_type: 'rate',
      quote_id: null,
      reference: 'order-7',
      failure_reason: null,
      created_at: new Date(TEST_START + 90_000).toISOString(),
      converted_at: new Date(TEST_START + 90_000).toISOString(),
    });
    expect(await balances(h)).toEqual({ AUD: '900.00', USDT: conversion.buy_amount });
    expect(await h.client.fx.retrieveConversion(conversion.conversion_id)).toEqual(conversion);
  });

  it('with buy_amount fixed, credits exactly that and debits the calculated sell side', async () => {
    const h = createHarness();
    await fund(h, 'USDT', '500');
    const conversion = await h.client.fx.createConversion({ sell_currency: 'USDT', buy_currency: 'AUD', buy_amount: '150.00', conversion_type: 'rate' });
    expect(conversion.buy_amount).toBe('150.00');
    expect(await balances(h)).toEqual({ USDT: subtract('500', conversion.sell_amount), AUD: '150.00' });
  });

  it('refuses when the sell-currency balance is short, and moves nothing', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '50.00');
    const error = await failure(h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100.00', conversion_type: 'rate' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_entity' });
    expect(error.message).toBe('Insufficient balance in the sell currency: 100.00 AUD needed, 50.00 AUD available to the platform account');
    expect(await balances(h)).toEqual({ AUD: '50.00' });
  });

  it('refuses amounts below the pair minimum and a missing capability with 422', async () => {
    const h = createHarness();
    await fund(h, 'ETH', '1');
    const small = await failure(h.client.fx.createConversion({ sell_currency: 'ETH', buy_currency: 'USDC', sell_amount: '0.004', conversion_type: 'rate' }));
    expect(small.status).toBe(422);
    expect(small.message).toBe('sell_amount is below the minimum of 0.005 ETH for ETH→USDC');

    const none = createHarness({ platformCapabilities: [] });
    await fund(none, 'AUD', '1000');
    const error = await failure(none.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.message).toMatch(/^The fx_conversion capability is not active for the platform account/);
    expect(await balances(none)).toEqual({ AUD: '1000' });
  });

  it.each([
    [
      'quote_id with conversion_type rate',
      { conversion_type: 'rate', quote_id: 'quote_x', sell_amount: '100' },
      /quote_id must not be sent when conversion_type is rate/,
    ],
    ['no quote_id with conversion_type quote', { conversion_type: 'quote', sell_amount: '100' }, /quote_id is required when conversion_type is quote/],
    ['an unknown conversion_type', { conversion_type: 'spot', sell_amount: '100' }, /conversion_type must be one of: rate, quote/],
    ['both amounts', { conversion_type: 'rate', sell_amount: '100', buy_amount: '60' }, /send exactly one of sell_amount or buy_amount/],
    ['a reference over 200 characters', { conversion_type: 'rate', sell_amount: '100', reference: 'x'.repeat(201) }, /reference must be at most 200 characters/],
  ])('refuses %s with 400', async (_name, fields, message) => {
    const h = createHarness();
    const error = await failure(h.client.fx.createConversion({ ...AUD_TO_USDT, ...(fields as { conversion_type: 'rate' }) }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
  });
});

describe('POST /api/v1/fx/conversions with a quote', () => {
  it('uses the locked rate and amounts even after the live rate has moved', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000.00');
    await h.sandbox.advance(50);
    const quote = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '200' });
    await h.sandbox.advance(25); // next virtual minute, quote still valid
    expect(liveRate(1, 'AUD', 'USDT', TEST_START + 75_000)).not.toBe(quote.rate);
    const conversion = await h.client.fx.createConversion({
      ...AUD_TO_USDT,
      sell_amount: '200.00',
      conversion_type: 'quote',
      quote_id: quote.quote_id,
    });
    expect(conversion).toMatchObject({
      status: 'converted',
      conversion_type: 'quote',
      quote_id: quote.quote_id,
      rate: quote.rate,
      sell_amount: quote.sell_amount,
      buy_amount: quote.buy_amount,
      reference: null,
    });
    expect(await balances(h)).toEqual({ AUD: '800.00', USDT: quote.buy_amount });
  });

  it('accepts a buy-side quote when the request repeats its buy_amount', async () => {
    const h = createHarness();
    await fund(h, 'EUR', '100');
    const quote = await h.client.fx.createQuote({ sell_currency: 'EUR', buy_currency: 'USD', buy_amount: '50' });
    const conversion = await h.client.fx.createConversion({
      sell_currency: 'EUR',
      buy_currency: 'USD',
      buy_amount: '50.00',
      conversion_type: 'quote',
      quote_id: quote.quote_id,
    });
    expect(conversion.sell_amount).toBe(quote.sell_amount);
    expect(await balances(h)).toEqual({ EUR: subtract('100', quote.sell_amount), USD: '50.00' });
  });

  it('accepts the quote up to quote_expiry and refuses it a second later, naming the expiry', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000');
    const onTime = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '100' });
    const late = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '100' });
    await h.sandbox.advance(30);
    await expect(h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'quote', quote_id: onTime.quote_id })).resolves.toMatchObject({
      status: 'converted',
    });
    await h.sandbox.advance(1);
    const error = await failure(h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'quote', quote_id: late.quote_id }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.message).toBe(`Quote ${late.quote_id} expired at ${late.quote_expiry}; request a new quote`);
    expect(late.quote_expiry).toBe(new Date(TEST_START + 30_000).toISOString());
    expect((await balances(h)).AUD).toBe('900.00');
  });

  it('refuses a quote that was already used', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000');
    const quote = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '100' });
    const body = { ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'quote', quote_id: quote.quote_id } as const;
    const first = await h.client.fx.createConversion(body);
    const error = await failure(h.client.fx.createConversion(body));
    expect(error.status).toBe(422);
    expect(error.message).toBe(`Quote ${quote.quote_id} was already used by conversion ${first.conversion_id}; a quote converts once`);
    expect((await balances(h)).AUD).toBe('900.00');
  });

  it('refuses a request that does not match the quote', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000');
    const quote = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '100' });
    const base = { conversion_type: 'quote', quote_id: quote.quote_id } as const;

    const pair = await failure(h.client.fx.createConversion({ ...base, sell_currency: 'AUD', buy_currency: 'USDC', sell_amount: '100' }));
    expect(pair.status).toBe(422);
    expect(pair.message).toBe(`Quote ${quote.quote_id} is for AUD→USDT, not AUD→USDC`);

    const amount = await failure(h.client.fx.createConversion({ ...base, ...AUD_TO_USDT, sell_amount: '120' }));
    expect(amount.status).toBe(422);
    expect(amount.message).toBe(`sell_amount 120 does not match the sell_amount 100.00 of quote ${quote.quote_id}`);

    const side = await failure(h.client.fx.createConversion({ ...base, ...AUD_TO_USDT, buy_amount: '1' }));
    expect(side.message).toMatch(/^buy_amount 1 does not match the buy_amount /);

    // The quote survives failed attempts.
    await expect(h.client.fx.createConversion({ ...base, ...AUD_TO_USDT, sell_amount: '100' })).resolves.toMatchObject({ status: 'converted' });
  });

  it('answers 404 for an unknown quote', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000');
    const error = await failure(h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'quote', quote_id: 'quote_nope' }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No quote with id "quote_nope"' });
  });

  it('checks the balance for quote conversions too', async () => {
    const h = createHarness();
    const quote = await h.client.fx.createQuote({ ...AUD_TO_USDT, sell_amount: '100' });
    const error = await failure(h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'quote', quote_id: quote.quote_id }));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^Insufficient balance in the sell currency: 100\.00 AUD needed, 0 AUD available/);
  });
});

describe('pending conversions (holdConversions) and the conversion simulator', () => {
  it('debits at once, credits the buy side only when simulated converted', async () => {
    const h = createHarness({ holdConversions: true });
    await fund(h, 'AUD', '1000.00');
    const pending = await h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' });
    expect(pending).toMatchObject({ status: 'pending', converted_at: null, failure_reason: null });
    expect(await balances(h)).toEqual({ AUD: '900.00' });
    expect((await h.client.fx.retrieveConversion(pending.conversion_id)).status).toBe('pending');

    await h.sandbox.advance(5);
    const done = await h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'converted' });
    expect(done).toMatchObject({ status: 'converted', converted_at: new Date(TEST_START + 5_000).toISOString(), buy_amount: pending.buy_amount });
    expect(await balances(h)).toEqual({ AUD: '900.00', USDT: pending.buy_amount });
    expect(await h.client.fx.retrieveConversion(pending.conversion_id)).toEqual(done);

    const again = await failure(h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'failed', failure_reason: 'late' }));
    expect(again).toBeInstanceOf(UnprocessableEntityError);
    expect(again.message).toBe(`Conversion ${pending.conversion_id} is converted; only a pending conversion can be simulated`);
    expect(await balances(h)).toEqual({ AUD: '900.00', USDT: pending.buy_amount });
  });

  it('refunds the sell side when simulated failed, with the failure_reason', async () => {
    const h = createHarness({ holdConversions: true });
    await fund(h, 'AUD', '1000.00');
    const pending = await h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' });
    const failed = await h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'failed', failure_reason: 'Liquidity provider rejected the trade' });
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'Liquidity provider rejected the trade', converted_at: null });
    expect(await balances(h)).toEqual({ AUD: '1000.00' });
    expect((await h.client.fx.retrieveConversion(pending.conversion_id)).status).toBe('failed');
    const again = await failure(h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'converted' }));
    expect(again.status).toBe(422);
  });

  it('validates the simulator body and refuses conversions that were never pending', async () => {
    const h = createHarness({ holdConversions: true });
    await fund(h, 'AUD', '1000.00');
    const pending = await h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' });
    const noReason = await failure(h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'failed' }));
    expect(noReason).toBeInstanceOf(BadRequestError);
    expect(noReason.message).toBe('failure_reason is required when status is failed');
    const extra = await failure(h.client.sandbox.simulateConversion(pending.conversion_id, { status: 'converted', failure_reason: 'x' }));
    expect(extra.message).toBe('failure_reason must not be sent when status is converted');
    const unknown = await failure(h.client.sandbox.simulateConversion('conv_nope', { status: 'converted' }));
    expect(unknown).toBeInstanceOf(NotFoundError);

    const immediate = createHarness();
    await fund(immediate, 'AUD', '1000.00');
    const converted = await immediate.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' });
    const error = await failure(immediate.client.sandbox.simulateConversion(converted.conversion_id, { status: 'failed', failure_reason: 'x' }));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/is converted; only a pending conversion can be simulated/);
  });
});

describe('GET /api/v1/fx/conversions/{conversion_id}', () => {
  it('answers 404 not_found for an unknown id', async () => {
    const h = createHarness();
    const error = await failure(h.client.fx.retrieveConversion('conv_missing'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No conversion with id "conv_missing"' });
  });

  it('refuses x-on-behalf-of naming no connected account', async () => {
    const h = createHarness();
    await fund(h, 'AUD', '1000.00');
    const conversion = await h.client.fx.createConversion({ ...AUD_TO_USDT, sell_amount: '100', conversion_type: 'rate' });
    const error = await failure(h.client.fx.retrieveConversion(conversion.conversion_id, { onBehalfOf: 'acct_nobody' }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
  });
});
