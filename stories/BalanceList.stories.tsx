import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardBackendOptions } from '../test/fixtures/dashboard';
import { json } from '../test/fixtures/dashboard';
import { moneyRoutes, REFUSALS } from '../test/fixtures/dashboard-money';
import { withDashboardBackend } from './support/dashboard-backend';
import { BalanceList } from '../src/dashboard';

const meta = {
  title: 'Dashboard/BalanceList',
  component: BalanceList,
  decorators: [withDashboardBackend({ routes: moneyRoutes() }, 480)],
  tags: ['autodocs'],
  argTypes: {
    onLoad: { action: 'load' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The account’s available balance per currency (`GET /balances` through the proxy, which decides whose account), each amount exactly as answered in the locale’s notation. Change `refreshKey` to read them again, e.g. from FxConverter’s `onConverted`.\n\n```tsx\nimport { BalanceList, FxConverter } from 'paykit/dashboard';\n\nconst [version, setVersion] = useState(0);\n<BalanceList refreshKey={version} />\n<FxConverter onConverted={() => setVersion((n) => n + 1)} />\n```",
      },
    },
  },
} satisfies Meta<typeof BalanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const backend = (options: DashboardBackendOptions) => ({ dashboard: { backend: options } });

export const Ready: Story = {};
export const Loading: Story = { parameters: backend({ delayMs: Number.POSITIVE_INFINITY }) };
export const Empty: Story = { parameters: backend({ routes: { 'GET /balances': () => json(200, { data: [] }) } }) };
export const LoadError: Story = { parameters: backend({ routes: { 'GET /balances': () => REFUSALS.network() } }) };
export const SignedOut: Story = { parameters: backend({ routes: { 'GET /balances': () => REFUSALS.unauthorized() } }) };
export const Narrow320: Story = { parameters: { dashboard: { width: 320 } } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
