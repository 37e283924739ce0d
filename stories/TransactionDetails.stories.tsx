import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityRoutes, pendingTransaction, settledTransaction, unavailable } from '../test/fixtures/dashboard-activity';
import type { DashboardParameters } from './support/dashboard-backend';
import { withDashboardBackend } from './support/dashboard-backend';
import { TransactionDetails } from '../src/dashboard';

const meta = {
  title: 'Dashboard/TransactionDetails',
  component: TransactionDetails,
  decorators: [withDashboardBackend({ routes: activityRoutes() }, 560)],
  tags: ['autodocs'],
  args: { transactionId: settledTransaction.id },
  argTypes: {
    onPaymentLinkSelect: { action: 'paymentLinkSelect' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One transaction through the proxy (`GET /transactions/:id`), or one you already have: the amount as the hero with its status and date, then its payment link, its id and on-chain hash (each with a copy button; the hash on its explorer with `explorerHref`), and when it was confirmed and settled.\n\n```tsx\nimport { TransactionDetails } from \'paykit/dashboard\';\n\n<TransactionDetails transactionId="txn_…" paymentLinkHref={(id) => `/links/${id}`} />\n```',
      },
    },
  },
} satisfies Meta<typeof TransactionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = (value: DashboardParameters) => ({ dashboard: value });

/** Settled: every time and the hash are there. */
export const Settled: Story = {};
/** Pending: no hash, not confirmed, not settled yet. */
export const Pending: Story = { args: { transactionId: pendingTransaction.id } };
/** A transaction object given, with no request. */
export const GivenTransaction: Story = { args: { transactionId: undefined, transaction: pendingTransaction } };
/** The payment link as a link to your app's page for it. */
export const WithPaymentLinkPage: Story = { args: { paymentLinkHref: (id: string) => `#/links/${id}` } };
/** As the list opens it: the row's link description names the link, its id muted under it. */
export const NamedPaymentLink: Story = {
  args: { transactionId: undefined, transaction: { ...settledTransaction, description: 'Coffee beans 1 kg' }, paymentLinkHref: (id: string) => `#/links/${id}` },
};
/** The hash on its network's explorer: the app says where (the service does not name a transaction's network). */
export const WithExplorer: Story = {
  args: { paymentLinkHref: (id: string) => `#/links/${id}`, explorerHref: (transaction) => `https://tronscan.org/#/transaction/${transaction.tx_hash}` },
};
export const Loading: Story = { parameters: dashboard({ backend: { delayMs: Number.POSITIVE_INFINITY } }) };
export const NotFound: Story = { args: { transactionId: 'txn_missing' } };
export const LoadError: Story = { parameters: dashboard({ backend: { routes: { 'GET /transactions/:transactionId': unavailable } } }) };
export const Narrow320: Story = { parameters: dashboard({ width: 320 }) };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
