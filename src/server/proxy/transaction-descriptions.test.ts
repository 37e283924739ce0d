/**
 * The service's transaction names only the link it came through (payment_link_id), never what was
 * sold; the dashboard's rows lead with a description, so the proxy's list adds the link's, read
 * with the real API (GET /v1/payment-links/:id) once per link and kept, as for the links' list.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness } from '../../../test/support/proxy-harness';

type Harness = Awaited<ReturnType<typeof createProxyHarness>>;

async function paid(p: Harness, description?: string) {
  const link = await p.client.paymentLinks.create({ amount: '7.00', currency: 'USDT', ...(description ? { description } : {}) });
  const opened = await p.call('POST', `/payment-links/${link.id}/checkout`);
  await p.client.sandbox.simulatePayment(opened.body.payment.payment_id, { status: 'settled' });
  await p.sandbox.idle();
  return link;
}

async function dashboard() {
  const p = await createProxyHarness({ policies: { authorize: () => true } });
  const linkReads = () => p.upstream.filter((r) => r.method === 'GET' && /^\/v1\/payment-links\/pl_/.test(new URL(r.url).pathname)).length;
  return { p, linkReads };
}

describe('GET /transactions', () => {
  it('gives each transaction its link’s description, null when the link has none', async () => {
    const { p } = await dashboard();
    const beans = await paid(p, 'Coffee beans 1 kg');
    const bare = await paid(p);
    const listed = await p.call('GET', '/transactions');
    expect(listed.status).toBe(200);
    const byLink = new Map((listed.body.data as Array<{ payment_link_id: string }>).map((row) => [row.payment_link_id, row]));
    expect(byLink.get(beans.id)).toMatchObject({ description: 'Coffee beans 1 kg', status: 'settled' });
    expect(byLink.get(bare.id)).toMatchObject({ description: null });
  });

  it('reads each link once, however often the list is asked for', async () => {
    const { p, linkReads } = await dashboard();
    await paid(p, 'A tee');
    await paid(p, 'Socks');
    const before = linkReads();
    for (let i = 0; i < 3; i++) expect((await p.call('GET', '/transactions')).status).toBe(200);
    expect(linkReads() - before).toBe(2);
  });

  it('lists the transactions without a description when a link cannot be read, rather than failing the list', async () => {
    const { p } = await dashboard();
    await paid(p, 'A tee');
    const original = p.sandbox.fetch;
    p.sandbox.fetch = (input, init) => {
      const request = new Request(input, init);
      if (/^\/v1\/payment-links\/pl_/.test(new URL(request.url).pathname))
        return Promise.resolve(Response.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }));
      return original(request);
    };
    const listed = await p.call('GET', '/transactions');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).not.toHaveProperty('description');
  });
});
