/** Issue 37's second design review (ja/he/de at 375 px): what the payer must type, what must arrive, and a network name that is never split. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { CheckoutWidget } from './CheckoutWidget';

const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;
const part = (name: string) => widget().querySelector<HTMLElement>(`[data-part="${name}"]`)!;

describe('the QR code says what it holds', () => {
  it('a code of the bare address (USDT on TRON) says under it that the amount is typed in the wallet', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(within(part('qr')).getByText('The QR code holds only the address. Enter the amount in your wallet.')).toBeInTheDocument();
  });

  it('a payment URI carries the amount: no such line', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_bitcoin" />);
    expect(part('qr')).not.toHaveTextContent('holds only the address');
  });
});

describe('the amount is the exact amount', () => {
  it('the hero is labelled "Exact amount", as the inline row is, and its network chip follows the amount', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(part('amount')).toHaveTextContent(/^Exact amount 125\.50 USDT.*TRON \(TRC-20\)$/);
    expect(part('amount').querySelector('[data-hero-line] [data-part="network"]')).not.toBeNull();
  });
});

describe('the fee note says what must arrive', () => {
  it('while waiting: the whole amount after an exchange’s fees', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(part('instructions')).toHaveTextContent('Sending from an exchange? 125.50 USDT must arrive after fees.');
  });

  it('partly paid: what is still due', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" />);
    expect(part('instructions')).toHaveTextContent('Sending from an exchange? 59.500001 USDT must arrive after fees.');
  });
});

describe('the network in the warning', () => {
  it('is its own element, so it never breaks and stands out from the sentence; the sentence reads the same', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    const address = part('address');
    const name = within(address).getByText('TRON (TRC-20)');
    expect(name.tagName).toBe('B');
    expect(name.parentElement).toHaveTextContent('Send only USDT on TRON (TRC-20) to this address');
    expect(address.querySelector('[data-address]')).toHaveAccessibleDescription('Send only USDT on TRON (TRC-20) to this address');
  });
});
