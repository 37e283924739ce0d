import { expect, test } from '@playwright/test';
import { CHECKOUT_WIDGET_SELECTOR, connectTestSandbox, paymentIdOn } from 'paykit/testing';

const sandbox = connectTestSandbox({ url: process.env.PAYKIT_SANDBOX_URL!, apiKey: process.env.PAYKIT_SANDBOX_KEY! });

test('a customer buys the tee, pays, and sees the payment settled', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Buy the tee' }).click();

  const widget = page.locator(CHECKOUT_WIDGET_SELECTOR);
  await expect(widget).toHaveAttribute('data-state', 'pending');
  await expect(widget).toContainText('25.00 USDT');

  // The money arrives at the address the page shows: the sandbox settles the payment and
  // signs its webhooks to your proxy, which tells the widget.
  await sandbox.simulate.payment.payInFull(await paymentIdOn(page));
  await expect(widget).toHaveAttribute('data-state', 'settled');
  await expect(widget).toContainText('Payment complete');
});
