/**
 * The pay page painted on the server (docs/checkout.md#before-the-script-runs): the checkout
 * server opens the link's checkout through its own proxy and hands it to the renderer the pages'
 * build put beside the page (here a stand-in that prints what it was given), then sends the page
 * with that markup in its root and the checkout as a data block for the script.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutHarness } from '../../../test/support/checkout-harness';
import { PAINTED_ID } from '../pages/pay/painted';
import { acceptedLanguages } from './accept-language';
import { RENDERER_PATH } from './paint-page';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let current: Harness | null = null;
afterEach(async () => {
  await current?.cleanup();
  current = null;
});

/** A renderer that paints what it was given, so the test reads it back. */
const STAND_IN = `export async function paint(input) {
  const said = { payment: input.checkout.payment.payment_id, link: input.linkId, returnUrl: input.returnUrl, merchant: input.merchant, testMode: input.testMode, languages: input.languages };
  return { html: '<main data-painted="' + encodeURIComponent(JSON.stringify(said)) + '"></main>', lang: input.languages[0] === 'ar' ? 'ar' : 'en', dir: input.languages[0] === 'ar' ? 'rtl' : 'ltr' };
}
`;

async function start(options: Parameters<typeof createCheckoutHarness>[0] = {}, renderer: string | null = STAND_IN): Promise<Harness> {
  current = await createCheckoutHarness({ returnOrigins: ['https://shop.example'], ...options });
  if (renderer !== null) {
    await mkdir(join(current.pageDir, 'server'), { recursive: true });
    await writeFile(join(current.pageDir, RENDERER_PATH), renderer);
  }
  return current;
}

/** What a browser sends when it opens the page in a tab. */
const OPENING = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

function paintedInput(html: string): Record<string, unknown> | null {
  const match = /<main data-painted="([^"]*)">/.exec(html);
  return match ? (JSON.parse(decodeURIComponent(match[1] as string)) as Record<string, unknown>) : null;
}

function dataBlock(html: string): { checkout: { link: { id: string; description: string | null }; payment: { payment_id: string } }; lang: string } {
  const match = new RegExp(`<script type="application/json" id="${PAINTED_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error('no painted data block');
  return JSON.parse(match[1] as string);
}

describe('createCheckoutServer: the pay page painted on the server', () => {
  it('opens the link’s checkout itself and paints it, in the payer’s language, with the checkout for the script', async () => {
    const h = await start({ merchantName: 'Tee Shop', testMode: true });
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const response = await h.call(`/pay/${link.id}?lang=ar&return_url=${encodeURIComponent('https://shop.example/done')}`, {
      headers: { ...OPENING, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const input = paintedInput(html);
    expect(input).toMatchObject({
      link: link.id,
      returnUrl: 'https://shop.example/done',
      merchant: { name: 'Tee Shop' },
      testMode: true,
      languages: ['ar', 'de-DE', 'de', 'en'],
    });
    // The loading state is gone: the root holds the renderer's markup only, and the document its language.
    expect(html).toMatch(/<div id="root"><main data-painted="[^"]*"><\/main><\/div>/);
    expect(html).not.toContain('aria-busy');
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const block = dataBlock(html);
    expect(block.lang).toBe('ar');
    expect(block.checkout.payment.payment_id).toBe(input?.payment);

    // The page's own request, had it made one, gets the same payment: painting opened it once.
    const again = await h.call(`/api/paykit/payment-links/${link.id}/checkout`, { method: 'POST', body: '{}' });
    expect(((await again.json()) as { payment: { payment_id: string } }).payment.payment_id).toBe(input?.payment);
  });

  it('keeps a description that tries to end the data block inside it', async () => {
    const h = await start();
    const description = 'Tee</script><script>alert(1)</script><!--';
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description });
    const html = await (await h.call(`/pay/${link.id}`, { headers: OPENING })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(dataBlock(html).checkout.link.description).toBe(description);
  });

  it('sends the page as built when the checkout cannot be opened now, to a HEAD, and to a link preview', async () => {
    const h = await start();
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    h.setUpstreamUp(false);
    const down = await h.call(`/pay/${link.id}`, { headers: OPENING });
    expect(down.status).toBe(200);
    const unpainted = await down.text();
    expect(unpainted).toContain('<main class="notice" data-stage="loading" aria-busy="true">');
    expect(unpainted).not.toContain(PAINTED_ID);
    h.setUpstreamUp(true);

    const open = await h.client.paymentLinks.create({ amount: '5.00', currency: 'USDT', description: 'A mug' });
    const head = await h.call(`/pay/${open.id}`, { method: 'HEAD', headers: OPENING });
    expect(head.status).toBe(200);
    // A link preview or a crawler is no browser opening the page (no Sec-Fetch-Dest): it gets the page unpainted.
    const preview = await (await h.call(`/pay/${open.id}`, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } })).text();
    expect(preview).toContain('<main class="notice" data-stage="loading" aria-busy="true">');
    // Neither opened anything: the first checkout is the one that creates the payment.
    const first = await h.call(`/api/paykit/payment-links/${open.id}/checkout`, { method: 'POST', body: '{}' });
    expect(first.status).toBe(201);
  });

  it('leaves the page unpainted when the folder has no renderer (a page built before it existed)', async () => {
    const h = await start({}, null);
    const link = await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' });
    const html = await (await h.call(`/pay/${link.id}`, { headers: OPENING })).text();
    expect(html).toContain('<main class="notice" data-stage="loading" aria-busy="true">');
    const checkout = await h.call(`/api/paykit/payment-links/${link.id}/checkout`, { method: 'POST', body: '{}' });
    expect(checkout.status).toBe(201);
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeps equal weights in order, and drops *, q=0 and what is no language tag', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, es;q=0, <x>')).toEqual(['de-DE', 'en', 'fr']);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});
