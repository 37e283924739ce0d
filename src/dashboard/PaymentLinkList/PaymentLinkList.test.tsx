import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { axeViolations } from '../../../test/support/axe-dom';
import { linksStore, manyLinks, refuse, sampleLinks } from '../../../test/fixtures/dashboard-links';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { visuallyHidden } from '../../react/styles/base';
import { CreatePaymentLink } from '../CreatePaymentLink';
import { PaymentLinkList, type PaymentLinkListProps } from './PaymentLinkList';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
});

function setup(options: DashboardBackendOptions = {}, props: Partial<PaymentLinkListProps> = {}, store = linksStore()) {
  const backend = createDashboardBackend({ ...options, routes: { ...store.routes, ...options.routes } });
  dispose = () => backend.dispose();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <PaymentLinkList timeZone="UTC" {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="payment-link-list"]')!;
  const rows = () => [...root().querySelectorAll<HTMLTableRowElement>('tbody tr[data-link-id]')];
  /** A link's actions, the last cell of its row. */
  const actionsOf = (row: HTMLTableRowElement) => root().querySelector<HTMLElement>(`[data-actions-for="${row.dataset.linkId}"]`)!;
  /** Opens a row's overflow menu, where the actions past Copy are. */
  const openMenu = (row: HTMLTableRowElement) => user.click(within(actionsOf(row)).getByRole('button', { name: 'More actions' }));
  return { ...view, backend, user, root, rows, actionsOf, openMenu, store };
}

