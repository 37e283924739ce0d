import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { activityRoutes, detailsRoute, pendingTransaction, settledTransaction, unavailable } from '../../../test/fixtures/dashboard-activity';
import { axeViolations } from '../../../test/support/axe-dom';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
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

const local = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('TransactionDetails', () => {
  it('fetches a transaction by id and shows every field: exact amount, status in words, grouped hash, the three times', async () => {
    const { root, field, backend } = setup({ transactionId: settledTransaction.id });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(new Set(backend.requests)).toEqual(new Set([`GET /transactions/${settledTransaction.id}`]));
    expect(screen.getByRole('region', { name: 'Transaction details' })).toBe(root());
    expect(field('amount')).toHaveTextContent(`${settledTransaction.amount} ${settledTransaction.currency}`);
    // The amount names its currency: no row says it again.
    expect(field('currency')).toBeNull();
    expect(field('status')).toHaveTextContent('Settled');
    expect(field('status').querySelector('[data-tone="success"]')).not.toBeNull();
    expect(field('id')).toHaveTextContent(settledTransaction.id);
    const groups = field('tx-hash').querySelector('[data-address-groups]')!;
    expect(groups).toHaveAttribute('aria-hidden', 'true');
    expect(groups.querySelectorAll('[data-group]')[0]?.textContent).toBe(settledTransaction.tx_hash!.slice(0, 4));
    expect(within(field('tx-hash')).getByText(settledTransaction.tx_hash!)).toBeInTheDocument();
    expect(field('created-at').querySelector('time')).toHaveAttribute('datetime', settledTransaction.created_at);
    expect(field('created-at')).toHaveTextContent(local(settledTransaction.created_at));
    expect(field('confirmed-at')).toHaveTextContent(local(settledTransaction.confirmed_at!));
    expect(field('settled-at')).toHaveTextContent(local(settledTransaction.settled_at!));
    // Without paymentLinkHref the link is its id as text.
    expect(field('payment-link')).toHaveTextContent(settledTransaction.payment_link_id);
    expect(within(field('payment-link')).queryByRole('link')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says "Not yet" for what has not happened yet', () => {
    const { root, field } = setup({ transaction: pendingTransaction });
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(field('status')).toHaveTextContent('Pending');
    expect(field('tx-hash')).toHaveTextContent(/^Not yet$/);
    expect(field('confirmed-at')).toHaveTextContent(/^Not yet$/);
    expect(field('settled-at')).toHaveTextContent(/^Not yet$/);
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
    expect(screen.getByText('Transaction hash copied')).toHaveAttribute('role', 'status');
  });

  it('links to the payment link with paymentLinkHref and reports the choice', async () => {
    const onPaymentLinkSelect = vi.fn((_id: string, event: { preventDefault(): void }) => event.preventDefault());
    const { user, field } = setup({ transaction: settledTransaction, paymentLinkHref: (id) => `/dashboard/links/${id}`, onPaymentLinkSelect });
    const link = within(field('payment-link')).getByRole('link', { name: settledTransaction.payment_link_id });
    expect(link).toHaveAttribute('href', `/dashboard/links/${settledTransaction.payment_link_id}`);
    await user.click(link);
    expect(onPaymentLinkSelect).toHaveBeenCalledWith(settledTransaction.payment_link_id, expect.anything());
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
