import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Typing into five fields and axe over a full table take a while on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
import { createDashboardBackend, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { activityRoutes, listRoute, settledTransaction, transactions, trickyTransactions, unavailable } from '../../../test/fixtures/dashboard-activity';
import { axeViolations } from '../../../test/support/axe-dom';
import { visuallyHidden } from '../../react/styles/base';
import type { PaykitLocale } from '../../react/i18n/locale';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { ar } from '../../locales/ar';
import { de } from '../../locales/de';
import { en } from '../../locales/en';
import { es } from '../../locales/es';
import { fr } from '../../locales/fr';
import { zhCN } from '../../locales/zh-CN';
import { TransactionList, type TransactionListProps } from './TransactionList';

const backends: { dispose(): void }[] = [];
afterEach(() => {
  for (const backend of backends.splice(0)) backend.dispose();
  vi.restoreAllMocks();
});

function setup(props: Partial<TransactionListProps> = {}, options: DashboardBackendOptions = { routes: activityRoutes() }, locale?: PaykitLocale) {
  const backend = createDashboardBackend(options);
  backends.push(backend);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client} locale={locale}>
        <TransactionList {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="transaction-list"]')!;
  const ready = () => waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  /** The last transactions list request's query. */
  const lastQuery = () =>
    new URLSearchParams(
      backend.requests
        .filter((r) => r.startsWith('GET /transactions?') || r === 'GET /transactions')
        .at(-1)!
        .split('?')[1] ?? '',
    );
  return { ...view, backend, user, root, ready, lastQuery };
}

/** The list's own announcement (the export button has its own status). */
const listStatus = () => document.querySelector<HTMLElement>('[data-list-status]')!;
const rowIds = () => [...document.querySelectorAll('tbody tr[data-transaction-id]')].map((row) => row.getAttribute('data-transaction-id'));

