/** Issue 34's outcomes: a moment when a payment ends (paid, expired, failed), the hash shortened with its named explorer, ids as details, alerts that say it once, one next action. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClient, payments, TX_HASH } from '../../../../test/fixtures/payments';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { CheckoutWidget } from './CheckoutWidget';

const widget = () => document.querySelector<HTMLElement>('[data-payment-id]')!;
const panel = () => widget().querySelector<HTMLElement>('[data-part="status"] > [data-tone]')!;
const receipt = () => within(widget()).getByRole('group', { name: 'Receipt' });

describe('a paid payment’s moment', () => {
  it('has a heading, a large decorative check and the amount received as the one hero', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" />);
    const heading = screen.getByRole('heading', { name: 'Payment received' });
    const moment = heading.closest<HTMLElement>('[data-part="status"]')!;
    expect(moment.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(moment.querySelector('[data-hero]')).toHaveTextContent('125.50 USDT');
    // The amount is set large once: the awaiting amount does not show again.
    expect(widget().querySelector('[data-part="amount"]')).toBeNull();
  });

  it('overpaid: the same moment, the amount received as the hero, the difference as a note', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_overpaid" />);
    const moment = screen.getByRole('heading', { name: 'Payment received' }).closest<HTMLElement>('[data-part="status"]')!;
    expect(moment.querySelector('[data-hero]')).toHaveTextContent('130.00 USDT');
    // The difference by exact subtraction; "You sent 130.00 USDT" would repeat the hero.
    expect(moment.querySelector('[data-note]')).toHaveTextContent(
      "That's 4.50 USDT more than the 125.50 USDT asked: the merchant will contact you about the difference.",
    );
    expect(moment).not.toHaveTextContent('You sent');
  });

  it('overpaid: names the merchant who will contact the payer', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_overpaid" merchantName="Tee Shop" />);
    expect(widget().querySelector('[data-note]')).toHaveTextContent('asked: Tee Shop will contact you about the difference.');
  });

  it('leads back to the merchant by name, or to "the shop", and only to an http(s) page', () => {
    const { unmount } = renderWithPaykit(<CheckoutWidget paymentId="pay_settled" returnUrl="https://tee.example/orders/42" merchantName="Tee Shop" />);
    expect(screen.getByRole('link', { name: 'Back to Tee Shop' })).toHaveAttribute('href', 'https://tee.example/orders/42');
    unmount();
    const second = renderWithPaykit(<CheckoutWidget paymentId="pay_settled" returnUrl="https://tee.example/" />);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', 'https://tee.example/');
    second.unmount();
    const third = renderWithPaykit(<CheckoutWidget paymentId="pay_settled" merchantName="Tee Shop" />);
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    third.unmount();
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled" returnUrl="javascript:alert(document.cookie)" merchantName="Tee Shop" />);
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('does not also say "You can close this page" when it leads back', () => {
    const { unmount } = renderWithPaykit(<CheckoutWidget paymentId="pay_settled" returnUrl="https://tee.example/" merchantName="Tee Shop" />);
    expect(widget()).not.toHaveTextContent('You can close this page.');
    unmount();
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled" />);
    expect(widget()).toHaveTextContent('You can close this page.');
  });

  it('shows no way back before the payment is paid', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" returnUrl="https://tee.example/" merchantName="Tee Shop" />);
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });
});

describe('the receipt', () => {
  it('shows the hash head and tail, copies and names it in full, and links it on the network’s explorer', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" />);
    const hash = receipt().querySelector('code')!;
    expect(hash.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^9f2c4a…7665$/);
    expect(hash).toHaveTextContent(TX_HASH);
    expect(within(receipt()).getByRole('link', { name: 'View on Tronscan' })).toHaveAttribute('href', `https://tronscan.org/#/transaction/${TX_HASH}`);
    expect(within(receipt()).getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
  });

  it('takes the merchant’s explorer (unnamed: "View on explorer"), and refuses one that is not https', () => {
    const { unmount } = renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" explorers={{ tron: 'https://nile.tronscan.org/#/transaction/{hash}' }} />);
    expect(within(receipt()).getByRole('link', { name: 'View on explorer' })).toHaveAttribute('href', `https://nile.tronscan.org/#/transaction/${TX_HASH}`);
    unmount();
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" explorers={{ tron: 'javascript:alert("{hash}")' }} />);
    expect(within(receipt()).queryByRole('link')).toBeNull();
  });

  it('in test mode, links no explorer: a sandbox transaction is on no network', () => {
    const view = { ...payments.settledReceipt, payment_id: 'pay_test_paid', test_mode: true };
    renderWithPaykit(<CheckoutWidget paymentId="pay_test_paid" />, { client: createFakeClient({ views: [view] }) });
    expect(within(receipt()).queryByRole('link')).toBeNull();
    expect(receipt()).toHaveTextContent(TX_HASH);
  });

  it('keeps the reference and payment id in a closed "Details" disclosure', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_settled_receipt" />);
    const details = receipt().querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Details');
    expect(details).toHaveTextContent('order-1042');
    expect(details).toHaveTextContent('pay_settled_receipt');
  });
});

const money = () => widget().querySelector<SVGElement>('[data-part="received"] svg')!;

describe('underpaid', () => {
  it('says "Partly paid" once, as an amber pill beside the time left, and what to do in an alert without a title', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" />);
    expect(panel()).toHaveAttribute('data-tone', 'warning');
    expect(panel().querySelector('[data-title]')).toBeNull();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Send the rest to the same address');
    expect(screen.getAllByText(/partly paid/i)).toHaveLength(1);
    const pill = screen.getByText('Partly paid');
    expect(pill).toHaveAttribute('data-pill', 'warning');
    expect(panel().contains(pill)).toBe(false);
    // What is still due is said once, by the hero, and not again in the alert or the footer.
    expect(screen.getAllByText(/59\.500001/)).toHaveLength(1);
  });

  it('shows how much arrived: a bar of the exact received share, and the numbers under it', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_underpaid" />);
    // 40.5 of 100.000001 drawn in the amount's own units: the share is exact, and the width never a float of money.
    expect(money()).toHaveAttribute('viewBox', '0 0 100.000001 1');
    const [track, share] = money().querySelectorAll('rect');
    expect(track).toHaveAttribute('width', '100.000001');
    expect(share).toHaveAttribute('width', '40.5');
    expect(money()).toHaveAttribute('aria-hidden', 'true');
    expect(money().parentElement).toHaveTextContent('Received 40.50 of 100.000001 USDT');
  });
});

describe('a payment that ended unpaid', () => {
  it('expired: says it once, as a moment, with the amount and network muted and "Start again" the one button', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired" onRestart={() => {}} />);
    const heading = screen.getByRole('heading', { name: 'This payment has expired' });
    const moment = heading.closest<HTMLElement>('[data-part="status"]')!;
    expect(moment).toHaveAttribute('data-tone', 'danger');
    expect(moment.querySelector('svg[data-tone="danger"][aria-hidden="true"]')).not.toBeNull();
    // Heading and line are the live region: announced together, the heading not repeated.
    const live = within(moment).getByRole('status');
    expect(live).toContainElement(heading);
    expect(live.querySelector('p')).toHaveTextContent(/^Don't send funds to its address\.$/);
    expect(moment).toHaveTextContent('125.50 USDT · TRON (TRC-20)');
    expect(screen.getAllByText(/expired/)).toHaveLength(1);
    expect(widget().querySelector('[data-part="amount"], [data-part="instructions"], [data-part="received"]')).toBeNull();
    const restart = screen.getByRole('button', { name: 'Start again' });
    expect(restart).not.toHaveAttribute('data-variant');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('expired with money received: the numbers once with the bar, not to send more, and the reference to quote as a chip one tap to copy', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<CheckoutWidget paymentId="pay_expired_partly" merchantName="Tee Shop" onRestart={() => {}} />);
    const live = widget().querySelector('[data-part="status"] [role="status"]')!;
    expect(live.querySelector('h2')).toHaveTextContent('This payment has expired');
    expect(live.querySelector('p')).toHaveTextContent(/^Don't send more to this address\.$/);
    expect(money()).toHaveAttribute('viewBox', '0 0 12.00 1');
    expect(money().querySelectorAll('rect')[1]).toHaveAttribute('width', '6.00');
    expect(screen.getAllByText(/6\.00/)).toHaveLength(1);
    const note = widget().querySelector<HTMLElement>('[data-part="status"] > [data-note]')!;
    expect(note).toHaveTextContent('What you sent is safe. Contact Tee Shop and quote order-1042');
    await user.click(within(note).getByRole('button', { name: 'Copy reference' }));
    expect(await navigator.clipboard.readText()).toBe('order-1042');
    expect(screen.getByText('Reference copied')).toBeInTheDocument();
    // The icon in the chip is the copy: no outline "Copy reference" button beside the words.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('failed: the same moment', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_failed" onRestart={() => {}} />);
    const moment = screen.getByRole('heading', { name: 'This payment failed' }).closest<HTMLElement>('[data-part="status"]')!;
    expect(moment).toHaveTextContent("Don't send funds to its address.");
    expect(within(moment).getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });
});

describe('the alerts', () => {
  it('keeps an amount one left-to-right unit in a right-to-left page ("25.00 USDT", never "USDT 25.00")', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(widget().querySelector('[data-amount]')).toHaveAttribute('dir', 'ltr');
  });

  it('waiting is neutral: no toned panel while the payer reads the address', () => {
    renderWithPaykit(<CheckoutWidget paymentId="pay_pending" />);
    expect(widget().querySelector('[data-part="status"]')).not.toHaveAttribute('data-tone');
    expect(widget().querySelector('[data-tone="info"], [data-tone="warning"]')).toBeNull();
  });
});
