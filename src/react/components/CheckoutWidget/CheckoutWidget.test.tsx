import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, createFakeClient, createFetchStub, FIXED_NOW, paymentFixtures, payments, TRON_ADDRESS, BITCOIN_ADDRESS } from '../../../../test/fixtures/payments';
import { decodeQrSvg } from '../../../../test/fixtures/qr';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { silenceExpectedErrors } from '../../../../test/fixtures/silence';
import { PaykitConnectionError } from '../../../shared/errors';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { CheckoutWidget } from './CheckoutWidget';

const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;
/** The polite region that announces status changes. */
const announcer = () =>
  within(widget())
    .getAllByRole('status')
    .find((el) => el.getAttribute('aria-atomic') === 'true')!;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CheckoutWidget states', () => {
  it('loading: skeleton, busy, announced as loading', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_unknown" />);
    expect(widget()).toHaveAttribute('data-state', 'loading');
    expect(widget()).toHaveAttribute('data-payment-id', 'pay_unknown');
    expect(widget()).toHaveAttribute('aria-busy', 'true');
    expect(widget().querySelector('[data-part="skeleton"]')).not.toBeNull();
    expect(announcer()).toHaveTextContent('Loading payment details…');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('pending: amount, address, QR, countdown and copy buttons', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(widget()).toHaveAttribute('data-state', 'pending');
    expect(announcer()).toHaveTextContent('Waiting for payment');
    expect(screen.getByText('125.50 USDT')).toBeInTheDocument();
    expect(screen.getByText('TRON (TRC-20)')).toBeInTheDocument();
    expect(screen.getByText('Send only USDT on TRON (TRC-20) to this address')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `QR code of the receiving address ${TRON_ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    expect(screen.getByText('Network fees are paid by the sender.')).toBeInTheDocument();
  });

  it('confirming: no address or QR any more, says it is waiting for confirmations', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_confirming" />);
    expect(widget()).toHaveAttribute('data-state', 'confirming');
    expect(announcer()).toHaveTextContent('Payment received. Waiting for network confirmations.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('settled: success, nothing to send', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled" />);
    expect(widget()).toHaveAttribute('data-state', 'settled');
    expect(screen.getAllByText('Payment complete. Thank you!').length).toBeGreaterThan(0);
    expect(widget().querySelector('[data-tone="success"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('underpaid: received, the exact amount still due, time left, and the address and QR for the rest', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" />);
    expect(widget()).toHaveAttribute('data-state', 'underpaid');
    expect(screen.getByText('Still due')).toBeInTheDocument();
    expect(screen.getByText('59.500001 USDT')).toBeInTheDocument();
    expect(screen.getByText('Received 40.50 of 100.000001 USDT')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Part of the payment arrived. Send the rest to the same address');
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('underpaid with 0.1 + 0.2 style amounts: 0.3 asked, 0.1 received leaves exactly 0.20', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_decimal" />);
    expect(screen.getByText('0.20 USDT')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/0\.19999|0\.20000000000000/);
  });

  it('overpaid: explains that the merchant will contact the payer about the difference', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_overpaid" />);
    expect(widget()).toHaveAttribute('data-state', 'overpaid');
    expect(announcer()).toHaveTextContent("That's 4.50 USDT more than the 125.50 USDT asked: the merchant will contact you about the difference.");
    // The amount received is the paid moment's hero; the sentence is the note under it.
    const moment = widget().querySelector<HTMLElement>('[data-part="status"]')!;
    expect(moment.querySelector('[data-hero]')).toHaveTextContent('130.00 USDT');
    expect(moment).toHaveTextContent('more than the 125.50 USDT asked');
  });

  it('expired: warns not to send, offers to start again', async () => {
    const onRestart = vi.fn();
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired" onRestart={onRestart} />);
    expect(widget()).toHaveAttribute('data-state', 'expired');
    expect(screen.getByRole('heading', { name: 'This payment has expired' })).toBeInTheDocument();
    expect(screen.getByText("Don't send funds to its address.")).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('expired without onRestart shows no button', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired" />);
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
  });

  it('failed: danger tone, no address', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_failed" onRestart={() => {}} />);
    expect(widget()).toHaveAttribute('data-state', 'failed');
    expect(widget().querySelector('[data-tone="danger"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
  });

  it('error: a payment that does not exist says so and reports the error', () => {
    const onError = vi.fn();
    const client = createFakeClient({ missing: ['pay_missing'] });
    renderWithPaykit(<CheckoutWidget paymentId="pay_missing" onError={onError} onRestart={() => {}} />, { client });
    expect(widget()).toHaveAttribute('data-state', 'error');
    expect(announcer()).toHaveTextContent('This payment could not be found.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }), { fatal: true });
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });
});

describe('CheckoutWidget live updates', () => {
  it('moves through states, announcing one sentence per change, and calls back', () => {
    const onStatusChange = vi.fn();
    const onSettled = vi.fn();
    const { client } = renderWithPaykit(<CheckoutWidget paymentId="pay_pending" onStatusChange={onStatusChange} onSettled={onSettled} />);
    const region = announcer();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(onStatusChange).toHaveBeenCalledTimes(1);

    act(() => client.push(advance(payments.pending, 'confirming', '125.50')));
    expect(widget()).toHaveAttribute('data-state', 'confirming');
    expect(region).toHaveTextContent('Payment received. Waiting for network confirmations.');

    act(() => client.push(advance(payments.pending, 'settled', '125.50', FIXED_NOW + 5000)));
    expect(widget()).toHaveAttribute('data-state', 'settled');
    expect(region).toHaveTextContent('Payment complete. Thank you!');
    expect(onStatusChange.mock.calls.map(([view]) => view.status)).toEqual(['pending', 'confirming', 'settled']);
    expect(onSettled).toHaveBeenCalledTimes(1);

    // The same final view again (a replay) does not call back twice.
    act(() => client.emit('pay_pending', { type: 'status', view: advance(payments.pending, 'settled', '125.50', FIXED_NOW + 5000) }));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('the countdown ticking does not touch the live region', () => {
    vi.useFakeTimers({ now: FIXED_NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { now: () => Date.now() });
    const region = announcer();
    const before = region.innerHTML;
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('14:57');
    expect(region.innerHTML).toBe(before);
  });

  it('calls onSettled once for an overpaid payment, and onExpired once', () => {
    const onSettled = vi.fn();
    const onExpired = vi.fn();
    const views = paymentFixtures();
    const client = createFakeClient({ views: [views.pending, views.underpaid] });
    renderWithPaykit(
      <>
        <CheckoutWidget paymentId="pay_pending" onExpired={onExpired} />
        <CheckoutWidget paymentId="pay_underpaid" onSettled={onSettled} />
      </>,
      { client },
    );
    act(() => client.push(advance(views.pending, 'expired')));
    act(() => client.push(advance(views.underpaid, 'overpaid', '101')));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 'pay_pending', status: 'expired' }));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ status: 'overpaid' }));
  });

  it('StrictMode: one subscription at a time, callbacks once', () => {
    const onSettled = vi.fn();
    const onStatusChange = vi.fn();
    const client = createFakeClient({ views: [payments.settled] });
    render(
      <StrictMode>
        <PaykitProvider client={client} now={() => FIXED_NOW}>
          <CheckoutWidget paymentId="pay_settled" onSettled={onSettled} onStatusChange={onStatusChange} />
        </PaykitProvider>
      </StrictMode>,
    );
    expect(widget()).toHaveAttribute('data-state', 'settled');
    expect(client.subscribers('pay_settled')).toBe(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('network trouble keeps the last known state visible and says it is reconnecting', () => {
    const onError = vi.fn();
    const { client } = renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" onError={onError} />);
    act(() => {
      client.emit('pay_underpaid', { type: 'error', error: new PaykitConnectionError('The live status stream dropped; reconnecting'), fatal: false });
      client.emit('pay_underpaid', { type: 'connection', state: 'reconnecting' });
    });
    expect(widget()).toHaveAttribute('data-state', 'underpaid');
    expect(widget()).toHaveAttribute('data-connection', 'reconnecting');
    expect(screen.getAllByText(/Reconnecting…/).length).toBeGreaterThan(0);
    expect(announcer()).toHaveTextContent('Reconnecting…');
    expect(screen.getByText('59.500001 USDT')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(PaykitConnectionError), { fatal: false });

    act(() => client.emit('pay_underpaid', { type: 'connection', state: 'live' }));
    expect(screen.queryByText(/Reconnecting…/)).toBeNull();
  });

  it('works with the real paykit/client over a fetch stub (polling)', async () => {
    const fetch = createFetchStub({ views: [payments.pending] });
    render(
      <PaykitProvider fetch={fetch} now={() => FIXED_NOW}>
        <CheckoutWidget paymentId="pay_pending" />
      </PaykitProvider>,
    );
    expect(widget()).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByText('125.50 USDT')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-state', 'pending');
    expect(fetch.calls).toContain('/api/paykit/payments/pay_pending');
  });
});

describe('CheckoutWidget address and QR code', () => {
  it('shows the address in groups of four with whole groups emphasised at both ends (at least six characters each), read and copied as one string', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const block = widget().querySelector<HTMLElement>('[data-address]')!;
    const groups = [...block.querySelectorAll('[data-group]')].map((group) => group.textContent);
    expect(groups.join('')).toBe(TRON_ADDRESS);
    expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
    // Whole groups in bold, covering at least the first and last six characters: a group is never cut in half.
    const boldGroups = [...block.querySelectorAll('[data-group]')].map((group) => group.querySelector('strong')?.textContent ?? null);
    expect(boldGroups).toEqual(groups.map((group, index) => (index < 2 || index >= groups.length - 2 ? group : null)));
    expect(boldGroups.slice(0, 2).join('')).toBe(TRON_ADDRESS.slice(0, 8));
    expect(boldGroups.slice(-2).join('').endsWith(TRON_ADDRESS.slice(-6))).toBe(true);
    // The visual groups are hidden from screen readers; the address is read as one string.
    expect(block.querySelector('[data-address-groups]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(block).getByText(TRON_ADDRESS)).toBeInTheDocument();
  });

  it('encodes the plain address for USDT on TRON (decoded back from the drawn QR code)', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const svg = screen.getByRole('img', { name: /QR code/ }) as unknown as SVGSVGElement;
    expect(decodeQrSvg(svg)).toBe(TRON_ADDRESS);
  });

  it('encodes a BIP 21 URI for bitcoin', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    const svg = screen.getByRole('img', { name: /QR code to pay 0.00125 BTC/ }) as unknown as SVGSVGElement;
    expect(decodeQrSvg(svg)).toBe(`bitcoin:${BITCOIN_ADDRESS}?amount=0.00125`);
  });

  it('copies the address and the amount, and announces it', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" />);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(TRON_ADDRESS);
    expect(screen.getByText('Address copied')).toBeInTheDocument();
    expect(screen.getByText('Address copied').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Copied' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    // What is still due, exactly as a wallet wants it: no grouping, no rounding.
    expect(await navigator.clipboard.readText()).toBe('59.500001');
    expect(screen.getByText('Amount copied')).toBeInTheDocument();
  });
});

describe('CheckoutWidget countdown', () => {
  it('ticks every second, says when time is up and stops', () => {
    vi.useFakeTimers({ now: FIXED_NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const views = paymentFixtures(FIXED_NOW);
    const client = createFakeClient({ views: [{ ...views.pending, expires_at: new Date(FIXED_NOW + 62_000).toISOString() }] });
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />, { client, now: () => Date.now() });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1:02');
    expect(timer).toHaveTextContent('1 minute, 2 seconds left');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('1:01');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(timer).toHaveTextContent('0:59');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Time is up');
    expect(screen.getByRole('timer').closest('[data-expired]')).toHaveAttribute('data-expired', 'true');
    expect(vi.getTimerCount()).toBe(0);
    // Past the deadline the address goes, even before the service says expired.
    expect(widget()).toHaveAttribute('data-state', 'pending');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.getByText(/Time is up: do not send funds to this address/)).toBeInTheDocument();
  });
});

describe('CheckoutWidget compound parts', () => {
  it('builds a custom layout from the parts', () => {
    renderWithPaykit(
      <CheckoutWidget.Root paymentId="pay_pending">
        <CheckoutWidget.QrCode />
        <CheckoutWidget.Amount copy={false} />
      </CheckoutWidget.Root>,
    );
    expect(widget()).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // Without a Status part the root still announces.
    expect(announcer()).toHaveTextContent('Waiting for payment');
  });

  it('a part outside the root says where it belongs', () => {
    silenceExpectedErrors();
    expect(() => renderWithPaykit(<CheckoutWidget.Address />)).toThrow(
      'A CheckoutWidget part (or useCheckoutWidget()) must be inside <CheckoutWidget.Root paymentId="…">.',
    );
  });
});

describe('CheckoutWidget without a provider', () => {
  it('throws an error that says what to wrap it in', () => {
    silenceExpectedErrors();
    expect(() => render(<CheckoutWidget paymentId="pay_pending" />)).toThrow(
      'CheckoutWidget must be inside <PaykitProvider>: wrap your checkout in <PaykitProvider baseUrl="/api/paykit">',
    );
  });
});
