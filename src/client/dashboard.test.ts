import { describe, expect, it } from 'vitest';
import { createDashboardBackend, json, problem } from '../../test/fixtures/dashboard';
import { NotFoundError, UnprocessableEntityError } from '../shared/errors';
import { getTransaction, listPaymentLinks, listTransactions } from './dashboard';
import { createFxQuote } from './fx';

const page = { data: [], total: 0, limit: 20, offset: 0 };

describe('dashboard calls', () => {
  it('send only the filters that are set, in the query', async () => {
    const backend = createDashboardBackend({ routes: { 'GET /transactions': () => json(200, page), 'GET /payment-links': () => json(200, page) } });
    await listTransactions(backend.client, { status: 'settled', currency: '', payment_link_id: undefined, from: '2026-11-01T00:00:00Z', limit: 50, offset: 0 });
    await listPaymentLinks(backend.client);
    expect(backend.requests).toEqual(['GET /transactions?status=settled&from=2026-11-01T00%3A00%3A00Z&limit=50&offset=0', 'GET /payment-links']);
  });

  it('encode an id as one path segment, so it cannot reach another operation', async () => {
    const backend = createDashboardBackend({ routes: { 'GET /transactions/:id': ({ params }) => problem(404, 'not_found', `No such transaction ${params.id}`) } });
    await expect(getTransaction(backend.client, '../balances')).rejects.toBeInstanceOf(NotFoundError);
    expect(backend.requests).toEqual(['GET /transactions/..%2Fbalances']);
  });

  it('hand a refusal over as the typed error with the proxy’s words', async () => {
    const backend = createDashboardBackend({
      routes: { 'POST /fx/quotes': () => problem(422, 'unprocessable_entity', 'sell_amount 0.50 is below the USDT/AUD minimum of 1.00') },
    });
    const refusal = createFxQuote(backend.client, { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '0.50' });
    await expect(refusal).rejects.toBeInstanceOf(UnprocessableEntityError);
    await expect(refusal).rejects.toThrow('below the USDT/AUD minimum of 1.00');
  });
});
