/**
 * The service's list of payment links leaves out each link's description and paid_at (docs/service-contract.md#payment-links); the dashboard
 * names links by their description, so the proxy fills both in from one read per link, kept (a
 * description never changes, nor paid_at once paid). Before, each browser read every listed link
 * itself, through the public link view and its rate limit: paging quickly met 429s.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';

async function dashboard() {
  const p = await createProxyHarness({ policies: { authorize: () => true } });
  const linkReads = () => p.upstream.filter((r) => r.method === 'GET' && /^\/v1\/payment-links\/pl_/.test(new URL(r.url).pathname)).length;
  return { p, linkReads };
}

describe('GET /payment-links', () => {
  it('carries each link’s description (null when it has none) and a paid link’s paid_at', async () => {
    const { p } = await dashboard();
    const tee = await p.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const bare = await p.client.paymentLinks.create({ amount: '9.00', currency: 'USDT' });
    const paid = await p.client.paymentLinks.create({ amount: '7.00', currency: 'USDT', description: 'Socks' });
    const opened = await p.call('POST', `/payment-links/${paid.id}/checkout`);
    await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();

    const listed = await p.call('GET', '/payment-links');
    expect(listed.status).toBe(200);
    const byId = new Map((listed.body.data as Array<{ id: string }>).map((link) => [link.id, link]));
    expect(byId.get(tee.id)).toMatchObject({ description: 'A tee', status: 'active' });
    expect(byId.get(bare.id)).toMatchObject({ description: null });
    expect(byId.get(paid.id)).toMatchObject({ description: 'Socks', status: 'paid', paid_at: expect.stringMatching(/^\d{4}-/) });
  });

  it('reads each link once, however often the list is asked for, and a link again once it shows as paid', async () => {
    const { p, linkReads } = await dashboard();
    const link = await p.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    await p.client.paymentLinks.create({ amount: '9.00', currency: 'USDT' });
    for (let i = 0; i < 3; i++) expect((await p.call('GET', '/payment-links')).status).toBe(200);
    expect(linkReads()).toBe(2);

    const opened = await p.call('POST', `/payment-links/${link.id}/checkout`);
    await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
    await p.sandbox.idle();
    const before = linkReads();
    const listed = await p.call('GET', '/payment-links');
    const entry = (listed.body.data as Array<{ id: string; paid_at?: string }>).find((l) => l.id === link.id);
    expect(entry?.paid_at).toMatch(/^\d{4}-/);
    expect(linkReads() - before).toBe(1);
  });

  it('lists the links without their details when a read fails, rather than failing the list', async () => {
    const { p } = await dashboard();
    await p.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const original = p.sandbox.fetch;
    p.sandbox.fetch = (input, init) => {
      const request = new Request(input, init);
      if (/^\/v1\/payment-links\/pl_/.test(new URL(request.url).pathname))
        return Promise.resolve(Response.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }));
      return original(request);
    };
    const listed = await p.call('GET', '/payment-links');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).not.toHaveProperty('description');
  });
});
