// The Vitest test's twin, in plain JavaScript (no JSX transform needed)
import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { CheckoutWidget, PaykitProvider } from 'paykit';
import { createInBrowserBackend } from 'paykit/dev';

let backend;

beforeEach(async () => {
  backend = await createInBrowserBackend();
});

afterEach(() => backend.dispose());

test('the widget shows the payment, then settled once the money arrives', async () => {
  const payment = await backend.client.payments.create({ amount: '25.00', currency: 'USDT', reference: 'order-1' });

  const { container } = render(createElement(PaykitProvider, { fetch: backend.fetch }, createElement(CheckoutWidget, { paymentId: payment.payment_id })));
  const widget = () => container.querySelector('[data-payment-id]');
  await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('pending'));
  expect(widget()?.textContent).toContain('25.00 USDT');

  await backend.simulate.payment.payInFull(payment.payment_id);

  await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('settled'), { timeout: 5000 });
  expect(screen.getByText('Payment complete. Thank you!')).toBeTruthy();
});
