/**
 * /pay/<id> for an id shaped like a link that the service does not know answers 404, as a
 * malformed one does (the page draws its own "not found" either way; the status tells crawlers,
 * monitors and the payer's browser history the truth). The look-up it costs is bounded: answers are
 * remembered for a while, each client gets only so many uncached look-ups, and a service that does
 * not answer in time never holds the page back.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutHarness } from '../../../test/support/checkout-harness';
import { RENDERER_PATH } from './paint-page';

const harnesses: Array<{ cleanup: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.cleanup()));
});

async function harness() {
  const h = await createCheckoutHarness();
  harnesses.push(h);
  return h;
}

/** How many times the server has read a payment link from the service so far. */
function countLinkReads(h: Awaited<ReturnType<typeof harness>>): () => number {
  let reads = 0;
  const original = h.sandbox.fetch;
  h.sandbox.fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET' && /\/v1\/payment-links\/pl_/.test(new URL(request.url).pathname)) reads += 1;
    return original(request);
  };
  return () => reads;
}

describe('/pay/<a well-formed id the service does not know>', () => {
  it('answers the page with 404, like a malformed id', async () => {
    const h = await harness();
    const unknown = await h.call('/pay/pl_NoSuchLink0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('still answers a link the service knows with 200', async () => {
    const h = await harness();
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    expect((await h.call(`/pay/${link.id}`)).status).toBe(200);
  });

  it('asks the service once for an id, however often the page is opened', async () => {
    const h = await harness();
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const linkReads = countLinkReads(h);
    for (let i = 0; i < 5; i++) {
      expect((await h.call(`/pay/${link.id}`)).status).toBe(200);
      expect((await h.call('/pay/pl_NoSuchLink0000000000000000')).status).toBe(404);
    }
    expect(linkReads()).toBe(2);
  });

  it('serves the page with 200 when the service cannot be asked (it is down, or this client asked too often)', async () => {
    const h = await harness();
    const linkReads = countLinkReads(h);
    h.setUpstreamUp(false);
    expect((await h.call('/pay/pl_Unknowable000000000000000')).status).toBe(200);
    h.setUpstreamUp(true);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await h.call(`/pay/pl_Random${i}`)).status);
    // The first few are looked up; past the client's budget the page is served without asking.
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(-5)).toEqual([200, 200, 200, 200, 200]);
    expect(linkReads()).toBeLessThan(40);
  });
});

/** A renderer that paints the not-found page with what it was given, so the test reads it back. */
const STAND_IN = `export async function paint() { throw new Error('no checkout to paint here'); }
export async function paintNotFound(input) {
  const lang = input.languages[0] === 'ar' ? 'ar' : 'en';
  return { html: '<div class="pay"><main class="notice" data-stage="not-found" data-said="' + encodeURIComponent(JSON.stringify(input)) + '"></main></div>', lang, dir: lang === 'ar' ? 'rtl' : 'ltr', title: 'Not found for ' + (input.merchant.name ?? '') };
}
`;

describe('/pay/<an id no link has>, with the page’s renderer', () => {
  it.each([
    ['unknown', '/pay/pl_NoSuchLink0000000000000000'],
    ['malformed', '/pay/garbage'],
  ])('paints the not-found page in the payer’s language (%s), so it reads the same without JavaScript', async (_kind, path) => {
    const h = await createCheckoutHarness({ merchantName: 'Tee Shop', testMode: true });
    harnesses.push(h);
    await mkdir(join(h.pageDir, 'server'), { recursive: true });
    await writeFile(join(h.pageDir, RENDERER_PATH), STAND_IN);
    const response = await h.call(`${path}?lang=ar`, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    const said = JSON.parse(decodeURIComponent(/data-said="([^"]*)"/.exec(html)?.[1] ?? 'null')) as unknown;
    expect(said).toEqual({ merchant: { name: 'Tee Shop' }, testMode: true, languages: ['ar', 'de'] });
    // The loading state is gone, the document is in the painted language, and the tab says it.
    expect(html).not.toContain('aria-busy');
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<title>Not found for Tee Shop</title>');
    expect(html).toMatch(/<div id="root"><div class="pay"><main class="notice" data-stage="not-found"[^>]*><\/main><\/div><\/div>/);
  });
});
