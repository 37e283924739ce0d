/**
 * checkoutForPage: a link's checkout opened in process for a page the server paints, exactly as
 * the page's own POST /payment-links/:id/checkout would open it: the same payment, shared with a
 * request under way, the same rate limit and `authorize`, and what the browser would have been
 * answered when it cannot be opened.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PROXY_BASE } from '../../../test/support/proxy-harness';
import type { OperationName } from './policies';

type PaykitHarness = Awaited<ReturnType<typeof createProxyHarness>>;

/** The payer's request for the page (the painted page's checkout is opened for it). */
const pageRequest = (linkId: string) => new Request(`${PROXY_BASE.replace('/api/paykit', '')}/pay/${linkId}`, { headers: { 'sec-fetch-dest': 'document' } });

/** A proxy over the sandbox; `handler` is the one under test, and `post` the page's own request to it. */
async function setup(extra: Parameters<PaykitHarness['makeHandler']>[0] = {}) {
  const p = await createProxyHarness();
  const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  const creates = () => p.upstream.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payments');
  const linkReads = () => p.upstream.filter((r) => r.method === 'GET' && /^\/v1\/payment-links\/pl_[^/]+$/.test(new URL(r.url).pathname));
  const handler = p.makeHandler(extra);
  const post = () => p.call('POST', `/payment-links/${link.id}/checkout`, { body: {}, via: handler });
  return { p, link, handler, post, creates, linkReads };
}

describe('checkoutForPage', () => {
  it('opens the same checkout the browser’s POST answers, and the POST then finds it', async () => {
    const { link, handler, post, creates, linkReads } = await setup();
    const opened = await handler.checkoutForPage(pageRequest(link.id), link.id);
    if (!('checkout' in opened)) throw new Error(`refused: ${JSON.stringify(opened)}`);
    expect(linkReads()).toHaveLength(1);
    const reload = await post();
    expect(reload.status).toBe(200);
    expect(JSON.stringify({ ...opened.checkout, payment: { ...opened.checkout.payment, server_time: 'now' } })).toBe(
      JSON.stringify({ ...reload.body, payment: { ...reload.body.payment, server_time: 'now' } }),
    );
    expect(creates()).toHaveLength(1);
  });

  it('joins the checkout a POST has under way: one payment for both', async () => {
    const { link, handler, post, creates } = await setup();
    const [posted, opened] = await Promise.all([post(), handler.checkoutForPage(pageRequest(link.id), link.id)]);
    expect(posted.status).toBe(201);
    expect('checkout' in opened && opened.checkout.payment.payment_id).toBe(posted.body.payment.payment_id);
    expect(creates()).toHaveLength(1);
  });

  it('answers what the browser would get for a link the service lacks (404, one read) or cannot name (404, none)', async () => {
    const { handler, linkReads } = await setup();
    expect(await handler.checkoutForPage(pageRequest('pl_NoSuchLink0000000000000000'), 'pl_NoSuchLink0000000000000000')).toEqual({
      refused: { status: 404, code: 'not_found' },
    });
    expect(linkReads()).toHaveLength(1);
    expect(await handler.checkoutForPage(pageRequest('garbage'), 'garbage')).toEqual({ refused: { status: 404, code: 'not_found' } });
    expect(linkReads()).toHaveLength(1);
  });

  it('asks authorize for paymentLinks.checkout with the payer’s request, and reads nothing when refused', async () => {
    const asked: Array<[string, OperationName]> = [];
    const { p, link, handler } = await setup({
      policies: {
        authorize: (request, operation) => {
          asked.push([new URL(request.url).pathname, operation]);
          return false;
        },
      },
    });
    const since = p.mark();
    expect(await handler.checkoutForPage(pageRequest(link.id), link.id)).toEqual({ refused: { status: 403, code: 'forbidden' } });
    expect(asked).toEqual([[`/pay/${link.id}`, 'paymentLinks.checkout']]);
    expect(since()).toEqual([]);
  });

  it('counts against the payer’s rate limit, as the POST does', async () => {
    const { link, handler, post } = await setup({ limits: { rateLimit: { burst: 1, perSecond: 0.001 } } });
    expect((await post()).status).toBe(201);
    expect(await handler.checkoutForPage(pageRequest(link.id), link.id)).toEqual({ refused: { status: 429, code: 'rate_limited' } });
  });

  it('reports an outage to onError, as the route does, and answers it', async () => {
    const errors: unknown[] = [];
    const { p, link, handler } = await setup({ onError: (error) => errors.push(error) });
    p.sandbox.fetch = () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'));
    const opened = await handler.checkoutForPage(pageRequest(link.id), link.id);
    expect('refused' in opened && opened.refused.status).toBeGreaterThanOrEqual(500);
    expect(errors).toHaveLength(1);
  });
});
