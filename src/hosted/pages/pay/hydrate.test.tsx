/**
 * The painted pay page taken over by its script (docs/checkout.md#before-the-script-runs): hydrating
 * must not format again what the server wrote. On a phone the first Intl object costs 45–240 ms
 * (locale data) and the QR encoding tens more, all in the one task that blocks the payer's first tap.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, payments } from '../../../../test/fixtures/payments';
import type { CheckoutView } from '../../../shared/schemas/views';
import { paint } from './paint';
import { paintedDataBlock, type PaintInput } from './painted';

const NOW = Date.parse('2026-03-01T10:00:00.400Z');
const payment = { ...payments.pending, expires_at: new Date(NOW + 15 * 60_000).toISOString(), server_time: new Date(NOW).toISOString() };
const checkout: CheckoutView = {
  link: { id: 'pl_active', amount: '1234.5', currency: payment.currency, description: 'Annual plan', status: 'active', paid_at: null },
  payment: { ...payment, amount: '1234.5' },
};

const INTL = ['NumberFormat', 'ListFormat', 'PluralRules', 'DateTimeFormat'] as const;
const originals = Object.fromEntries(INTL.map((name) => [name, Intl[name]]));

/** Counts every Intl object made from now on. */
function countIntl(): string[] {
  const made: string[] = [];
  for (const name of INTL) {
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(originals[name] as object, {
        construct: (target, args) => {
          made.push(`${name}(${String(args[0])})`);
          return Reflect.construct(target as new (...values: unknown[]) => object, args);
        },
      }),
    });
  }
  return made;
}

beforeEach(() => {
  // The clock stands still: the countdown shows what was painted, so no value changes here.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  for (const name of INTL) Object.defineProperty(Intl, name, { configurable: true, writable: true, value: originals[name] });
  vi.useRealTimers();
  vi.doUnmock('lean-qr/nano');
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe.each(['en', 'de', 'ar'])('the painted page in %s', (language) => {
  it('hydrates with the texts the server formatted: no Intl object, no QR encoding, the same words', async () => {
    const input: PaintInput = { checkout, linkId: 'pl_active', returnUrl: null, merchant: { name: 'Tee Shop' }, testMode: false, languages: [language] };
    const painted = await paint(input);
    document.body.innerHTML = `<div id="root">${painted.html}</div>${paintedDataBlock({ checkout, lang: painted.lang, texts: painted.texts })}`;

    // A browser's first load: none of the page's modules has formatted anything yet.
    vi.resetModules();
    const encoded: string[] = [];
    vi.doMock('lean-qr/nano', async (importOriginal) => {
      const lean = await importOriginal<typeof import('lean-qr/nano')>();
      return { ...lean, generate: (text: string, options: Parameters<typeof lean.generate>[1]) => (encoded.push(text), lean.generate(text, options)) };
    });
    const [{ readPaintedState }, { renderCheckout }, { loadPageLocale }, { loadPayWords }] = await Promise.all([
      import('./painted'),
      import('./app'),
      import('../shared/locale'),
      import('./page-words'),
    ]);
    const state = readPaintedState(document);
    const [locale, words] = await Promise.all([loadPageLocale(painted.lang), loadPayWords(painted.lang)]);
    const root = document.getElementById('root') as HTMLElement;
    const made = countIntl();

    await act(async () => {
      renderCheckout(
        root,
        {
          client: createFakeClient({ views: [checkout.payment] }),
          linkId: 'pl_active',
          returnUrl: null,
          locale,
          words: locale ? words : null,
          merchant: input.merchant,
          testMode: false,
          painted: state?.checkout,
        },
        state?.texts,
      );
      await Promise.resolve(); // the effects' first turn (the countdown's tick, the subscription)
    });

    expect(made).toEqual([]);
    expect(encoded).toEqual([]);
    // What the payer reads stays as painted (the connection's state moves on: it went live).
    const before = document.createElement('template');
    before.innerHTML = painted.html;
    for (const part of ['h1', '[data-part="amount"]', '[data-part="countdown"]', '[data-part="instructions"]', '[data-part="qr"] path']) {
      const shown = root.querySelector(part);
      expect(shown?.textContent, part).toBe(before.content.querySelector(part)?.textContent);
      expect(shown?.getAttribute('d'), part).toBe(before.content.querySelector(part)?.getAttribute('d'));
    }
  });
});
