import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { BadRequestError, UnprocessableEntityError } from '../../shared/errors';
import { add, compare, divide, multiply, subtract } from '../../shared/money';
import { liveRate } from './rates';
import { failure } from '../../../test/support/refusal';

describe('POST /api/v1/fx/quotes', () => {
  it('quotes a fixed sell amount: buy = sell × rate rounded down to the buy currency scale', async () => {
    const { client } = createHarness();
    const quote = await client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100.00' });
    expect(quote).toMatchObject({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100.00' });
    expect(quote.quote_id).toMatch(/^quote_/);
    expect(quote.rate).toBe(liveRate(1, 'AUD', 'USDT', TEST_START));
    // Independent of the implementation's rounding call: buy ≤ exact product < buy + 1 µUSDT.
    const exact = multiply('100.00', quote.rate, 30);
    expect(quote.buy_amount).toMatch(/^\d+\.\d{6}$/);
    expect(compare(quote.buy_amount, exact)).toBeLessThanOrEqual(0);
    expect(compare(add(quote.buy_amount, '0.000001'), exact)).toBe(1);
    expect(quote.buy_amount).toBe(multiply('100.00', quote.rate, 6, 'down'));
    // And the rate is the AUD mid (0.65) within ±0.2 %.
    expect(compare(quote.rate, '0.6487')).toBe(1);
    expect(compare(quote.rate, '0.6513')).toBe(-1);
  });

  it('quotes a fixed buy amount: sell = buy ÷ rate rounded up to the sell currency scale', async () => {
    const { client } = createHarness();
    const quote = await client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', buy_amount: '65' });
    expect(quote.buy_amount).toBe('65.000000');
    expect(quote.sell_amount).toMatch(/^\d+\.\d{2}$/);
    const exact = divide('65', quote.rate, 30);
    expect(compare(quote.sell_amount, exact)).toBeGreaterThanOrEqual(0);
    expect(compare(subtract(quote.sell_amount, '0.01'), exact)).toBe(-1);
    expect(quote.sell_amount).toBe(divide('65', quote.rate, 2, 'up'));
    // Selling the calculated amount never buys less than was asked for.
    expect(compare(multiply(quote.sell_amount, quote.rate, 30), '65')).toBeGreaterThanOrEqual(0);
  });

  it("never rounds in the account's favour, for any amount and pair", async () => {
    const { client, sandbox } = createHarness();
    const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3_000, max: 100_000_000 }), // 30 AUD clears every minimum
        fc.constantFrom('USDT', 'BTC', 'ETH', 'EUR'),
        fc.boolean(),
        async (amountCents, other, fixSell) => {
          await sandbox.advance(60); // a fresh rate each run
          const scale = other === 'BTC' || other === 'ETH' ? 8 : other === 'EUR' ? 2 : 6;
          if (fixSell) {
            const quote = await client.fx.createQuote({ sell_currency: 'AUD', buy_currency: other, sell_amount: cents(amountCents) });
            const exact = multiply(quote.sell_amount, quote.rate, 40);
            const step = `0.${'0'.repeat(scale - 1)}1`;
            expect(compare(quote.buy_amount, exact)).toBeLessThanOrEqual(0);
            expect(compare(add(quote.buy_amount, step), exact)).toBe(1);
          } else {
            const quote = await client.fx.createQuote({ sell_currency: other, buy_currency: 'AUD', buy_amount: cents(amountCents) });
            const exact = divide(quote.buy_amount, quote.rate, 40);
            const step = `0.${'0'.repeat(scale - 1)}1`;
            expect(compare(quote.sell_amount, exact)).toBeGreaterThanOrEqual(0);
            expect(compare(subtract(quote.sell_amount, step), exact)).toBe(-1);
          }
        },
      ),
      { numRuns: 150, seed: 20260115 },
    );
  });

  it('prices crypto pairs at their own scales', async () => {
    const { client } = createHarness();
    const quote = await client.fx.createQuote({ sell_currency: 'BTC', buy_currency: 'ETH', sell_amount: '0.5' });
    expect(quote.sell_amount).toBe('0.50000000');
    expect(quote.buy_amount).toBe(multiply('0.50000000', quote.rate, 8, 'down'));
    expect(compare(quote.buy_amount, '10.1')).toBe(1); // 0.5 × 65000 / 3200 = 10.15625 at the mid
  });

  it('expires 30 virtual seconds after creation and stamps times from the virtual clock', async () => {
    const { client, sandbox } = createHarness();
    await sandbox.advance(12);
    const quote = await client.fx.createQuote({ sell_currency: 'USDC', buy_currency: 'EUR', sell_amount: 50 });
    expect(quote.created_at).toBe(new Date(TEST_START + 12_000).toISOString());
    expect(quote.quote_expiry).toBe(new Date(TEST_START + 42_000).toISOString());
  });

  it('gives the same rate within a virtual minute and a new one in the next', async () => {
    const { client, sandbox } = createHarness();
    const body = { sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100' } as const;
    const first = await client.fx.createQuote(body);
    await sandbox.advance(59);
    expect((await client.fx.createQuote(body)).rate).toBe(first.rate);
    const later: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sandbox.advance(60);
      later.push((await client.fx.createQuote(body)).rate);
    }
    expect(later.some((rate) => rate !== first.rate)).toBe(true);
  });

  it('is reproducible for a seed', async () => {
    const body = { sell_currency: 'ETH', buy_currency: 'AUD', sell_amount: '1' } as const;
    const a = await createHarness({ seed: 42 }).client.fx.createQuote(body);
    const b = await createHarness({ seed: 42 }).client.fx.createQuote(body);
    expect(b.rate).toBe(a.rate);
    expect(b.buy_amount).toBe(a.buy_amount);
    expect(b.quote_id).toBe(a.quote_id);
  });

  it.each([
    ['both amounts', { sell_amount: '100', buy_amount: '60' }, /buy_amount must not be sent together with sell_amount/],
    ['neither amount', {}, /sell_amount is required unless buy_amount is given/],
    ['a zero amount', { sell_amount: '0' }, /sell_amount must be greater than zero/],
    ['an exponent', { sell_amount: '1e3' }, /sell_amount must be a decimal string/],
    ['more decimals than the currency has', { sell_amount: '100.001' }, /sell_amount has more decimal places than AUD allows \(2\)/],
  ])('refuses %s with 400 naming the rule', async (_name, amounts, message) => {
    const { client } = createHarness();
    const error = await failure(client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', ...amounts }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.message).toMatch(message);
  });

  it('refuses the same currency on both sides and names the field', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/api/v1/fx/quotes', { body: { sell_currency: 'USDT', buy_currency: 'USDT', sell_amount: '10' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'buy_currency' });
    expect(res.body.error.message).toMatch(/buy_currency must differ from sell_currency/);
  });

  it('refuses an unsupported currency, listing the supported ones', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/fx/quotes', { body: { sell_currency: 'GBP', buy_currency: 'USDT', sell_amount: '10' } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('sell_currency');
    expect(res.body.error.message).toBe('sell_currency must be a supported currency: USDT, USDC, AUD, USD, EUR, BTC, ETH');
  });

  it('refuses a sell amount below the currency minimum with 422 naming it', async () => {
    const { client } = createHarness();
    const error = await failure(client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '9.99' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_entity' });
    expect(error.message).toBe('sell_amount is below the minimum of 10.00 AUD for AUD→USDT');
    // Exactly the minimum is fine.
    await expect(client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '10' })).resolves.toMatchObject({
      sell_amount: '10.00',
    });
    const btc = await failure(client.fx.createQuote({ sell_currency: 'BTC', buy_currency: 'USD', sell_amount: '0.0001' }));
    expect(btc.message).toBe('sell_amount is below the minimum of 0.0002 BTC for BTC→USD');
  });

  it('applies the minimum to a sell side calculated from buy_amount', async () => {
    const { client } = createHarness();
    const error = await failure(client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', buy_amount: '5' }));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^sell_amount \(\d+\.\d{2} AUD, calculated from buy_amount\) is below the minimum of 10\.00 AUD for AUD→USDT$/);
  });

  it('requires the fx_conversion capability', async () => {
    const { client } = createHarness({ platformCapabilities: ['inbound_payments', 'outbound_payouts'] });
    const error = await failure(client.fx.createQuote({ sell_currency: 'AUD', buy_currency: 'USDT', sell_amount: '100' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.message).toMatch(/^The fx_conversion capability is not active for the platform account/);
  });
});
