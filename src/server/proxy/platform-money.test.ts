/**
 * actsAsPlatform: the merchant's own staff see and convert the platform's money; a customer's
 * session never does, whatever it sends, and still gets its own connected account's balances.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../shared/money';
import { approvedIndividual } from '../../../test/fixtures/sandbox-accounts';
import { createProxyHarness } from '../../../test/support/proxy-harness';

const STAFF = 'staff-session';

/** The platform holds 500 USDC, a customer 100 USDT; requests with the staff cookie are the merchant's staff. */
async function platformAndCustomer() {
  const p = await createProxyHarness();
  const accountId = await approvedIndividual(p.client);
  await p.client.connectedAccounts.activateCapabilities(accountId, ['inbound_payments', 'fx_conversion']);
  await p.sandboxCall('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: '100.00' }, headers: { 'x-on-behalf-of': accountId } });
  await p.sandboxCall('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDC', amount: '500.00' } });
  const isStaff = (request: Request) => request.headers.get('cookie') === `session=${STAFF}`;
  p.useHandler({
    policies: {
      // The customer is signed in on every request here; staff are told apart by the server's own session.
      resolveAccount: () => accountId,
      actsAsPlatform: isStaff,
      authorize: () => true,
    },
  });
  return { p, accountId };
}

const staff = { cookie: `session=${STAFF}` };
const currencies = (body: { data: Array<{ currency: string; available: string }> }) => Object.fromEntries(body.data.map((b) => [b.currency, b.available]));

describe('actsAsPlatform', () => {
  it('staff get the platform’s balances: no account named upstream', async () => {
    const { p } = await platformAndCustomer();
    const since = p.mark();
    const answer = await p.call('GET', '/balances', { headers: staff });
    expect(answer.status).toBe(200);
    expect(currencies(answer.body)).toMatchObject({ USDC: '500.00' });
    expect(currencies(answer.body)).not.toHaveProperty('USDT');
    expect(since()[0]?.headers.get('x-on-behalf-of')).toBeNull();
  });

  it('a customer still gets their connected account’s balances', async () => {
    const { p, accountId } = await platformAndCustomer();
    const since = p.mark();
    const answer = await p.call('GET', '/balances', { headers: { cookie: 'session=someone-else' } });
    expect(currencies(answer.body)).toEqual({ USDT: '100.00' });
    expect(since()[0]?.headers.get('x-on-behalf-of')).toBe(accountId);
  });

  it.each([
    ['a header naming the platform', { 'x-on-behalf-of': '', 'x-paykit-platform': 'true', 'x-staff': '1' }, ''],
    ['a query asking for it', {}, '?platform=true&acts_as_platform=1&account=platform'],
    ['a forged staff cookie beside its own', { cookie: `session=customer; staff=${STAFF}` }, ''],
  ])('a customer session never reaches the platform’s balances or FX, with %s', async (_what, headers, query) => {
    const { p, accountId } = await platformAndCustomer();
    const since = p.mark();
    const balances = await p.call('GET', `/balances${query}`, { headers });
    expect(currencies(balances.body)).toEqual({ USDT: '100.00' });
    const quote = await p.call('POST', `/fx/quotes${query}`, { headers, body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '10' } });
    const conversion = await p.call('POST', `/fx/conversions${query}`, {
      headers,
      body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' },
    });
    // The customer holds no USDC: refused by the service for their account, never paid from the platform's.
    expect(conversion.status).toBe(422);
    for (const request of since()) expect(request.headers.get('x-on-behalf-of')).toBe(accountId);
    expect(quote.status === 201 || quote.status === 422).toBe(true);
    expect(currencies((await p.call('GET', '/balances', { headers: staff })).body)).toMatchObject({ USDC: '500.00' });
  });

  it('a session without an account is 401, never the platform', async () => {
    const { p } = await platformAndCustomer();
    p.useHandler({
      policies: { resolveAccount: () => null, actsAsPlatform: (request) => request.headers.get('cookie') === `session=${STAFF}`, authorize: () => true },
    });
    const since = p.mark();
    expect((await p.call('GET', '/balances')).status).toBe(401);
    expect((await p.call('POST', '/fx/quotes', { body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '10' } })).status).toBe(401);
    expect(since()).toEqual([]);
  });

  it('only a literal true counts: a truthy string from somewhere is not the platform', async () => {
    const { p, accountId } = await platformAndCustomer();
    p.useHandler({ policies: { resolveAccount: () => accountId, actsAsPlatform: (request) => (request.headers.get('x-staff') ?? false) as unknown as boolean } });
    const since = p.mark();
    const answer = await p.call('GET', '/balances', { headers: { 'x-staff': 'yes' } });
    expect(currencies(answer.body)).toEqual({ USDT: '100.00' });
    expect(since()[0]?.headers.get('x-on-behalf-of')).toBe(accountId);
  });

  it('staff quote, convert and read back on the platform’s account; the customer cannot read that conversion', async () => {
    const { p } = await platformAndCustomer();
    const since = p.mark();
    const quote = await p.call('POST', '/fx/quotes', { headers: staff, body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '40' } });
    expect(quote.status).toBe(201);
    const conversion = await p.call('POST', '/fx/conversions', {
      headers: staff,
      body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '40', conversion_type: 'quote', quote_id: quote.body.quote_id },
    });
    expect(conversion).toMatchObject({ status: 201, body: { status: 'converted' } });
    expect(compare(conversion.body.sell_amount, '40')).toBe(0);
    const read = await p.call('GET', `/fx/conversions/${conversion.body.conversion_id}`, { headers: staff });
    expect(read.body).toEqual(conversion.body);
    for (const request of since()) expect(request.headers.get('x-on-behalf-of')).toBeNull();
    const after = currencies((await p.call('GET', '/balances', { headers: staff })).body);
    expect(compare(after.USDC ?? '', '460')).toBe(0);
    expect(compare(after.AUD ?? '', conversion.body.buy_amount)).toBe(0);

    const theirs = await p.call('GET', `/fx/conversions/${conversion.body.conversion_id}`);
    expect(theirs).toMatchObject({ status: 404, body: { error: { message: 'No such conversion' } } });
  });

  it('FX for staff still needs authorize', async () => {
    const { p, accountId } = await platformAndCustomer();
    p.useHandler({ policies: { resolveAccount: () => accountId, actsAsPlatform: () => true } });
    const since = p.mark();
    const answer = await p.call('POST', '/fx/quotes', { headers: staff, body: { sell_currency: 'USDC', buy_currency: 'AUD', sell_amount: '10' } });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(since()).toEqual([]);
  });
});
