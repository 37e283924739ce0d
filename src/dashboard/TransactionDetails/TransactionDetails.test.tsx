import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { activityRoutes, detailsRoute, pendingTransaction, settledTransaction, unavailable } from '../../../test/fixtures/dashboard-activity';
import { axeViolations } from '../../../test/support/axe-dom';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { shortDate } from '../short-date';
import { TransactionDetails, type TransactionDetailsProps } from './TransactionDetails';

vi.setConfig({ testTimeout: 30_000 });

const backends: { dispose(): void }[] = [];
afterEach(() => {
  for (const backend of backends.splice(0)) backend.dispose();
});

function setup(props: Partial<TransactionDetailsProps>, options: DashboardBackendOptions = { routes: activityRoutes() }) {
  const backend = createDashboardBackend(options);
  backends.push(backend);
  const user = userEvent.setup();
  render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <TransactionDetails {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="transaction-details"]')!;
  const field = (name: string) => root().querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  const message = () => root().querySelector<HTMLElement>(':scope > p[role="status"]')!;
  return { backend, user, root, field, message };
}

const short = (iso: string) => shortDate(iso, 'en');

describe('TransactionDetails', () => {
  it('fetches a transaction by id: the amount as the hero with its pill beside and the date under it, then the details', async () => {
    const { root, field, backend } = setup({ transactionId: settledTransaction.id });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(new Set(backend.requests)).toEqual(new Set([`GET /transactions/${settledTransaction.id}`]));
    expect(screen.getByRole('region', { name: 'Transaction details' })).toBe(root());
    expect(field('amount')).toHaveTextContent(`${settledTransaction.amount} ${settledTransaction.currency}`);
    // The hero says what it is: no label rows for the amount, its status or when it was made, and no currency row.
    const labels = [...root().querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).not.toContain('Amount');
    expect(labels).not.toContain('Status');
    expect(labels).not.toContain('Created');
    expect(field('currency')).toBeNull();
    // The pill beside the amount, the date under both, in the hero.
    const hero = field('amount').closest('[data-part="hero"]')!;
    expect(hero).not.toBeNull();
    expect(within(hero as HTMLElement).getByText('Settled')).toHaveAttribute('data-tone', 'success');
    expect(hero.querySelector('time')).toHaveAttribute('datetime', settledTransaction.created_at);
    expect(hero.querySelector('time')).toHaveTextContent(short(settledTransaction.created_at));
    expect(field('id')).toHaveTextContent(settledTransaction.id);
    expect(field('confirmed-at')).toHaveTextContent(short(settledTransaction.confirmed_at!));
    expect(field('settled-at')).toHaveTextContent(short(settledTransaction.settled_at!));
    // Without paymentLinkHref the link is its id as text.
    expect(field('payment-link')).toHaveTextContent(settledTransaction.payment_link_id);
    expect(within(field('payment-link')).queryByRole('link')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the hash on one line, shortened in the middle in groups of four, whole for screen readers and for copying', () => {
    const { field } = setup({ transaction: settledTransaction });
    const hash = settledTransaction.tx_hash!;
    const shown = field('tx-hash').querySelector('[aria-hidden="true"]')!;
    expect(shown.textContent).toBe(`${hash.slice(0, 4)} ${hash.slice(4, 8)}…${hash.slice(-8, -4)} ${hash.slice(-4)}`);
    expect(within(field('tx-hash')).getByText(hash)).toBeInTheDocument();
  });

  it('links the hash to its explorer with explorerHref (https only), and to none without it', () => {
    const explorerHref = vi.fn((transaction: { tx_hash: string | null }) => `https://nile.tronscan.org/#/transaction/${transaction.tx_hash}`);
    const { field } = setup({ transaction: settledTransaction, explorerHref });
    const link = within(field('tx-hash')).getByRole('link', { name: /View on explorer/ });
    expect(link).toHaveAttribute('href', `https://nile.tronscan.org/#/transaction/${settledTransaction.tx_hash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    cleanup();
    const bare = setup({ transaction: settledTransaction });
    expect(within(bare.field('tx-hash')).queryByRole('link')).toBeNull();
    cleanup();
    const unsafe = setup({ transaction: settledTransaction, explorerHref: () => 'javascript:alert(1)' });
    expect(within(unsafe.field('tx-hash')).queryByRole('link')).toBeNull();
  });

  it('copies the transaction ID with its own button', async () => {
    const { user, field } = setup({ transaction: settledTransaction });
    await user.click(screen.getByRole('button', { name: 'Copy transaction ID' }));
    expect(await navigator.clipboard.readText()).toBe(settledTransaction.id);
    expect(within(field('id')).getByRole('status')).toHaveTextContent(/^Copied$/);
  });

  it('says the network is still at it on the hash’s row, and has no row for what has not happened yet', () => {
    const { root, field } = setup({ transaction: pendingTransaction });
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(root().querySelector('[data-part="hero"] [data-status]')).toHaveTextContent('Pending');
    expect(field('tx-hash')).toHaveTextContent(/^Waiting for the network$/);
    expect(field('confirmed-at')).toBeNull();
    expect(field('settled-at')).toBeNull();
    expect([...root().querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Payment link', 'Transaction ID', 'Transaction hash']);
  });

  it('copies the payment link’s id beside it, as every id, with a name or without', async () => {
    const { user, field } = setup({ transaction: settledTransaction });
    expect(within(field('payment-link')).getByText(settledTransaction.payment_link_id)).toHaveClass(
      String(field('id').querySelector('[translate="no"]')!.className),
    );
    await user.click(within(field('payment-link')).getByRole('button', { name: 'Copy payment link ID' }));
    expect(await navigator.clipboard.readText()).toBe(settledTransaction.payment_link_id);
    expect(within(field('payment-link')).getByRole('status')).toHaveTextContent(/^Copied$/);
    cleanup();
    const named = setup({ transaction: { ...settledTransaction, description: 'Coffee beans 1 kg' }, paymentLinkHref: (id) => `/links/${id}` });
    expect(within(named.field('payment-link')).getByRole('button', { name: 'Copy payment link ID' })).toBeInTheDocument();
  });

  it('copies the hash as the receipt does: a quiet icon button with the receipt’s words, "Copied" in a tip over it, announced', async () => {
    const { root, user } = setup({ transaction: settledTransaction });
    expect(root()).toHaveAttribute('data-state', 'ready');
    const copy = screen.getByRole('button', { name: 'Copy transaction hash' });
    expect(copy).toHaveAttribute('data-shape', 'icon');
    expect(copy).toHaveAttribute('data-variant', 'quiet');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(settledTransaction.tx_hash);
    expect(copy).toHaveAttribute('data-state', 'copied');
    expect(copy.querySelector('[data-tip]')).toHaveTextContent('Copied');
    expect(
      within(root())
        .getAllByRole('status')
        .some((status) => status.textContent === 'Copied'),
    ).toBe(true);
  });

  it('links to the payment link with paymentLinkHref and reports the choice', async () => {
    const onPaymentLinkSelect = vi.fn((_id: string, event: { preventDefault(): void }) => event.preventDefault());
    const { user, field } = setup({ transaction: settledTransaction, paymentLinkHref: (id) => `/dashboard/links/${id}`, onPaymentLinkSelect });
    const link = within(field('payment-link')).getByRole('link', { name: settledTransaction.payment_link_id });
    // One style for the id, in the drawer and alone: a link in the text's flow, not a chip.
    expect(link).not.toHaveAttribute('data-variant');
    expect(link).toHaveAttribute('href', `/dashboard/links/${settledTransaction.payment_link_id}`);
    await user.click(link);
    expect(onPaymentLinkSelect).toHaveBeenCalledWith(settledTransaction.payment_link_id, expect.anything());
  });

  it('names the payment link by its description, the id muted under it, also once the full transaction (without one) has loaded', async () => {
    const described = { ...settledTransaction, description: 'Coffee beans 1 kg' };
    const { root, field } = setup({ transactionId: settledTransaction.id, transaction: described, paymentLinkHref: (id) => `/links/${id}` });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const link = within(field('payment-link')).getByRole('link');
    expect(link).toHaveTextContent(/^Coffee beans 1 kg$/);
    expect(link).toHaveAttribute('href', `/links/${settledTransaction.payment_link_id}`);
    expect(field('payment-link').querySelector('[data-part="link-id"]')).toHaveTextContent(settledTransaction.payment_link_id);
  });

  it('offers a button for the payment link with onPaymentLinkSelect alone', async () => {
    const onPaymentLinkSelect = vi.fn();
    const { user, field } = setup({ transaction: settledTransaction, onPaymentLinkSelect });
    await user.click(within(field('payment-link')).getByRole('button', { name: settledTransaction.payment_link_id }));
    expect(onPaymentLinkSelect).toHaveBeenCalledWith(settledTransaction.payment_link_id, expect.anything());
  });

  it('announces loading', async () => {
    const { root, message } = setup({ transactionId: settledTransaction.id }, { routes: activityRoutes(), delayMs: Number.POSITIVE_INFINITY });
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(root()).toHaveAttribute('aria-busy', 'true');
    expect(message()).toHaveTextContent('Loading the transaction…');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no such transaction', async () => {
    const onError = vi.fn();
    const { root, message } = setup({ transactionId: 'txn_missing', onError });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'not-found'));
    expect(message()).toHaveTextContent('No transaction txn_missing was found.');
    expect(onError).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('explains a failure in words and tries again', async () => {
    let failing = true;
    const ok = detailsRoute();
    const { root, message, user } = setup(
      { transactionId: settledTransaction.id },
      { routes: { 'GET /transactions/:transactionId': (call) => (failing ? unavailable(call) : ok(call)) } },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(message()).toHaveTextContent('The transaction could not be loaded: The service is unavailable. Try again shortly.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  });
});
