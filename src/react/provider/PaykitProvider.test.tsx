import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, createFetchStub, FIXED_NOW, payments } from '../../../test/fixtures/payments';
import { renderWithPaykit } from '../../../test/fixtures/render';
import { silenceExpectedErrors } from '../../../test/fixtures/silence';
import { en } from '../../locales/en';
import { CheckoutWidget } from '../components/CheckoutWidget/CheckoutWidget';
import { sheetStatus } from '../styles/stitches';
import { PROBE_VARIABLE } from './style-guard';
import { usePaykit } from './context';
import { PaykitProvider } from './PaykitProvider';
import { resetLocaleWarning } from '../i18n/locale-tag';

const root = () => document.querySelector<HTMLElement>('.pk-root')!;
const BLOCKED =
  /paykit: styles could not be applied — under a Content-Security-Policy without 'unsafe-inline' in style-src, load paykit\/styles\.css: <link rel="stylesheet"/;

afterEach(() => vi.restoreAllMocks());

describe('PaykitProvider', () => {
  it('usePaykit outside a provider throws an error that says what to do', () => {
    silenceExpectedErrors();
    function Probe() {
      usePaykit('MyPart');
      return null;
    }
    expect(() => render(<Probe />)).toThrow('MyPart must be inside <PaykitProvider>: wrap your checkout in <PaykitProvider baseUrl="/api/paykit">');
  });

  it('creates one proxy client from baseUrl and fetch', async () => {
    const fetch = createFetchStub({ views: [payments.pending] });
    render(
      <PaykitProvider baseUrl="/shop/pay-api" fetch={fetch} now={() => FIXED_NOW}>
        <CheckoutWidget paymentId="pay_pending" />
      </PaykitProvider>,
    );
    await screen.findByText('125.50 USDT');
    expect(fetch.calls[0]).toBe('/shop/pay-api/payments/pay_pending');
  });

  it('applies the light theme by default, and dark, auto or custom tokens on request', () => {
    const { unmount } = renderWithPaykit(<span />);
    expect(root()).toHaveAttribute('data-paykit-theme', 'light');
    expect(getComputedStyle(root()).getPropertyValue('--pk-colors-accent')).toBe('#2347c5');
    unmount();

    const dark = renderWithPaykit(<span />, { theme: 'dark' });
    expect(root().className).toContain('pk-theme-dark');
    expect(getComputedStyle(root()).getPropertyValue('--pk-colors-surface')).toBe('#15181d');
    dark.unmount();

    const auto = renderWithPaykit(<span />, { theme: 'auto' });
    expect(root().className).toContain('pk-theme-auto');
    auto.unmount();

    renderWithPaykit(<span />, { theme: { colors: { accent: '#ff0066' } } });
    expect(root()).toHaveAttribute('data-paykit-theme', 'custom');
    expect(getComputedStyle(root()).getPropertyValue('--pk-colors-accent')).toBe('#ff0066');
  });

  it('overrides messages per key and formats amounts for the locale', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, {
      locale: 'de',
      messages: { 'checkout.state.pending': 'Wir warten auf Ihre Zahlung.' },
    });
    expect(screen.getAllByText('Wir warten auf Ihre Zahlung.').length).toBeGreaterThan(0);
    expect(screen.getByText('125,50 USDT')).toBeInTheDocument();
  });

  it('takes a whole locale: its strings and tag, right to left for Arabic, with overrides on top', () => {
    const arabicLike = { tag: 'ar', messages: { ...en.messages, 'checkout.state.pending': 'بانتظار دفعتك.', 'checkout.title': 'الدفع' } };
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { locale: arabicLike, messages: { 'checkout.title': 'Paiement' } });
    expect(screen.getAllByText('بانتظار دفعتك.').length).toBeGreaterThan(0);
    // checkout.title is the widget's accessible name: the merchant's override wins over the translation.
    expect(document.querySelector('[aria-label="Paiement"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="الدفع"]')).toBeNull();
    expect(root()).toHaveAttribute('dir', 'rtl');
    expect(root()).toHaveAttribute('lang', 'ar');
    // Amounts follow the tag's notation (whatever digits this engine's ICU gives Arabic); the address stays left to right.
    const arabicAmount = new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(125.5);
    expect(document.querySelector('[data-amount]')?.textContent).toBe(`${arabicAmount} USDT`);
    expect(document.querySelector('[data-address-groups]')).toHaveAttribute('dir', 'ltr');
  });

  it('lets dir override the direction a translation implies', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { locale: { tag: 'ar', messages: en.messages }, dir: 'ltr' });
    expect(root()).toHaveAttribute('dir', 'ltr');
    expect(root()).toHaveAttribute('lang', 'ar');
  });

  it('with a bare tag, formats for it but keeps the English words marked English, left to right', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { locale: 'ar' });
    expect(root()).toHaveAttribute('lang', 'en');
    expect(root()).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('[data-amount]')?.textContent).toBe(`${new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(125.5)} USDT`);
  });

  it('shows no notice when the styles apply', () => {
    const error = vi.spyOn(console, 'error');
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('PaykitProvider with a blocked style sheet', () => {
  /** Makes getComputedStyle return '' for `blank` properties (every property when it is omitted). */
  function computeNothingFor(blank?: string) {
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = real(element, pseudo);
      return new Proxy(style, {
        get: (target, key) =>
          key === 'getPropertyValue' ? (name: string) => (blank === undefined || name === blank ? '' : target.getPropertyValue(name)) : Reflect.get(target, key),
      });
    });
  }

  it('notices tokens that do not apply (a sheet the page blocked), says how to fix it and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    computeNothingFor(PROBE_VARIABLE);
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(BLOCKED), expect.anything());
    // The payer still gets the (unstyled) checkout rather than a blank page.
    expect(document.querySelector('[data-state="pending"]')).not.toBeNull();
  });

  it('raises no false alarm in a test DOM that computes no custom properties (jsdom under Jest)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    computeNothingFor();
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('reports rules that could not reach the document when the DOM cannot tell whether styles apply', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    computeNothingFor();
    const before = sheetStatus.failure;
    sheetStatus.failure = new TypeError("paykit: the browser gave the kit's <style> element no CSSStyleSheet");
    try {
      renderWithPaykit(<span />);
      expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED);
    } finally {
      sheetStatus.failure = before;
    }
  });

  it('stays quiet when rules could not be added but the page’s paykit/styles.css applies', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = sheetStatus.failure;
    sheetStatus.failure = new TypeError("paykit: the browser gave the kit's <style> element no CSSStyleSheet");
    try {
      renderWithPaykit(<span />);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(error).not.toHaveBeenCalled();
    } finally {
      sheetStatus.failure = before;
    }
  });

  it('the fake client is a ProxyClient', () => {
    expect(typeof createFakeClient().subscribePayment).toBe('function');
  });
});

