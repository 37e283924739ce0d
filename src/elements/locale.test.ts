import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, payments } from '../../test/fixtures/payments';
import { defineElements } from './define';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('<paykit-checkout locale> as WordPress writes it', () => {
  it('locale="en_US" (get_locale()) shows the amount and the countdown, and nothing throws', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    defineElements();
    const element = document.createElement('paykit-checkout');
    element.setAttribute('locale', 'en_US');
    element.setAttribute('payment-id', 'pay_pending');
    element.client = createFakeClient({ views: [payments.pending] });
    document.body.append(element);
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByText('125.50 USDT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(shadow.getByRole('timer').textContent).not.toBe('');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
