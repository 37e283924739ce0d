/** Issue 14's checkout findings, each as the payer met it: money kept on expiry, the service's clock, a receipt, a phone's wallet, test mode. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BITCOIN_ADDRESS, createFakeClient, FIXED_NOW, payments, TX_HASH } from '../../../../test/fixtures/payments';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { createProxyClient } from '../../../client/proxy-client';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { CheckoutWidget } from './CheckoutWidget';

const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an underpaid payment that expires', () => {
  it('says how much arrived, that it is safe, and to contact the merchant instead of paying it all again', () => {
    const onRestart = vi.fn();
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired_partly" onRestart={onRestart} />);
    expect(widget()).toHaveAttribute('data-state', 'expired');
    expect(widget()).toHaveTextContent('Received 6.00 of 12.00 USDT');
    expect(widget()).toHaveTextContent(/What you sent is safe/);
    expect(widget()).toHaveTextContent(/contact the merchant/i);
    expect(widget()).toHaveTextContent('order-1042');
    // "Start again" would ask for the whole 12.00 again.
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(widget()).not.toHaveTextContent('Start again to get a new address');
  });

  it('with nothing received, still offers to start again', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired" onRestart={() => {}} />);
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(widget()).not.toHaveTextContent(/is safe/);
  });
});

describe('the countdown runs on the service’s clock', () => {
  it('a 30-minute payment from a sandbox whose clock moved 30 minutes ahead shows 30:00, not 1:00:00', () => {
    const serviceNow = FIXED_NOW + 30 * 60_000;
    const view = {
      ...payments.pending,
      payment_id: 'pay_clock',
      expires_at: new Date(serviceNow + 30 * 60_000).toISOString(),
      server_time: new Date(serviceNow).toISOString(),
    };
    renderWithPaykit(<CheckoutWidget paymentId="pay_clock" />, { client: createFakeClient({ views: [view] }) });
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
  });

  it('a view that arrived 10 minutes ago, shown again by a remounted widget, counts from when it arrived', async () => {
    let clock = FIXED_NOW;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const view = {
      ...payments.pending,
      payment_id: 'pay_cached',
      expires_at: new Date(FIXED_NOW + 30 * 60_000).toISOString(),
      server_time: new Date(FIXED_NOW).toISOString(),
    };
    // The proxy answers once; later polls never return, so the view stays the one cached.
    let answered = false;
    const fetch = () => (answered ? new Promise<Response>(() => {}) : ((answered = true), Promise.resolve(Response.json(view))));
    const client = createProxyClient({ fetch, EventSource: null, page: null });
    // Another part of the page keeps following the payment, so its connection (and last view) lives on.
    const keep = client.subscribePayment('pay_cached', () => {});
    const app = (shown: boolean) => (
      <PaykitProvider client={client} now={() => clock}>
        {shown && <CheckoutWidget paymentId="pay_cached" />}
      </PaykitProvider>
    );
    const { rerender } = render(app(true));
    expect(await screen.findByRole('timer')).toHaveTextContent('30:00');
    rerender(app(false));
    clock += 10 * 60_000;
    rerender(app(true));
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    keep();
    vi.restoreAllMocks();
  });

  it('a payment the service says has expired shows no address, even though the browser’s clock is behind', () => {
    const serviceNow = FIXED_NOW + 60 * 60_000;
    const view = {
      ...payments.pending,
      payment_id: 'pay_late',
      expires_at: new Date(FIXED_NOW + 30 * 60_000).toISOString(),
      server_time: new Date(serviceNow).toISOString(),
    };
    renderWithPaykit(<CheckoutWidget paymentId="pay_late" />, { client: createFakeClient({ views: [view] }) });
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(widget()).toHaveTextContent(/Time is up/);
  });
});

describe('a settled payment', () => {
  it('shows one receipt: amount, time, transaction hash (copyable), reference and payment id', async () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" />);
    // The amount is the paid moment's hero; the receipt lists the rest, the ids under "Details".
    expect(widget().querySelector('[data-hero]')).toHaveTextContent('125.50 USDT');
    const receipt = within(widget()).getByRole('group', { name: 'Receipt' });
    const terms = [...receipt.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Paid at', 'Transaction hash', 'Reference', 'Payment ID']);
    expect(receipt).toHaveTextContent(TX_HASH);
    expect(receipt).toHaveTextContent('order-1042');
    expect(receipt).toHaveTextContent('pay_settled_receipt');
    expect(receipt).toHaveTextContent('2026');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Copy transaction hash' }));
    expect(writeText).toHaveBeenCalledWith(TX_HASH);
  });

  it('the status says it once: no second "thank you" sentence below it', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" />);
    expect(widget().textContent.match(/Thank you/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('Open in wallet', () => {
  function pointer(coarse: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: coarse && /pointer:\s*coarse/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('on a touch screen: a link with the payment URI the QR code encodes', () => {
    pointer(true);
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    const link = screen.getByRole('link', { name: 'Open in wallet' });
    expect(link).toHaveAttribute('href', `bitcoin:${BITCOIN_ADDRESS}?amount=0.00125`);
    expect(widget().querySelector('[data-qr-text]')).toHaveAttribute('data-qr-text', link.getAttribute('href'));
  });

  it('with a mouse: no such link (the QR code is for another device)', () => {
    pointer(false);
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).toBeNull();
  });
});

describe('test mode', () => {
  it('a payment from the sandbox carries a labelled "Test mode" badge', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_test_mode" />);
    expect(within(widget()).getByText('Test mode')).toBeInTheDocument();
  });

  it('a live payment has none', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(within(widget()).queryByText('Test mode')).toBeNull();
  });
});

describe('Open in wallet, show="always"', () => {
  it('shows without a touch screen, but never for a bare address, which opens nothing', () => {
    renderWithPaykit(
      <>
        <CheckoutWidget.Root paymentId="pay_bitcoin">
          <CheckoutWidget.OpenInWallet show="always" />
        </CheckoutWidget.Root>
        <CheckoutWidget.Root paymentId="pay_pending">
          <CheckoutWidget.OpenInWallet show="always" />
        </CheckoutWidget.Root>
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'Open in wallet' })).toHaveLength(1);
  });
});
