import type { Meta, StoryObj } from '@storybook/react-vite';
import { problem } from '../test/fixtures/dashboard';
import { accountRoutes, accounts, virtualAccount, type AccountRoutesOptions } from '../test/fixtures/dashboard-account';
import { withDashboardBackend } from './support/dashboard-backend';
import { AccountStatus } from '../src/dashboard';

const meta = {
  title: 'Dashboard/AccountStatus',
  component: AccountStatus,
  decorators: [withDashboardBackend({ routes: accountRoutes({ account: accounts.approvedActive, bank: virtualAccount }) }, 560)],
  tags: ['autodocs'],
  args: { intervalMs: 60_000, taskHref: (item) => `#${item}`, startHref: '#onboarding' },
  argTypes: { onTask: { action: 'task' }, onStart: { action: 'start' } },
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in customer's connected account (`GET /onboarding/account`): verification status, each `required_info` item as a task linking where it is done (`taskHref` / `onTask`), the rejection reason, capabilities, and the bank details once issued (`GET /onboarding/virtual-account`).\n\n```tsx\nimport { AccountStatus } from 'paykit/dashboard';\n\n<AccountStatus taskHref={(item) => `/onboarding#${item}`} startHref=\"/onboarding\" />\n```",
      },
    },
  },
} satisfies Meta<typeof AccountStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const with_ = (options: AccountRoutesOptions, extra: object = {}) => ({ dashboard: { backend: { routes: accountRoutes(options), ...extra } } });

export const Approved: Story = {};
export const Loading: Story = { parameters: with_({ account: accounts.pending }, { delayMs: Number.POSITIVE_INFINITY }) };
export const NoAccount: Story = { parameters: with_({ account: null }) };
export const LoadError: Story = {
  parameters: { dashboard: { backend: { routes: { 'GET /onboarding/account': () => problem(403, 'forbidden', 'This platform has turned accounts off') } } } },
};
export const Pending: Story = { parameters: with_({ account: accounts.pending }) };
export const InReview: Story = { parameters: with_({ account: accounts.inReviewBusiness }) };
export const MoreInfoRequired: Story = { parameters: with_({ account: accounts.moreInfoEverything }) };
export const Rejected: Story = { parameters: with_({ account: accounts.rejectedExpiredDocument }) };
/** Incoming payments on, and the proxy keeps no details: "Get my bank details" issues (or answers again) them. */
export const BankNotKept: Story = { parameters: with_({ account: accounts.approvedActive }) };
export const Narrow320: Story = { parameters: { dashboard: { width: 320 } } };
export const Dark: Story = { parameters: with_({ account: accounts.moreInfoAddressProof }), globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { parameters: with_({ account: accounts.rejectedNameMismatch }), globals: { paykitTheme: 'brand' } };
