/**
 * What a merchant's component test does with paykit: render the provider and the checkout
 * widget against a stubbed proxy in a test DOM, and look at what the payer would see.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutWidget, PaykitProvider } from 'paykit';

const PENDING = {
  payment_id: 'pay_consumer',
  status: 'pending',
  amount: '12.00',
  currency: 'USDT',
  network: 'tron',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  amount_received: '0',
  amount_due: '12.00',
  updated_at: new Date().toISOString(),
};

/** The proxy as the merchant's test stubs it: this one payment, 404 for anything else. */
async function stubProxy(input) {
  const url = typeof input === 'string' ? input : input.url;
  const found = new URL(url, 'http://shop.test').pathname === '/api/paykit/payments/pay_consumer';
  const body = found ? PENDING : { error: { type: 'invalid_request_error', code: 'not_found', message: 'No such payment' } };
  return {
    ok: found,
    status: found ? 200 : 404,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  };
}

/** Renders the widget, waits until it shows the payment, and reports what the page holds. */
export async function renderPendingWidget() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const logged = [];
  const originalError = console.error;
  console.error = (...args) => logged.push(args.map(String).join(' '));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    await act(async () => {
      root.render(createElement(PaykitProvider, { fetch: stubProxy }, createElement(CheckoutWidget, { paymentId: 'pay_consumer' })));
    });
    for (let tries = 0; tries < 50 && !container.querySelector('[data-state="pending"][data-payment-id]'); tries += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    return {
      state: container.querySelector('[data-payment-id]')?.getAttribute('data-state') ?? null,
      text: container.textContent ?? '',
      notice: container.querySelector('[data-paykit-error]')?.textContent ?? null,
      logged,
    };
  } finally {
    await act(async () => root.unmount());
    container.remove();
    console.error = originalError;
  }
}

/** The merchant's assertions, with their runner's `expect`: the payment shown, no notice, nothing logged. */
export async function expectPendingWidgetWithoutNotice(expect) {
  const seen = await renderPendingWidget();
  expect(seen.state).toBe('pending');
  expect(seen.text).toContain('12.00 USDT');
  expect(seen.notice).toBeNull();
  expect(seen.logged).toEqual([]);
}
