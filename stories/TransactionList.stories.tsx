import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityRoutes, listRoute, unavailable } from '../test/fixtures/dashboard-activity';
import type { DashboardParameters } from './support/dashboard-backend';
import { withDashboardBackend } from './support/dashboard-backend';
import { TransactionList } from '../src/dashboard';

const meta = {
  title: 'Dashboard/TransactionList',
  component: TransactionList,
  decorators: [withDashboardBackend({ routes: activityRoutes() }, 960)],
  tags: ['autodocs'],
  argTypes: {
    onSelect: { action: 'select' },
    onFiltersChange: { action: 'filtersChange' },
    onExport: { action: 'export' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The account’s transactions through the proxy (`GET /transactions`): filters (status, payment link, currency, from/to days), pages of up to 100, each row opening its details, and **Export CSV** for every row the filters match.\n\n```tsx\nimport { TransactionList } from 'paykit/dashboard';\n\n<TransactionList defaultFilters={{ paymentLinkId: 'pl_…' }} paymentLinkHref={(id) => `/links/${id}`} />\n```",
      },
    },
  },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = (value: DashboardParameters) => ({ dashboard: value });

/** The first page of 57 transactions, 20 a page. */
export const Default: Story = {};
/** One payment link's transactions, as a link's page shows them. */
export const OneLink: Story = { args: { defaultFilters: { paymentLinkId: 'pl_books02' } } };
/** Settled USDT only, 10 a page. */
export const Filtered: Story = { args: { defaultFilters: { status: 'settled', currency: 'USDT' }, defaultPageSize: 10 } };
export const Loading: Story = { parameters: dashboard({ backend: { delayMs: Number.POSITIVE_INFINITY } }) };
/** Filters that match nothing, with a way to clear them. */
export const Empty: Story = { args: { defaultFilters: { paymentLinkId: 'pl_unknown' } } };
/** An account with no transactions at all. */
export const NoTransactions: Story = { parameters: dashboard({ backend: { routes: activityRoutes([]) } }) };
export const LoadError: Story = { parameters: dashboard({ backend: { routes: { 'GET /transactions': unavailable } } }) };
/** The export's own failure: pages load, the CSV's pages of 100 do not. */
export const ExportError: Story = {
  parameters: dashboard({ backend: { routes: { 'GET /transactions': (call) => (call.query.get('limit') === '100' ? unavailable(call) : listRoute()(call)) } } }),
};
/** A pasted page address is no payment link id: refused on the field (in the phone's sheet; a wide card shows a set link as a chip), the table stays. */
export const LinkIdRefused: Story = {
  args: { defaultFilters: { paymentLinkId: 'pl_books02' } },
  parameters: dashboard({ width: 375 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-paykit="transaction-list"]')).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-part="summary"] [aria-controls]')!);
    await userEvent.clear(canvas.getByLabelText('Payment link ID'));
    await userEvent.type(canvas.getByLabelText('Payment link ID'), 'https://pay.example.com/pay/pl_books02{Enter}');
    await expect(canvas.getByLabelText('Payment link ID')).toHaveAttribute('aria-invalid', 'true');
  },
};
/** Waits for the first page, by the list's state (language-free). */
async function loaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-paykit="transaction-list"]')).toHaveAttribute('data-state', 'ready'));
}
/** A row opened: its details in a dialog over the list (a sheet on a phone, a panel beside the list from 640 px). */
export const DetailsOpen: Story = {
  // Without onSelect (the catalogue's action logger), the list shows the details itself.
  args: { onSelect: undefined, paymentLinkHref: (id: string) => `#/links/${id}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-row-button]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="details-sheet"]')).toHaveAttribute('open'));
  },
};
/** On a phone: the filters folded behind "Filters" with their count, the two applied ones as chips. */
export const FiltersOnPhone: Story = {
  args: { defaultFilters: { status: 'settled', currency: 'USDT' } },
  parameters: dashboard({ width: 375 }),
};
/** On a phone, "Filters" pressed: the fields open under the chips. */
export const FiltersOpenOnPhone: Story = {
  args: { defaultFilters: { status: 'settled', currency: 'USDT' } },
  parameters: dashboard({ width: 375 }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-part="summary"] [aria-controls]')!);
    await expect(canvasElement.querySelector('[data-part="fields"]')).toHaveAttribute('data-open', 'true');
    // A still picture with no focus ring left from the press.
    canvasElement.querySelector<HTMLElement>('[data-part="summary"] [aria-controls]')!.blur();
  },
};
/** Payment links open your app's page for them from the built-in details. */
export const WithPaymentLinkPages: Story = { args: { paymentLinkHref: (id: string) => `#/links/${id}` } };
/** A 320 px column: each row stacks, its values under their columns' names; the filters fold behind their button. */
export const Narrow320: Story = { parameters: dashboard({ width: 320 }) };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
/** An Australian platform (the provider's locale `en-AU`): "31 Mar, 10:00 pm" in the rows and the chips, the year only when it is not this one. */
export const AustralianPlatform: Story = { args: { defaultFilters: { status: 'settled', from: '2026-03-01' } }, globals: { locale: 'en-AU' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
