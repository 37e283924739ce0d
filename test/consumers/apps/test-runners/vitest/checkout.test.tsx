import { render, screen, waitFor } from '@testing-library/react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { createInBrowserBackend, type InBrowserBackend } from 'paykit/dev';
import { afterEach, beforeEach, expect, test } from 'vitest';

let backend: InBrowserBackend;

beforeEach(async () => {
  // The sandbox, the server client and your proxy, all inside the test: no server, no network.
  backend = await createInBrowserBackend();
});

afterEach(() => backend.dispose());

test('the widget shows the payment, then settled once the money arrives', async () => {
  const payment = await backend.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-1' });

  const { container } = render(
    <PaykitProvider fetch={backend.fetch}>
      <CheckoutWidget paymentId={payment.payment_id} />
    </PaykitProvider>,
  );
  const widget = () => container.querySelector('[data-payment-id]');
  await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('pending'));
  expect(widget()?.textContent).toContain('25.00 USDT');

  // The whole amount arrives; this resolves once the webhooks reached the proxy.
  await backend.simulate.payment.payInFull(payment.payment_id);

  await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('settled'), { timeout: 5000 });
  expect(screen.getByText('Payment complete. Thank you!')).toBeTruthy();
});