describe('PaykitProvider locale as people write it', () => {
  it.each([
    ['en_US', '125.50 USDT'],
    ['EN-us', '125.50 USDT'],
    ['de_DE.UTF-8', '125,50 USDT'],
    ['pt_BR', '125,50 USDT'],
  ])('locale=%j: the amount and the countdown show, formatted, with no error', async (locale, amount) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    render(
      <PaykitProvider client={createFakeClient({ views: [payments.pending] })} locale={locale} now={() => FIXED_NOW}>
        <CheckoutWidget paymentId="pay_pending" />
      </PaykitProvider>,
    );
    expect(await screen.findByText(amount)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a tag that is no language (locale="../../etc") formats as English, with one warning over every render', async () => {
    resetLocaleWarning();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <PaykitProvider client={createFakeClient({ views: [payments.pending] })} locale="../../etc" now={() => FIXED_NOW}>
        <CheckoutWidget paymentId="pay_pending" />
      </PaykitProvider>,
    );
    expect(await screen.findByText('125.50 USDT')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    rerender(
      <PaykitProvider client={createFakeClient({ views: [payments.pending] })} locale="../../etc" now={() => FIXED_NOW + 1000}>
        <CheckoutWidget paymentId="pay_pending" />
      </PaykitProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"../../etc" is not a language tag');
  });
});