describe('TransactionList', () => {
  it('shows a page as a table whose rows lead with the amount and a description, statuses as pills, ids left to the details, the count said once', async () => {
    const { ready } = setup();
    await ready();
    const table = screen.getByRole('table', { name: 'Transactions matching the filters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Amount', 'Status', 'Date']);
    const headers = within(table).getAllByRole('rowheader');
    expect(headers).toHaveLength(20);
    expect(rowIds()).toEqual(transactions.slice(0, 20).map((row) => row.id));
    const big = transactions.find((row) => row.amount === '1234567.89')!;
    const bigRow = table.querySelector<HTMLElement>(`[data-transaction-id="${big.id}"]`)!;
    expect(bigRow.querySelector('th [data-field="amount"]')).toHaveTextContent('1,234,567.89 USDT');
    // The description is the link's (the proxy adds it).
    expect(bigRow.querySelector('th [data-field="description"]')).toHaveTextContent(/^Coffee beans 1 kg$/);
    // The ids are details: neither the transaction's nor the link's is shown in the table.
    expect(table.textContent).not.toContain('pl_');
    const usdc = transactions.find((row) => row.amount === '125.500000')!;
    expect(table.querySelector(`[data-transaction-id="${usdc.id}"] [data-field="amount"]`)).toHaveTextContent(/^125\.50 USDC$/);
    // The ids are details: none is shown in the table.
    expect(table.textContent).not.toContain('txn_');
    const failed = table.querySelector('[data-status="failed"]')!;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveAttribute('data-tone', 'danger');
    expect(failed.querySelector('svg')).toBeNull();
    // Pending is on its way: a neutral pill, not a warning.
    expect(table.querySelector('[data-status="pending"]')).not.toHaveAttribute('data-tone');
    expect(table.querySelector('[data-status="settled"]')).toHaveAttribute('data-tone', 'success');
    // The count is read out once and shown once (by the pages' range), not twice.
    expect(listStatus()).toHaveTextContent('Showing 1–20 of 57 transactions');
    expect(listStatus()).toHaveClass(String(visuallyHidden()));
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–20 of 57');
    // A narrow card stacks the rows (list-table.ts) rather than scrolling the table in a region.
    expect(screen.queryByRole('region', { name: 'Transactions matching the filters' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets the amount stand alone when the link has no description: no stand-in words', async () => {
    const bare = { ...settledTransaction, id: 'txn_bare', payment_link_id: 'pl_nodesc9' };
    const { ready } = setup({}, { routes: activityRoutes([bare]) });
    await ready();
    const header = screen.getByRole('rowheader');
    expect(header).toHaveTextContent(/^49\.90 USDT$/);
    expect(header.querySelector('[data-field="description"]')).toBeNull();
  });

  it('puts Export CSV on the title’s line, out of the filters, whose row ends with Clear filters once one applies', async () => {
    const { ready } = setup({ defaultFilters: { status: 'settled' } });
    await ready();
    const title = screen.getByRole('heading', { name: 'Transactions' });
    expect(title.parentElement).toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
    const form = screen.getByRole('search');
    expect(form).not.toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
    const fields = form.querySelector('fieldset')!;
    expect(fields.lastElementChild).toBe(screen.getByRole('button', { name: 'Clear filters' }));
  });

  it('names a set payment link as a chip "Payment link: pl_…" that removes it', async () => {
    const { ready, user, lastQuery } = setup({ defaultFilters: { paymentLinkId: 'pl_books02' } });
    await ready();
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    const chip = within(chips).getByRole('button', { name: 'Remove filter Payment link: pl_books02' });
    expect(chip.closest('li')).toHaveAttribute('data-link');
    await user.click(chip);
    await waitFor(() => expect(lastQuery().has('payment_link_id')).toBe(false));
  });

  it('writes each row’s date in the provider’s locale, region included (en-AU: day before month, "pm")', async () => {
    const { ready } = setup({}, { routes: activityRoutes() }, { ...en, tag: 'en-AU' });
    await ready();
    const first = document.querySelector('tbody time')!;
    expect(first.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2}(,| at)? \d{1,2}:\d{2}\s?[ap]m$/);
  });

  it('pages forward and back with the offset in the request, and says where it is', async () => {
    const { ready, user, lastQuery } = setup();
    await ready();
    expect(lastQuery().get('limit')).toBe('20');
    expect(lastQuery().get('offset')).toBe('0');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listStatus()).toHaveTextContent('Showing 21–40 of 57 transactions'));
    expect(lastQuery().get('offset')).toBe('20');
    expect(nav).toHaveTextContent('21–40 of 57');
    expect(rowIds()).toEqual(transactions.slice(20, 40).map((row) => row.id));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listStatus()).toHaveTextContent('Showing 41–57 of 57 transactions'));
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(listStatus()).toHaveTextContent('Showing 21–40 of 57 transactions'));
  });

  it('changes the page size (at most 100) and goes back to the first page', async () => {
    const { ready, user, lastQuery } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('offset')).toBe('20'));
    await ready();
    expect([...screen.getByLabelText<HTMLSelectElement>('Rows per page').options].map((o) => o.value)).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(listStatus()).toHaveTextContent('Showing 1–57 of 57 transactions'));
    expect(lastQuery().get('limit')).toBe('100');
    expect(lastQuery().get('offset')).toBe('0');
  });

  it('applies each filter as it changes (a link id once the field is left), as the service takes them, back at the first page', async () => {
    const onFiltersChange = vi.fn();
    const { ready, user, lastQuery, backend } = setup({ onFiltersChange });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('offset')).toBe('20'));
    await ready();
    // No button to press: each change is the request.
    expect(screen.queryByRole('button', { name: 'Apply filters' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'settled');
    await waitFor(() => expect(lastQuery().get('status')).toBe('settled'));
    expect(lastQuery().get('offset')).toBe('0');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USDT');
    await waitFor(() => expect(lastQuery().get('currency')).toBe('USDT'));
    // Typed letter by letter, a link id asks for nothing until the field is left.
    const asked = backend.requests.length;
    await user.type(screen.getByLabelText('Payment link ID'), 'pl_coffee01');
    expect(backend.requests.length).toBe(asked);
    await user.tab();
    await waitFor(() => expect(lastQuery().get('payment_link_id')).toBe('pl_coffee01'));
    await user.type(screen.getByLabelText('From date'), '2026-03-20');
    await waitFor(() => expect(lastQuery().has('from')).toBe(true));
    await user.type(screen.getByLabelText('To date'), '2026-03-25');
    await waitFor(() => expect(lastQuery().has('to')).toBe(true));
    const query = lastQuery();
    expect(query.get('offset')).toBe('0');
    expect(query.get('status')).toBe('settled');
    // The browser's local days: from the start of the 20th to the start of the 26th (exclusive).
    const from = new Date(query.get('from')!);
    const to = new Date(query.get('to')!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([2026, 2, 20, 0, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours(), to.getMinutes()]).toEqual([2026, 2, 26, 0, 0]);
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(onFiltersChange).toHaveBeenLastCalledWith({ status: 'settled', currency: 'USDT', paymentLinkId: 'pl_coffee01', from: '2026-03-20', to: '2026-03-25' });
  });

  it('refuses a to date before the from date, in words on the field, and asks for nothing', async () => {
    const { ready, user, backend, lastQuery } = setup();
    await ready();
    await user.type(screen.getByLabelText('From date'), '2026-03-20');
    await waitFor(() => expect(lastQuery().has('from')).toBe(true));
    await ready();
    const asked = backend.requests.length;
    await user.type(screen.getByLabelText(/^To date/), '2026-03-10');
    const to = screen.getByLabelText(/^To date/);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Includes this day The to date is before the from date');
    expect(backend.requests.length).toBe(asked);
  });

  it.each([
    ['a pasted page address', 'https://pay.example.com/pay/pl_0001'],
    ['a stray character', 'pl_0001-'],
    ['no pl_ prefix', '0001'],
  ])('refuses a payment link ID that cannot be one (%s) at the field, keeping the table', async (_case, typed) => {
    const { ready, user, backend, root } = setup();
    await ready();
    const asked = backend.requests.length;
    const field = screen.getByLabelText('Payment link ID');
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(`${field.id}-error`);
    expect(error).toHaveTextContent('Enter a payment link ID, like pl_a1B2c3');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error!.id);
    expect(backend.requests.length).toBe(asked);
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('table')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, ' pl_0001 {Enter}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById(`${field.id}-error`)).toBeNull();
    await waitFor(() => expect(backend.requests.at(-1)).toContain('payment_link_id=pl_0001'));
  });

  it('starts from defaultFilters (one payment link) and follows controlled filters, back at the first page', async () => {
    const { ready, lastQuery, rerender, backend, user } = setup({ defaultFilters: { paymentLinkId: 'pl_books02' } });
    await ready();
    expect(lastQuery().get('payment_link_id')).toBe('pl_books02');
    expect(screen.getByLabelText('Payment link ID')).toHaveValue('pl_books02');
    expect(rowIds()).toEqual(transactions.filter((row) => row.payment_link_id === 'pl_books02').map((row) => row.id));
    expect(listStatus()).toHaveTextContent('Showing 1–19 of 19 transactions');

    const controlled = (filters: TransactionListProps['filters']) => (
      <StrictMode>
        <PaykitProvider client={backend.client}>
          <TransactionList filters={filters} />
        </PaykitProvider>
      </StrictMode>
    );
    rerender(controlled({ status: 'failed' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('failed'));
    await ready();
    rerender(controlled({ status: 'settled' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('settled'));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('offset')).toBe('20'));
    await ready();
    rerender(controlled({ status: 'settled', currency: 'BTC' }));
    await waitFor(() => expect(lastQuery().get('currency')).toBe('BTC'));
    expect(lastQuery().get('offset')).toBe('0');
  });

  it('on a phone, folds the filters behind a "Filters" button with their count, and shows each applied one as a chip that removes it', async () => {
    const { ready, user, lastQuery } = setup({ defaultFilters: { status: 'settled', currency: 'USDT' } });
    await ready();
    // Its name is its visible words (the count in its badge) and then "applied", read only: a name that
    // did not start with what is seen fails voice control users (axe: label-content-name-mismatch).
    const toggle = screen.getByRole('button', { name: 'Filters 2 applied' });
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fields).toContainElement(screen.getByLabelText('Status'));
    expect(fields).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fields).toHaveAttribute('data-open', 'true');

    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove filter Status: Settled', 'Remove filter Currency: USDT']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Status: Settled' }));
    await waitFor(() => expect(lastQuery().has('status')).toBe(false));
    expect(lastQuery().get('currency')).toBe('USDT');
    expect(screen.getByRole('button', { name: 'Filters 1 applied' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('with no filter applied, the button says only "Filters" and no chip is shown', async () => {
    const { ready } = setup();
    await ready();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { root, user, lastQuery } = setup({ defaultFilters: { paymentLinkId: 'pl_nothing' } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'));
    expect(listStatus()).toHaveTextContent('No transactions match these filters');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears.at(-1)!);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(lastQuery().has('payment_link_id')).toBe(false);
    expect(screen.getByLabelText('Payment link ID')).toHaveValue('');
  });

  it('says so when the account has no transactions at all', async () => {
    const { root } = setup({}, { routes: activityRoutes([]) });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'));
    expect(listStatus()).toHaveTextContent('No transactions yet');
  });

  it('announces loading and keeps the table in place with placeholder rows', async () => {
    const { root } = setup({}, { routes: activityRoutes(), delayMs: Number.POSITIVE_INFINITY });
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(listStatus()).toHaveTextContent('Loading transactions…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5);
    expect(await axeViolations()).toEqual([]);
  });

  it('explains a failure in words and tries again', async () => {
    let failing = true;
    const ok = listRoute();
    const { root, user } = setup({}, { routes: { 'GET /transactions': (call) => (failing ? unavailable(call) : ok(call)) } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(listStatus()).toHaveTextContent('The transactions could not be loaded: The service is unavailable. Try again shortly.');
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  });

  /** A row's one button: its amount, which opens its details. */
  const rowButton = (id: string) => within(document.querySelector<HTMLElement>(`tr[data-transaction-id="${id}"]`)!).getByRole('button');

  it('passes explorerHref on to the details, so a settled transaction’s hash links to its explorer', async () => {
    const { ready, user } = setup({ explorerHref: (transaction) => `https://explorer.example/tx/${transaction.tx_hash ?? ''}` });
    await ready();
    await user.click(rowButton(settledTransaction.id));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const link = await within(dialog).findByRole('link', { name: /View on explorer/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/explorer\.example\/tx\/0x?[0-9a-f]+/i);
  });

  it('opens a row’s details in a dialog over the list (beside it on a wide screen), never a card in the card, and comes back to the same row', async () => {
    const { ready, user, root, backend } = setup({ paymentLinkHref: (id) => `/links/${id}` });
    await ready();
    await user.click(rowButton(settledTransaction.id));
    expect(root()).toHaveAttribute('data-state', 'details');
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(dialog).toHaveAttribute('open');
    // The list stays where it was, under the dialog; the details are the dialog's, not a card inside the list.
    expect(screen.getByRole('table', { name: 'Transactions matching the filters' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-paykit="transaction-details"]')).toHaveAttribute('data-flat', '');
    await waitFor(() => expect(backend.requests).toContain(`GET /transactions/${settledTransaction.id}`));
    expect(within(dialog).getByRole('heading', { name: 'Transaction details' })).toHaveFocus();
    expect(within(dialog).getByText(settledTransaction.id)).toBeInTheDocument();
    // The row's link description names the link in the details (the transaction fetched alone has none).
    expect(within(dialog).getByRole('link', { name: 'Coffee beans 1 kg' })).toHaveAttribute('href', `/links/${settledTransaction.payment_link_id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(rowButton(settledTransaction.id)).toHaveFocus();

    // Escape closes it too.
    await user.click(rowButton(settledTransaction.id));
    expect(screen.getByRole('dialog', { name: 'Transaction details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowButton(settledTransaction.id)).toHaveFocus();
  });

  it('hands the row to onSelect instead when given', async () => {
    const onSelect = vi.fn();
    const { ready, user, root } = setup({ onSelect });
    await ready();
    await user.click(rowButton(settledTransaction.id));
    expect(onSelect).toHaveBeenCalledWith({ ...settledTransaction, description: 'Coffee beans 1 kg' });
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('TransactionList CSV export', () => {
  /** Captures the downloaded file instead of saving it. */
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    let next = 0;
    const create = vi.fn((blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return files;
  }

  it('downloads every matching row (all pages, 100 at a time) as RFC 4180 CSV with the date in its name', async () => {
    const files = captureDownloads();
    const { ready, user, backend } = setup({ defaultFilters: { status: 'settled' }, defaultPageSize: 10 });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const settled = transactions.filter((row) => row.status === 'settled');
    expect(await screen.findByText(`Downloaded ${settled.length} transactions`)).toHaveAttribute('role', 'status');
    expect(files[0]!.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await files[0]!.blob.text();
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(settled.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('"id","created_at","amount","currency","status","payment_link_id","tx_hash","confirmed_at","settled_at"');
    const first = settled[0]!;
    expect(lines[1]).toBe(
      `"${first.id}","${first.created_at}","${first.amount}","${first.currency}","settled","${first.payment_link_id}","${first.tx_hash}","${first.confirmed_at}","${first.settled_at}"`,
    );
    expect(backend.requests.filter((r) => r.includes('limit=100'))).toEqual(['GET /transactions?status=settled&limit=100&offset=0']);
  });

  it('guards formula-looking cells and keeps quotes, commas and line breaks inside their field', async () => {
    const files = captureDownloads();
    const { ready, user } = setup({}, { routes: activityRoutes(trickyTransactions) });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [formula, quoted] = trickyTransactions as [(typeof trickyTransactions)[0], (typeof trickyTransactions)[0]];
    expect(await files[0]!.blob.text()).toBe(
      '"id","created_at","amount","currency","status","payment_link_id","tx_hash","confirmed_at","settled_at"\r\n' +
        `"txn_formula","${formula.created_at}","${formula.amount}","${formula.currency}","settled","'=HYPERLINK(""https://evil.example"",""x"")","${formula.tx_hash}","${formula.confirmed_at}","${formula.settled_at}"\r\n` +
        `"txn_quoted","${quoted.created_at}","${quoted.amount}","${quoted.currency}","pending","pl_""a"", b\nc","","",""\r\n`,
    );
  });

  it('stops at the cap and says the file is not everything', async () => {
    const files = captureDownloads();
    const { ready, user, backend } = setup({ maxExportRows: 30 });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await files[0]!.blob.text()).split('\r\n')).toHaveLength(32);
    expect(screen.getByText('Downloaded the first 30 transactions only. Narrow the filters to get the rest.')).toBeInTheDocument();
    expect(backend.requests.filter((r) => r.includes('limit=100'))).toHaveLength(1);
  });

  it('fetches page after page when there are more than 100', async () => {
    const files = captureDownloads();
    const many = Array.from({ length: 230 }, (_, index) => ({ ...settledTransaction, id: `txn_m${String(index).padStart(3, '0')}` }));
    const { ready, user, backend } = setup({}, { routes: activityRoutes(many) });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(backend.requests.filter((r) => r.includes('limit=100'))).toEqual([
      'GET /transactions?limit=100&offset=0',
      'GET /transactions?limit=100&offset=100',
      'GET /transactions?limit=100&offset=200',
    ]);
    const ids = (await files[0]!.blob.text())
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual(many.map((row) => `"${row.id}"`));
  });

  it('says in words when the export fails', async () => {
    captureDownloads();
    const ok = listRoute();
    const { ready, user } = setup({}, { routes: { 'GET /transactions': (call) => (call.query.get('limit') === '100' ? unavailable(call) : ok(call)) } });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV could not be made: The service is unavailable. Try again shortly.')).toHaveAttribute('role', 'status');
  });
});

describe('TransactionList counts in words', () => {
  const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ ...settledTransaction, id: `txn_c${String(index).padStart(3, '0')}` }));
  const exportStatus = () => document.querySelector<HTMLElement>('[data-export-state] + [role="status"]')!;

  // Each language's own plural forms (Intl.PluralRules), not English's "1 transactions".
  it.each([
    ['en', 1, 'Downloaded 1 transaction', 'Showing 1–1 of 1 transaction', undefined],
    ['en', 2, 'Downloaded 2 transactions', 'Showing 1–2 of 2 transactions', undefined],
    ['es', 1, 'Se ha descargado 1 transacción', 'Mostrando 1–1 de 1 transacción', es],
    ['fr', 1, '1 transaction téléchargée', 'Transaction 1–1 sur 1', fr],
    ['de', 1, '1 Transaktion heruntergeladen', 'Transaktion 1–1 von 1', de],
    ['zh-CN', 1, '已下载 1 笔交易', '显示第 1–1 条交易，共 1 条', zhCN],
    ['ar', 0, 'لم يتم تنزيل أي معاملة', null, ar],
    ['ar', 1, 'تم تنزيل معاملة واحدة', 'عرض 1–1 من معاملة واحدة', ar],
    ['ar', 2, 'تم تنزيل معاملتين', 'عرض 1–2 من معاملتين', ar],
    ['ar', 3, 'تم تنزيل 3 معاملات', 'عرض 1–3 من 3 معاملات', ar],
    ['ar', 11, 'تم تنزيل 11 معاملة', 'عرض 1–11 من 11 معاملة', ar],
  ] as const)('%s, %i rows: the export and the range say it in that language’s plural', async (_tag, count, exported, showing, locale) => {
    const downloads: unknown[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => void downloads.push(1));
    const { root, user } = setup({}, { routes: activityRoutes(rowsOf(count)) }, locale);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', count === 0 ? 'empty' : 'ready'));
    // Arabic numbers stay in Latin digits: the locale's tag is plain 'ar'.
    if (showing) expect(listStatus().textContent).toBe(showing);
    await user.click(root().querySelector<HTMLElement>('[data-part="export"]')!);
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(exportStatus().textContent).toBe(exported));
  });

  it('says “the first 1 transaction” when the cap is 1', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { ready, user } = setup({ maxExportRows: 1 });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloaded the first 1 transaction only. Narrow the filters to get the rest.')).toBeInTheDocument();
  });
});
