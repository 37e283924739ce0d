/**
 * A payment whose status the proxy is checking (it forgot the payment in a restart, and may not
 * ask the service): the stream says `checking`, and later views may come from webhooks alone,
 * without an address. The payer keeps what they were shown, and is told what is going on.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyClient } from '../../../client/proxy-client';
import { asEventSource, envelope, fakePage, FakeEventSource, json, paymentView, scriptedFetch } from '../../../../test/support/client-fakes';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { CheckoutWidget } from './CheckoutWidget';

const ADDRESS = 'TXYZabcdefghijklmnopqrstuvwxyz1234';
const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;
const status = () => widget().querySelector<HTMLElement>('[data-part="status"], [data-tone]')!;

afterEach(() => {
  FakeEventSource.reset();
  vi.useRealTimers();
});

function renderWidget() {
  const client = createProxyClient({ baseUrl: '/api/paykit', EventSource: asEventSource, page: fakePage() });
  render(
    <PaykitProvider client={client} now={() => Date.parse('2026-01-15T09:05:00.000Z')}>
      <CheckoutWidget paymentId="pay_1" />
    </PaykitProvider>,
  );
  const stream = FakeEventSource.last;
  act(() => stream.open());
  return {
    send: (view: ReturnType<typeof paymentView>, id: string) => act(() => stream.send(view, id)),
    checking: () =>
      act(() => {
        stream.dispatchEvent(
          new MessageEvent('checking', {
            data: JSON.stringify({ payment_id: 'pay_1', code: 'payment_status_unknown', message: "This payment's status is being checked" }),
          }),
        );
      }),
  };
}

describe('a payment whose status is being checked', () => {
  it('keeps the address it showed, says the status is being checked, and follows the next webhook', () => {
    const { send, checking } = renderWidget();
    send(paymentView('pending'), '1');
    expect(widget()).toHaveAttribute('data-state', 'pending');

    // The proxy restarted and forgot the payment.
    checking();
    expect(widget()).toHaveAttribute('data-state', 'checking');
    expect(status()).toHaveTextContent("We're checking this payment's status.");
    expect(widget().querySelector(`[data-address="${ADDRESS}"]`)).not.toBeNull();
    expect(widget()).toHaveTextContent('25.00 USDT');

    // A webhook: the status, but no address (the create's answer was forgotten).
    send(
      paymentView('underpaid', '2026-01-15T09:06:00.000Z', { address: null, network: null, expires_at: null, amount_received: '10.00', amount_due: '15.00' }),
      '2',
    );
    expect(widget()).toHaveAttribute('data-state', 'underpaid');
    expect(widget().querySelector(`[data-address="${ADDRESS}"]`)).not.toBeNull();
    expect(widget()).toHaveTextContent('15.00 USDT');
  });

  it('without ever having had an address, says not to send until it shows one', () => {
    const { send, checking } = renderWidget();
    checking();
    expect(widget()).toHaveAttribute('data-state', 'checking');
    expect(status()).toHaveTextContent('Do not send funds until the address shows here.');
    expect(widget().querySelector('[data-address]')).toBeNull();

    send(
      paymentView('underpaid', '2026-01-15T09:06:00.000Z', { address: null, network: null, expires_at: null, amount_received: '10.00', amount_due: '15.00' }),
      '1',
    );
    expect(widget()).toHaveAttribute('data-state', 'checking');
    expect(status()).toHaveTextContent('Do not send funds until the address shows here.');
    expect(widget().querySelector('[data-address]')).toBeNull();
  });
});

describe('a payment whose status is being checked, when the widget polls (no EventSource, a custom fetch, a failed stream)', () => {
  const T0 = Date.parse('2026-01-15T09:05:00.000Z');
  /** What the proxy answers GET /payments/:id while it cannot tell the status. */
  const beingChecked = () => envelope(503, 'payment_status_unknown', "This payment's status is being checked", { 'retry-after': '5' });
  /** Runs due timers, and what they start, inside act. */
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('says checking (not reconnecting), keeps the address, polls at the pace the proxy asks, and moves on at the next answer', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const f = scriptedFetch(
      () => json(paymentView('pending')),
      beingChecked,
      beingChecked,
      beingChecked,
      beingChecked,
      beingChecked,
      // A webhook reached the proxy: the status, without the address it forgot.
      () =>
        json(
          paymentView('underpaid', '2026-01-15T09:06:00.000Z', { address: null, network: null, expires_at: null, amount_received: '10.00', amount_due: '15.00' }),
        ),
    );
    const client = createProxyClient({ fetch: f.fetch, EventSource: null, page: fakePage(), random: () => 0 });
    render(
      <PaykitProvider client={client} now={() => Date.now()}>
        <CheckoutWidget paymentId="pay_1" />
      </PaykitProvider>,
    );
    await tick(0);
    expect(widget()).toHaveAttribute('data-state', 'pending');

    // The proxy restarted and forgot the payment.
    await tick(2000);
    expect(widget()).toHaveAttribute('data-state', 'checking');
    expect(widget()).toHaveAttribute('data-connection', 'live');
    expect(status()).toHaveTextContent("We're checking this payment's status.");
    expect(widget()).not.toHaveTextContent('Reconnecting');
    expect(widget().querySelector(`[data-address="${ADDRESS}"]`)).not.toBeNull();

    // Asked again every 5 s (its Retry-After), never backing off as from a failure.
    await tick(25_000);
    const gaps = f.calls.slice(1).map((call, i) => call.at - f.calls[i]!.at);
    expect(gaps).toEqual([2000, 5000, 5000, 5000, 5000, 5000]);
    expect(widget()).toHaveAttribute('data-state', 'underpaid');
    expect(widget()).toHaveAttribute('data-connection', 'live');
    expect(widget().querySelector(`[data-address="${ADDRESS}"]`)).not.toBeNull();
    expect(widget()).toHaveTextContent('15.00 USDT');
  });
});
