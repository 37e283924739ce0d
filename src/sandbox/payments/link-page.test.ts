// @vitest-environment jsdom
/**
 * A payment link's `url` on the sandbox opens a page that exists, on a strict sandbox too (the
 * url is in the service's own answer): the link's amount, currency, description and status, how to
 * pay it here, under a CSP with no inline allowance and no script, accessible.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox';
import { axeViolations } from '../../../test/support/axe-dom';

const KEY = 'sk_test_link_page';
const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const BASE = 'http://127.0.0.1:4010';

async function strictWithLink(description = 'Tee <b>&</b> "mug"') {
  const sandbox = createSandbox({ apiKey: KEY, seed: 1, strict: true });
  const created = await sandbox.handler(
    new Request(`${BASE}/v1/payment-links`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: '19.99', currency: 'USDT', description }) }),
  );
  const link = (await created.json()) as { id: string; url: string };
  return { sandbox, link };
}

/** What a browser is given at `url`: no API key, as a payer opens it. */
const open = (handler: (request: Request) => Promise<Response>, url: string, method = 'GET') => handler(new Request(url, { method }));

describe("a sandbox payment link's url", () => {
  it('opens a page with the link’s amount, currency, description and status, and how to pay it, on the strict port', async () => {
    const { sandbox, link } = await strictWithLink();
    expect(link.url).toBe(`${BASE}/pay/${link.id}`);
    const page = await open(sandbox.handler, link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('19.99 USDT');
    expect(html).toContain('Tee &#60;b&#62;&#38;&#60;/b&#62; &#34;mug&#34;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Open: waiting to be paid');
    expect(html).toContain('npx paykit-sandbox settle');
    // Not an extension: the real service serves its link urls.
    expect(sandbox.extensionCalls().total).toBe(0);
  });

  it('is served under a CSP that allows no script and only its own style sheet, by hash', async () => {
    const { sandbox, link } = await strictWithLink();
    const page = await open(sandbox.handler, link.url);
    const csp = page.headers.get('content-security-policy') ?? '';
    const html = await page.text();
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('is accessible (axe, WCAG A/AA)', async () => {
    const { sandbox, link } = await strictWithLink();
    document.documentElement.innerHTML = (await (await open(sandbox.handler, link.url)).text()).replace(/^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g, '');
    document.documentElement.lang = 'en';
    expect(await axeViolations(document.documentElement)).toEqual([]);
    expect(document.title).toBe(`Payment link ${link.id}`);
  });

  it('says the link is paid once a payment through it settles, on the control port too', async () => {
    const { sandbox, link } = await strictWithLink();
    const payment = (await (
      await sandbox.handler(
        new Request(`${BASE}/v1/payments`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: '19.99', currency: 'USDT', reference: link.id }) }),
      )
    ).json()) as { payment_id: string };
    await sandbox.control.simulatePayment(payment.payment_id, { status: 'settled' });
    const page = await open(sandbox.controlHandler, `http://127.0.0.1:4011/pay/${link.id}`);
    expect(await page.text()).toMatch(/Paid on <time datetime="[^"]+">/);
  });

  it('answers an id it does not have with a 404 page, HEAD without a body, and other methods as the API would', async () => {
    const { sandbox } = await strictWithLink();
    const missing = await open(sandbox.handler, `${BASE}/pay/pl_nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No such payment link');
    const head = await open(sandbox.handler, `${BASE}/pay/pl_nothing`, 'HEAD');
    expect([head.status, await head.text()]).toEqual([404, '']);
    const post = await open(sandbox.handler, `${BASE}/pay/pl_nothing`, 'POST');
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('application/json');
  });
});
