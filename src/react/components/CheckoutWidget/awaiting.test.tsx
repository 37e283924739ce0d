/** Issue 34's widget findings while the payer should send: one hero, the network once, one primary action on a phone, a countdown bar, a "Copied" that is seen. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, FIXED_NOW, paymentFixtures } from '../../../../test/fixtures/payments';
import { decodeQrSvg } from '../../../../test/fixtures/qr';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { CheckoutWidget } from './CheckoutWidget';

const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && /pointer:\s*coarse/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Filled buttons and links: those that wear the button look without a variant. */
const filled = () => [...widget().querySelectorAll('button, a')].filter((el) => !el.hasAttribute('data-variant') && el.className.includes('pk-'));

describe('the amount and the network', () => {
  it('the amount is the hero with the network in a chip beside it; the address says the network in its warning', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const amount = widget().querySelector('[data-part="amount"]')!;
    expect(amount).toHaveAttribute('data-style', 'hero');
    expect(within(amount as HTMLElement).getByText('TRON (TRC-20)')).toHaveAttribute('data-part', 'network');
    // Sending on another network loses the money: the sentence over the address names it, not only a chip.
    const address = widget().querySelector<HTMLElement>('[data-part="address"]')!;
    expect(address).toHaveTextContent('Send only USDT on TRON (TRC-20) to this address');
    expect(address.querySelector('[data-address]')).toHaveAccessibleDescription('Send only USDT on TRON (TRC-20) to this address');
    expect(widget().textContent.match(/TRON/g)).toHaveLength(2);
  });

  it('amountStyle="inline": one quiet row for pages that show the amount as their own hero, still with its copy button', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" amountStyle="inline" />);
    const amount = widget().querySelector<HTMLElement>('[data-part="amount"]')!;
    expect(amount).toHaveAttribute('data-style', 'inline');
    expect(amount).toHaveTextContent('Exact amount 125.50 USDT');
    expect(within(amount).getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
  });
});

describe('the QR code', () => {
  it('reads back as the payment URI', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    const svg = screen.getByRole('img', { name: /QR code/ }) as unknown as SVGSVGElement;
    expect(decodeQrSvg(svg)).toMatch(/^bitcoin:/);
  });
});

describe('on a touch screen, one primary action', () => {
  it('"Open in wallet" filled where a payment URI is agreed, "Copy address" beside it as the secondary', () => {
    pointer(true);
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    const open = screen.getByRole('link', { name: 'Open in wallet' });
    expect(filled()).toEqual([open]);
    const copies = screen.getAllByRole('button', { name: 'Copy address' });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toHaveAttribute('data-variant', 'secondary');
    expect(copies[0]).not.toHaveAttribute('data-size');
  });

  it('"Copy address" filled where none is (USDT on TRON)', () => {
    pointer(true);
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).toBeNull();
    const copies = screen.getAllByRole('button', { name: 'Copy address' });
    expect(copies).toHaveLength(1);
    expect(filled()).toEqual(copies);
  });

  it('with a mouse, no filled button at all: the code is scanned from another device', () => {
    pointer(false);
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    expect(filled()).toEqual([]);
  });
});

describe('the countdown', () => {
  function renderExpiring(msLeft: number) {
    vi.useFakeTimers({ now: FIXED_NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const views = paymentFixtures(FIXED_NOW);
    const client = createFakeClient({ views: [{ ...views.pending, expires_at: new Date(FIXED_NOW + msLeft).toISOString() }] });
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { client, now: () => Date.now() });
    return widget().querySelector<HTMLElement>('[data-part="countdown"]')!;
  }
  const barWidth = (countdown: HTMLElement) => parseFloat(countdown.querySelector('svg rect:last-child')!.getAttribute('width')!);

  it('puts the time beside its label and a bar of the time left that turns to the warning tone in the last fifth', () => {
    const countdown = renderExpiring(15 * 60_000);
    expect(screen.getByText('Expires in').nextElementSibling).toBe(screen.getByRole('timer'));
    expect(countdown).not.toHaveAttribute('data-tone');
    expect(barWidth(countdown)).toBe(100);
    act(() => {
      vi.advanceTimersByTime(6 * 60_000);
    });
    expect(barWidth(countdown)).toBe(60);
    expect(countdown).not.toHaveAttribute('data-tone');
    act(() => {
      vi.advanceTimersByTime(6 * 60_000);
    });
    expect(barWidth(countdown)).toBe(20);
    expect(countdown).toHaveAttribute('data-tone', 'warning');
  });

  it('measures the window from when the payment last changed, so a page opened late shows the time already gone', () => {
    vi.useFakeTimers({ now: FIXED_NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const views = paymentFixtures(FIXED_NOW);
    const opened = { ...views.pending, updated_at: new Date(FIXED_NOW - 12 * 60_000).toISOString(), expires_at: new Date(FIXED_NOW + 3 * 60_000).toISOString() };
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { client: createFakeClient({ views: [opened] }), now: () => Date.now() });
    const countdown = widget().querySelector<HTMLElement>('[data-part="countdown"]')!;
    expect(barWidth(countdown)).toBe(20);
    expect(countdown).toHaveAttribute('data-tone', 'warning');
  });

  it('a short window warns in its last two minutes', () => {
    const countdown = renderExpiring(3 * 60_000);
    expect(countdown).not.toHaveAttribute('data-tone');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(countdown).toHaveAttribute('data-tone', 'warning');
  });
});

describe('copying', () => {
  it('shows "Copied" on the button itself, not only to a screen reader', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const copy = screen.getByRole('button', { name: 'Copy amount' });
    expect(copy).not.toHaveTextContent('Copied');
    await user.click(copy);
    expect(copy).toHaveTextContent('Copied');
    expect(screen.getByText('Amount copied').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('one pattern: each copy is a quiet icon button tied to its value, the address’s inside the address’s box', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const address = widget().querySelector<HTMLElement>('[data-address]')!;
    const copyAddress = screen.getByRole('button', { name: 'Copy address' });
    expect(address.parentElement).toContainElement(copyAddress);
    const copyAmount = screen.getByRole('button', { name: 'Copy amount' });
    expect(copyAmount.closest('[data-hero-line]')).toContainElement(widget().querySelector('[data-amount]'));
    for (const copy of [copyAddress, copyAmount]) {
      expect(copy).toHaveAttribute('data-variant', 'quiet');
      expect(copy).toHaveAttribute('data-shape', 'icon');
    }
  });

  it('"Copied" is a tip over an icon button that stays an icon button, so its width never changes', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const copy = screen.getByRole('button', { name: 'Copy address' });
    await user.click(copy);
    expect(copy).toHaveAccessibleName('Copied');
    expect(copy).toHaveAttribute('data-shape', 'icon');
    expect(screen.getByText('Address copied').closest('[aria-live="polite"]')).not.toBeNull();
  });
});

describe('the address', () => {
  it('one line of advice under it', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(within(widget().querySelector<HTMLElement>('[data-part="address"]')!).getByText('Check the bold characters match your wallet.')).toBeInTheDocument();
  });
});
