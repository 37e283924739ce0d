/**
 * The pay page's server renderer from its sources, on Node with no DOM: the first state a payer
 * sees before any script runs (docs/checkout.md#before-the-script-runs). The built renderer (preact)
 * is exercised in a browser by test/e2e/hosted-checkout-painted.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { payments } from '../../../../test/fixtures/payments';
import { de } from '../../../locales/de';
import type { CheckoutView } from '../../../shared/schemas/views';
import { paint, paintNotFound } from './paint';
import { payWords } from './translations';
import type { PaintInput } from './painted';

const payment = { ...payments.pending, expires_at: new Date(Date.now() + 15 * 60_000).toISOString(), server_time: new Date().toISOString() };
const checkout: CheckoutView = {
  link: { id: 'pl_active', amount: payment.amount, currency: payment.currency, description: 'Annual plan', status: 'active', paid_at: null },
  payment,
};
const input: PaintInput = { checkout, linkId: 'pl_active', returnUrl: null, merchant: { name: 'Tee Shop' }, testMode: true, languages: [] };

describe('paint', () => {
  it('draws the merchant, the amount, the address in groups, the QR code, the countdown and the copy buttons', async () => {
    const { html, lang, dir } = await paint(input);
    expect([lang, dir]).toEqual(['en', 'ltr']);
    expect(html).toContain('<span class="merchant__name">Tee Shop</span>');
    // The heading says what is paid, its amount a part of its own: the page's one large figure.
    expect(html).toMatch(
      new RegExp(
        `<h1 class="summary__title"><span class="summary__words">Pay</span> <span class="summary__amount"><bdi dir="ltr">${payment.amount} ${payment.currency}</bdi></span></h1>`,
      ),
    );
    expect(html).toContain(`data-amount="${payment.amount}"`);
    expect(html).toContain(`data-address="${payment.address}"`);
    expect(html).toMatch(/data-address-groups[^>]*>(<span data-group="">.*?<\/span>(<wbr\/?>)?)+<\/span>/);
    expect(html).toMatch(/<figure[^>]*data-part="qr"[^>]*><svg[^>]*role="img"[^>]*><rect[^>]*\/?>(<\/rect>)?<path[^>]*d="M/);
    expect(html).toMatch(/role="timer"[^>]*data-seconds-left="(900|899)"/);
    expect(html).toContain('aria-label="Copy address"');
    expect(html).toContain(`data-payment-id="${payment.payment_id}"`);
    expect(html).toContain('data-state="pending"');
    expect(html).not.toContain('aria-busy');
  });

  it('paints in the first wanted language paykit ships, and says which', async () => {
    const { html, lang } = await paint({ ...input, languages: ['eo', 'de-AT', 'fr'] });
    expect(lang).toBe('de');
    expect(html).toContain(de.messages['copy.address']);
    const arabic = await paint({ ...input, languages: ['ar'] });
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
  });

  it('paints the page for an address no link has whole, in the payer’s language: the merchant, one card, the small print, and the tab’s title', async () => {
    const { html, lang, dir, title } = await paintNotFound({ merchant: { name: 'Tee Shop' }, testMode: true, languages: ['fr-CA', 'en'] });
    const fr = payWords('fr').messages;
    expect([lang, dir]).toEqual(['fr', 'ltr']);
    expect(title).toBe(`${fr.testMode} · Payer Tee Shop`);
    expect(html).toMatch(/^<div class="pay"><header class="merchant">.*<\/header><main class="notice" data-stage="not-found">/);
    expect(html).toContain(`<h1>${fr.notFoundTitle}</h1>`);
    expect(html).toContain('data-tone="neutral"');
    expect(html).toContain(`<p class="notice__note">${fr.notFoundNote}</p>`);
    expect(html).toContain(fr.poweredBy);
    expect(html).not.toContain('aria-busy');
    const arabic = await paintNotFound({ merchant: {}, testMode: false, languages: ['ar'] });
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
  });
});
