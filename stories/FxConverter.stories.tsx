import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moneyRoutes, type MoneyRoutesOptions } from '../test/fixtures/dashboard-money';
import type { FakeRoute } from '../test/fixtures/dashboard';
import { withDashboardBackend } from './support/dashboard-backend';
import { storyWords } from './support/play';
import { FxConverter } from '../src/dashboard';

// Long enough that a screenshot of a quote never catches it running out.
const STORY_TTL_SECONDS = 600;

const meta = {
  title: 'Dashboard/FxConverter',
  component: FxConverter,
  decorators: [withDashboardBackend({ routes: moneyRoutes({ ttlSeconds: STORY_TTL_SECONDS }) }, 520)],
  tags: ['autodocs'],
  argTypes: {
    onQuote: { action: 'quote' },
    onConverted: { action: 'converted' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Converts between two currencies at a locked rate: fill in one amount, “Get quote” (`POST /fx/quotes`) shows the rate, both amounts and a countdown to `quote_expiry` on the service’s clock (`server_time`); “Convert” (`POST /fx/conversions`, `conversion_type: quote`) while it holds, “Get a new quote” once it runs out. Every refusal is explained in words.\n\n```tsx\nimport { FxConverter } from \'paykit/dashboard\';\n\n<FxConverter defaultSellCurrency="USDT" defaultBuyCurrency="AUD" onConverted={(conversion) => refreshBalances()} />\n```',
      },
    },
  },
} satisfies Meta<typeof FxConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (options: MoneyRoutesOptions, extra: Record<string, FakeRoute> = {}) => ({
  dashboard: { backend: { routes: { ...moneyRoutes({ ttlSeconds: STORY_TTL_SECONDS, ...options }), ...extra } } },
});
const never: FakeRoute = () => new Promise<Response>(() => {});

type Play = NonNullable<Story['play']>;

/** Types 100 into the amount sold and asks for a quote; `until` is the data-state to wait for. */
const quote =
  (until: string, convert = false): Play =>
  async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-paykit="fx-converter"]') as HTMLElement;
    await userEvent.type(canvas.getAllByRole('textbox')[0] as HTMLElement, '100');
    await userEvent.click(canvas.getByRole('button', { name: t('fx.getQuote') }));
    if (convert) await userEvent.click(await canvas.findByRole('button', { name: t('fx.convert') }));
    await waitFor(() => expect(root.getAttribute('data-state')).toBe(until));
    // A mouse's click leaves focus on the button without a ring; the play's synthetic click would
    // draw one on Convert (the same element as "Get quote"), which no reader of the picture pressed.
    (root.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };

export const Idle: Story = {};
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('fx.getQuote') }));
  },
};
export const Quoting: Story = { parameters: money({}, { 'POST /fx/quotes': never }), play: quote('quoting') };
export const Quoted: Story = { play: quote('quoted') };
/** A quote that has already run out when it arrives: Convert gives way to “Get a new quote”. */
export const Expired: Story = { parameters: money({ ttlSeconds: 0 }), play: quote('expired') };
export const Converting: Story = { parameters: money({}, { 'POST /fx/conversions': never }), play: quote('converting', true) };
export const Converted: Story = { play: quote('converted', true) };
export const ConversionPending: Story = { parameters: money({ conversionStatus: 'pending' }), play: quote('pending', true) };
export const ConversionFailed: Story = { parameters: money({ conversionStatus: 'failed' }), play: quote('failed', true) };
export const RefusedInsufficientBalance: Story = { parameters: money({ conversionRefusal: 'balance' }), play: quote('refused', true) };
export const RefusedBelowMinimum: Story = { parameters: money({ quoteRefusal: 'minimum' }), play: quote('refused') };
export const RefusedQuoteExpired: Story = { parameters: money({ conversionRefusal: 'expired' }), play: quote('expired', true) };
export const RefusedQuoteUsed: Story = { parameters: money({ conversionRefusal: 'used' }), play: quote('expired', true) };
export const RefusedFxNotEnabled: Story = { parameters: money({ quoteRefusal: 'disabled' }), play: quote('refused') };
export const SignedOut: Story = { parameters: money({ quoteRefusal: 'unauthorized' }), play: quote('error') };
export const NotAllowed: Story = { parameters: money({ conversionRefusal: 'forbidden' }), play: quote('error', true) };
export const NetworkError: Story = { parameters: money({ quoteRefusal: 'network' }), play: quote('error') };
export const Narrow320: Story = { parameters: { dashboard: { width: 320 } }, play: quote('quoted') };
export const Dark: Story = { globals: { paykitTheme: 'dark' }, play: quote('quoted') };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' }, play: quote('quoted') };
