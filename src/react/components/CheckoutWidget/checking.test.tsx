/**
 * A payment whose status the proxy is checking (it forgot the payment in a restart, and may not
 * ask the service): the stream says `checking`, and later views may come from webhooks alone,
 * without an address. The payer keeps what they were shown, and is told what is going on.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxyClient } from '../../../client/proxy-client';
import { asEventSource, fakePage, FakeEventSource, paymentView } from '../../../../test/support/client-fakes';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { CheckoutWidget } from './CheckoutWidget';

const ADDRESS = 'TXYZabcdefghijklmnopqrstuvwxyz1234';
const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;
const status = () => widget().querySelector<HTMLElement>('[data-part="status"], [data-tone]')!;

afterEach(() => FakeEventSource.reset());

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
