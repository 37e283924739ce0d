/**
 * What one painted /pay/<link> costs the service: the link is read at most once per page, the
 * unknown-link check included (issue 36, item 2). Each case counts the link reads the server
 * sends upstream, from the moment the page is asked for until it is answered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutHarness, CHECKOUT_ORIGIN } from '../../../test/support/checkout-harness';
import { harnessClient } from '../../../test/support/harness';
import { MemoryStatusStore } from '../../server/proxy/status-store';
import { PAINTED_ID } from '../pages/pay/painted';
import { createCheckoutServer } from './checkout-server';
import { RENDERER_PATH } from './paint-page';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
const harnesses: Harness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.cleanup()));
});

/** A renderer that paints which payment it was given. */
const STAND_IN = `export async function paint(input) {
  return { html: '<main data-payment="' + input.checkout.payment.payment_id + '"></main>', lang: 'en', dir: 'ltr' };
}
export async function paintNotFound() {
  return { html: '<main data-stage="not-found"></main>', lang: 'en', dir: 'ltr', title: 'Not found' };
}
`;

/** What a browser sends when it opens the page in a tab. */
const OPENING = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

async function start(options: Parameters<typeof createCheckoutHarness>[0] = {}): Promise<Harness> {
  const h = await createCheckoutHarness(options);
  harnesses.push(h);
  await mkdir(join(h.pageDir, 'server'), { recursive: true });
  await writeFile(join(h.pageDir, RENDERER_PATH), STAND_IN);
  return h;
}

/** Counts the GETs of a payment link the server sends the service from now on (the test's own driver is not counted). */
function countLinkReads(h: Harness): () => number {
  let reads = 0;
  const original = h.sandbox.fetch;
  h.sandbox.fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET' && /^\/v1\/payment-links\/pl_[^/]+$/.test(new URL(request.url).pathname)) reads += 1;
    return original(request);
  };
  return () => reads;
}

/** The painted page's payment, or null when the page went out unpainted. */
const paintedPayment = (html: string) => /<main data-payment="([^"]+)">/.exec(html)?.[1] ?? null;

describe('a painted /pay/<link> reads the link at most once', () => {
  it('on the first paint, which opens the payment (the unknown-link check reuses that read)', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const reads = countLinkReads(h);
    const page = await h.call(`/pay/${link.id}`, { headers: OPENING });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(paintedPayment(html)).toMatch(/^pay_/);
    expect(html).toContain(PAINTED_ID);
    expect(reads()).toBe(1);
  });

  it('on a reload while the checkout is open, on this instance and on another sharing the store', async () => {
    const store = new MemoryStatusStore();
    const h = await start({ store });
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const first = paintedPayment(await (await h.call(`/pay/${link.id}`, { headers: OPENING })).text());
    const reads = countLinkReads(h);
    const reload = await h.call(`/pay/${link.id}`, { headers: OPENING });
    expect(reload.status).toBe(200);
    expect(paintedPayment(await reload.text())).toBe(first);
    expect(reads()).toBe(1);

    // Another instance has asked nothing yet: what it remembers cannot save it the read.
    const other = createCheckoutServer({
      client: harnessClient((input, init) => h.sandbox.fetch(new Request(input, init))),
      store,
      pageDir: h.pageDir,
      logger: pino({ level: 'silent' }),
      proxy: { limits: { rateLimit: false } },
    });
    const elsewhere = await other.fetch(new Request(`${CHECKOUT_ORIGIN}/pay/${link.id}`, { headers: OPENING }));
    expect(elsewhere.status).toBe(200);
    expect(paintedPayment(await elsewhere.text())).toBe(first);
    expect(reads()).toBe(2);
  });

  it('for an unknown link, whose 404 page is painted from that one read', async () => {
    const h = await start();
    const reads = countLinkReads(h);
    const page = await h.call('/pay/pl_NoSuchLink0000000000000000', { headers: OPENING });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<main data-stage="not-found">');
    expect(reads()).toBe(1);
  });

  it('for a link whose checkout fails (paid through another payment): the page goes out unpainted at 200', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'A mug' });
    const elsewhere = await h.client.payments.create({ amount: '12.00', currency: 'USDT', reference: link.id });
    await h.client.sandbox.simulatePayment(elsewhere.payment_id, { status: 'settled' });
    await h.sandbox.idle();
    const reads = countLinkReads(h);
    const page = await h.call(`/pay/${link.id}`, { headers: OPENING });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<main class="notice" data-stage="loading" aria-busy="true">');
    expect(html).not.toContain(PAINTED_ID);
    expect(reads()).toBe(1);
  });
});

describe('a painted /pay/<link> with a return_url on an origin not allowed', () => {
  it('is redirected without it before anything is read or opened', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const reads = countLinkReads(h);
    const redirect = await h.call(`/pay/${link.id}?lang=fr&return_url=${encodeURIComponent('https://attacker.example/')}`, { headers: OPENING });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(`/pay/${link.id}?lang=fr`);
    expect(reads()).toBe(0);
    expect((await h.call(`/api/paykit/payment-links/${link.id}/checkout`, { method: 'POST', body: '{}' })).status).toBe(201);
  });
});

describe('a /pay/<link> that cannot be painted in process', () => {
  it('goes out as built with a proxyHandler that has no checkoutForPage, the look-up still telling unknown links', async () => {
    const h = await start({ proxyHandler: () => Promise.resolve(new Response('not this one', { status: 418 })) });
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const reads = countLinkReads(h);
    const page = await h.call(`/pay/${link.id}`, { headers: OPENING });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<main class="notice" data-stage="loading" aria-busy="true">');
    expect((await h.call('/pay/pl_NoSuchLink0000000000000000', { headers: OPENING })).status).toBe(404);
    expect(reads()).toBe(2);
  });

  it('for a payer over the rate limit: the checkout is refused unread, and the look-up makes the one read', async () => {
    const h = await start({ proxy: { limits: { rateLimit: { burst: 1, perSecond: 0.001 } } } });
    const reads = countLinkReads(h);
    expect((await h.call('/pay/pl_NoSuchLink0000000000000000', { headers: OPENING })).status).toBe(404);
    expect(reads()).toBe(1);
    expect((await h.call('/pay/pl_NoSuchLinkEither00000000000', { headers: OPENING })).status).toBe(404);
    expect(reads()).toBe(2);
  });
});
