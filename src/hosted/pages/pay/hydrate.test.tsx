/**
 * The painted pay page taken over by its script (docs/checkout.md#before-the-script-runs): hydrating
 * must not format again what the server wrote. On a phone the first Intl object costs 45–240 ms
 * (locale data) and the QR encoding tens more, all in the one task that blocks the payer's first tap.
 */
import { act } from '@testing-library/react';
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

/**
 * The page ships under preact/compat (vite.pages.config.ts); React 19 stands in for it here. In the
 * React 18 project the fresh module graph each test needs (vi.resetModules: a browser's first load)
 * renders nothing at all, so these tests would only measure the harness there.
 */
const takeover = describe.skipIf(process.env.PAYKIT_REACT_MAJOR === '18');

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

takeover.each(['en', 'de', 'ar'])('the painted page in %s', (language) => {
  it("hydrates with the texts the server formatted, the countdown's next seconds included: no Intl object, no QR encoding", async () => {
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
    const [locale, words] = await Promise.all([loadPageLocale(painted.lang), loadPayWords(painted.lang)]);
    const root = document.getElementById('root') as HTMLElement;
    // The script runs three seconds after the page was painted (a slow phone takes longer still),
    // before the first live update: hydration keeps the painted texts, the countdown's included.
    vi.setSystemTime(NOW + 3_000);
    const state = readPaintedState(document);
    const made = countIntl();

    await act(async () => {
      renderCheckout(
        root,
        {
          client: createFakeClient({ views: [] }),
          linkId: 'pl_active',
          returnUrl: null,
          locale,
          words: locale ? words : null,
          merchant: input.merchant,
          testMode: false,
          painted: state?.checkout,
        },
        state ?? {},
      );
      await Promise.resolve(); // the effects' first turn (the countdown's tick, the subscription)
    });

    expect(made).toEqual([]);
    expect(encoded).toEqual([]);
    // What the payer reads stays as painted (the connection's state moves on: it went live).
    const before = document.createElement('template');
    before.innerHTML = painted.html;
    expect(root.querySelector('[role="timer"] [aria-hidden]')?.textContent).toBe('15:00');
    for (const part of ['h1', '[data-part="amount"]', '[data-part="instructions"]', '[data-part="qr"] path']) {
      const shown = root.querySelector(part);
      expect(shown?.textContent, part).toBe(before.content.querySelector(part)?.textContent);
      expect(shown?.getAttribute('d'), part).toBe(before.content.querySelector(part)?.getAttribute('d'));
    }
  });
});

takeover.each(['en', 'ar'])('the way back to the shop in %s', (language) => {
  it('is painted as one link (the chevron, the logo and the name) and hydrating leaves the header as painted', async () => {
    const returnUrl = 'https://shop.example/cart';
    const merchant = { name: 'Tee Shop' };
    const input: PaintInput = { checkout, linkId: 'pl_active', returnUrl, merchant, testMode: true, languages: [language] };
    const painted = await paint(input);
    document.body.innerHTML = `<div id="root">${painted.html}</div>${paintedDataBlock({ checkout, lang: painted.lang, texts: painted.texts })}`;
    const paintedHeader = document.querySelector('header.merchant')?.outerHTML;
    vi.resetModules();
    const [{ readPaintedState }, { renderCheckout }, { loadPageLocale }, { loadPayWords }] = await Promise.all([
      import('./painted'),
      import('./app'),
      import('../shared/locale'),
      import('./page-words'),
    ]);
    const [locale, words] = await Promise.all([loadPageLocale(painted.lang), loadPayWords(painted.lang)]);
    const root = document.getElementById('root') as HTMLElement;
    const state = readPaintedState(document);
    await act(async () => {
      renderCheckout(
        root,
        {
          client: createFakeClient({ views: [] }),
          linkId: 'pl_active',
          returnUrl,
          locale,
          words: locale ? words : null,
          merchant,
          testMode: true,
          painted: state?.checkout,
        },
        state ?? {},
      );
      await Promise.resolve();
    });

    const header = root.querySelector('header.merchant') as HTMLElement;
    // The same first paint with and without the script: nothing in the header moves when it runs.
    expect(header.outerHTML).toBe(paintedHeader);
    const links = header.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const back = links[0] as HTMLAnchorElement;
    expect(back.getAttribute('href')).toBe(returnUrl);
    expect(back.querySelector('svg')).not.toBeNull();
    expect(back.querySelector('.merchant__mark')?.textContent).toBe('T');
    expect(back.textContent).toContain('Tee Shop');
    // Its name says where it goes and holds the words it shows.
    expect(back.getAttribute('aria-label')).toContain('Tee Shop');
    expect(back.getAttribute('aria-label')).not.toBe('Tee Shop');
  });
});

takeover('the painted page and /paykit.css', () => {
  /** Paints, then hydrates in a fresh set of modules (a browser's first load) with or without the stylesheet's manifest. */
  async function hydrate(stylesheet: 'holds the painted rules' | 'absent') {
    const input: PaintInput = { checkout, linkId: 'pl_active', returnUrl: null, merchant: {}, testMode: false, languages: [] };
    const painted = await paint(input);
    const manifest = stylesheet === 'absent' ? '' : `<style>:root{--pk-sheet:"${painted.styles.rules}"}</style>`;
    document.head.innerHTML = manifest;
    document.body.innerHTML = `<div id="root">${painted.html}</div>${paintedDataBlock({ checkout, lang: painted.lang, texts: painted.texts, styles: painted.styles })}`;
    vi.resetModules();
    const [{ readPaintedState }, { renderCheckout }, { ruleTexts }] = await Promise.all([
      import('./painted'),
      import('./app'),
      import('../../../react/styles/stitches'),
    ]);
    const state = readPaintedState(document);
    const root = document.getElementById('root') as HTMLElement;
    const before = ruleTexts().length;
    await act(async () => {
      renderCheckout(
        root,
        {
          client: createFakeClient({ views: [] }),
          linkId: 'pl_active',
          returnUrl: null,
          locale: null,
          words: null,
          merchant: {},
          testMode: false,
          painted: state?.checkout,
        },
        state ?? {},
      );
      await Promise.resolve();
    });
    return { written: ruleTexts().slice(before), root };
  }

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('hydrates without writing again any rule the stylesheet already holds', async () => {
    const { written, root } = await hydrate('holds the painted rules');
    expect(written).toEqual([]);
    expect(root.querySelector('[data-part="amount"]')?.className).toMatch(/^pk-c-/);
  });

  it('writes the rules itself when the page has no stylesheet listing them', async () => {
    const { written } = await hydrate('absent');
    expect(written.length).toBeGreaterThan(10);
  });
});