describe('PaymentLinkList', () => {
  it('announces that it is loading until the first page comes', () => {
    const { root } = setup({ delayMs: Infinity });
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(root().querySelector('[data-part="announcer"]')).toHaveTextContent('Loading payment links…');
    expect(root()).toHaveAttribute('aria-busy', 'true');
  });

  it('lists each link in a table with a caption and header scopes, one short date a row, the count read out, not shown', async () => {
    // "This year" for the short dates: the fixtures' links are from November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
    const { root, rows, backend } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const table = within(root()).getByRole('table', { name: 'Payment links' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Amount', 'Status', 'Created', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.querySelector('[data-part="amount"]')?.textContent),
    ).toEqual(['11.50 USDT', '125.00 USDT', '0.0042 BTC', '14.50 USDT']);
    expect(rows().map((row) => row.dataset.status)).toEqual(['active', 'paid', 'expired', 'deactivated']);
    // The list answer has no description: each link is read once for it.
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Mug'));
    expect(backend.requests.filter((r) => r.startsWith('GET /payment-links/')).sort()).toEqual(sampleLinks.map((link) => `GET /payment-links/${link.id}`));
    // One date a row, short, the year left out in its own year; a paid link's paid_at is not a second one.
    expect(rows()[0]!.querySelector('td:nth-child(3)')).toHaveTextContent(/^Nov 20, 8:30\sAM$/);
    expect(rows()[1]!.querySelectorAll('time')).toHaveLength(0);
    expect(rows()[1]!.querySelector('td:nth-child(2)')).toHaveTextContent(/^Paid$/);
    expect(screen.getByText('Showing 1–4 of 4').closest('[role="status"]')).toHaveClass(visuallyHidden().className);
    vi.useRealTimers();
  });

  it('names each link by its description under its amount, reading each link once for the list’s life', async () => {
    const { root, rows, user, backend } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const header = (index: number) => within(rows()[index]!).getByRole('rowheader');
    // The list answer leaves the description out (docs/service-contract.md#payment-links): it comes with the link.
    await waitFor(() => expect(header(0)).toHaveTextContent('11.50 USDT Consulting, November', { normalizeWhitespace: true }));
    expect(header(0).querySelector('[data-part="description"]')).toHaveTextContent(/^Consulting, November$/);
    expect(header(1).querySelector('[data-part="description"]')).toHaveTextContent(/^Mug$/);
    await waitFor(() => expect(header(2).querySelector('[data-part="description"]')).toHaveTextContent(sampleLinks[2]!.description!));
    // No description, nothing in its place.
    expect(header(3).querySelector('[data-part="description"]')).toBeNull();
    // The buttons read it with the amount, so "Transactions" says which link.
    for (const name of ['Copy link', 'More actions']) {
      expect(within(rows()[0]!).getByRole('button', { name })).toHaveAccessibleDescription('11.50 USDT Consulting, November');
    }
    const reads = () => backend.requests.filter((r) => r.startsWith('GET /payment-links/')).length;
    expect(reads()).toBe(4);
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(header(0)).toHaveTextContent('Consulting, November');
    expect(reads()).toBe(4);
  });

  it('gives every row one group: Copy (an active link only) and ⋯ with QR, Open and Transactions; a closed one says it takes no payment', async () => {
    const { root, rows, actionsOf, openMenu } = setup({}, { onSelect: () => undefined });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const offered = (index: number) => [...actionsOf(rows()[index]!).querySelectorAll('button, a')].map((element) => element.textContent);
    // More than two actions: Copy, and the rest behind one menu.
    expect(
      within(actionsOf(rows()[0]!))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Copy link', 'More actions']);
    await openMenu(rows()[0]!);
    expect(offered(0)).toEqual(['Copy link', '⋯', 'Show QR code', 'Open page (opens in a new tab)', 'Transactions']);
    expect(offered(1)).toEqual(['⋯', 'Transactions']);
    expect(offered(2)).toEqual(['⋯', 'Transactions']);
    expect(offered(3)).toEqual(['⋯', 'Transactions']);
    // All quiet: a row's actions never outweigh the row.
    for (const control of actionsOf(rows()[0]!).querySelectorAll('button, a')) expect(control).toHaveAttribute('data-variant', 'quiet');
    expect(actionsOf(rows()[1]!)).toHaveTextContent('Paid: this link takes no more payments.');
    expect(actionsOf(rows()[2]!)).toHaveTextContent('Expired: this link takes no payments.');
    expect(actionsOf(rows()[3]!)).toHaveTextContent('Deactivated: this link takes no payments.');
    expect(root().querySelectorAll(`a[href="${sampleLinks[1]!.url}"]`)).toHaveLength(0);
  });

  it('opens each hosted page in a new tab without giving it the opener', async () => {
    const { root, rows, actionsOf, openMenu } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await openMenu(rows()[0]!);
    const open = within(actionsOf(rows()[0]!)).getByRole('link', { name: /^Open page\s+\(opens in a new tab\)$/ });
    expect(open).toHaveAttribute('href', sampleLinks[0]!.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('copies a link’s URL and says so', async () => {
    const { root, rows, user, actionsOf } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(actionsOf(rows()[0]!)).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(sampleLinks[0]!.url);
    expect(root().querySelector('[data-part="copy-status"]')).toHaveTextContent('Link copied');
  });

  it('shows and hides a link’s QR code of its URL', async () => {
    const { root, rows, user, actionsOf, openMenu } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await openMenu(rows()[0]!);
    const show = within(actionsOf(rows()[0]!)).getByRole('button', { name: 'Show QR code' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    // The menu closed with the choice; the QR code is under the row, the button says so.
    await openMenu(rows()[0]!);
    const qr = screen.getByRole('img', { name: `QR code of ${sampleLinks[0]!.url}` });
    expect(qr.closest('figure')).toHaveAttribute('data-qr-text', sampleLinks[0]!.url);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveAccessibleName('Hide QR code');
    expect(document.getElementById(show.getAttribute('aria-controls')!)).toBe(qr.closest('figure'));
    await user.click(show);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(within(actionsOf(rows()[0]!)).getByRole('button', { name: 'More actions' })).toHaveFocus();
  });

  it('filters by status, asking the proxy for that status only', async () => {
    const onStatusChange = vi.fn();
    const { root, rows, user, backend } = setup({}, { onStatusChange });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const tabs = screen.getByRole('radiogroup', { name: 'Status' });
    expect(
      within(tabs)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Active', 'Paid', 'Expired']);
    expect(within(tabs).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(tabs).getByRole('radio', { name: 'Expired' }));
    await waitFor(() => expect(rows().map((row) => row.dataset.linkId)).toEqual(['pl_0003']));
    expect(backend.requests).toContain('GET /payment-links?status=expired&limit=20&offset=0');
    expect(onStatusChange).toHaveBeenCalledWith('expired');
    expect(root()).toHaveAttribute('data-filter', 'expired');
  });

  it('follows a controlled status', async () => {
    const { root, rows, rerender } = setup({}, { status: 'paid' });
    await waitFor(() => expect(rows().map((row) => row.dataset.linkId)).toEqual(['pl_0002']));
    rerender(
      <StrictMode>
        <PaykitProvider client={createDashboardBackend({ routes: linksStore().routes }).client}>
          <PaymentLinkList status="active" />
        </PaykitProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-filter', 'active'));
    await waitFor(() => expect(rows().map((row) => row.dataset.linkId)).toEqual(['pl_0001']));
  });

  it('says when no link matches, and when there is none at all', async () => {
    const { root, user } = setup({}, { defaultStatus: 'deactivated' }, linksStore(sampleLinks.filter((link) => link.status !== 'deactivated')));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'));
    expect(screen.getByText('No payment links with this status.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // Deactivated is a tab only while it is the filter: the kit deactivates nothing, so it is rarely asked for.
    expect(screen.getByRole('radio', { name: 'Deactivated' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.queryByRole('radio', { name: 'Deactivated' })).toBeNull();
  });

  it('says there are no links yet on an empty account', async () => {
    const { root } = setup({}, {}, linksStore([]));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'));
    expect(screen.getByText('No payment links yet.')).toBeInTheDocument();
  });

  it('pages with Previous and Next, announcing the range', async () => {
    const { root, rows, user, backend } = setup({}, {}, linksStore(manyLinks));
    await waitFor(() => expect(rows()).toHaveLength(20));
    const prev = screen.getByRole('button', { name: 'Previous' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument());
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(backend.requests).toContain('GET /payment-links?limit=20&offset=40');
    await user.click(prev);
    await waitFor(() => expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument());
    expect(root()).toHaveAttribute('data-state', 'ready');
  }, 20_000);

  it('keeps a page size within the service’s 100', async () => {
    const { rows, backend } = setup({}, { pageSize: 500 }, linksStore(manyLinks));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(backend.requests[0]).toBe('GET /payment-links?limit=100&offset=0');
  });

  it('explains a failure in words and tries again on request', async () => {
    let fail = true;
    const store = linksStore();
    const { root, user } = setup(
      {
        routes: {
          'GET /payment-links': (call) => (fail ? refuse(403, 'forbidden', 'You may not see these links')(call) : store.routes['GET /payment-links']!(call)),
        },
      },
      {},
      store,
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment links could not be loaded: You may not see these links');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  });

  it('calls onSelect with the row’s link', async () => {
    const onSelect = vi.fn();
    const { root, rows, user, actionsOf, openMenu } = setup({}, { onSelect });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await openMenu(rows()[1]!);
    await user.click(within(actionsOf(rows()[1]!)).getByRole('button', { name: 'Transactions' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'pl_0002', status: 'paid' }));
  });

  it('has no axe violations with a QR code open', async () => {
    const { rows, user, actionsOf, openMenu, root } = setup({}, { onSelect: () => undefined }, linksStore(manyLinks));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await openMenu(rows()[0]!);
    await user.click(within(actionsOf(rows()[0]!)).getByRole('button', { name: 'Show QR code' }));
    expect(await axeViolations(root())).toEqual([]);
  }, 30_000);
});

describe('CreatePaymentLink beside PaymentLinkList', () => {
  it('makes the new link appear in the list through refreshKey', async () => {
    const store = linksStore();
    const backend = createDashboardBackend({ routes: store.routes });
    dispose = () => backend.dispose();
    function Page() {
      const [created, setCreated] = useState<string | undefined>();
      return (
        <PaykitProvider client={backend.client}>
          <CreatePaymentLink onCreated={(link) => setCreated(link.id)} />
          <PaymentLinkList refreshKey={created} timeZone="UTC" />
        </PaykitProvider>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    const list = () => document.querySelector<HTMLElement>('[data-paykit="payment-link-list"]')!;
    await waitFor(() => expect(list()).toHaveAttribute('data-state', 'ready'));
    await user.type(screen.getByLabelText('Amount'), '42.00');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(within(list()).getAllByRole('rowheader')[0]).toHaveTextContent('42.00 USDT'));
    expect(within(list()).getAllByRole('rowheader')).toHaveLength(5);
    expect(backend.requests.filter((r) => r.startsWith('GET /payment-links?'))).toHaveLength(2);
  }, 20_000);
});
