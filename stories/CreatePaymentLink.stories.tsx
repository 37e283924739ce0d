import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, expect } from 'storybook/test';
import { linksStore, refuse } from '../test/fixtures/dashboard-links';
import { withDashboardBackend } from './support/dashboard-backend';
import { CreatePaymentLink } from '../src/dashboard';
import { formatAmount } from '../src/index';
import { storyWords } from './support/play';
import { PAYMENT_LINK_DESCRIPTION_MAX } from '../src/shared/schemas/payments';

const meta = {
  title: 'Dashboard/CreatePaymentLink',
  component: CreatePaymentLink,
  // The form's own width ($form, 40rem), as the demo's dialog gives it: Amount and Currency pair from there.
  decorators: [withDashboardBackend({ routes: linksStore([]).routes }, 640)],
  tags: ['autodocs'],
  argTypes: { onCreated: { action: 'created' }, onError: { action: 'error' } },
  parameters: {
    docs: {
      description: {
        component:
          "Creates a payment link (`POST /payment-links`): amount, currency and an optional description, checked with the shared `createPaymentLinkRequest` schema before sending, GOV.UK-style errors, the proxy's refusals in words, then the new link to copy, scan or open.\n\n```tsx\nimport { CreatePaymentLink } from 'paykit/dashboard';\n\n<CreatePaymentLink onCreated={(link) => setLastCreated(link.id)} />\n```",
      },
    },
  },
} satisfies Meta<typeof CreatePaymentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: HTMLElement) => canvas.querySelector<HTMLFormElement>('[data-paykit="create-payment-link"]')!;
/** Types `amount` (a decimal string) as a person of the toolbar's locale would: "25,00" in German. */
const fill = async (canvas: HTMLElement, amount: string, globals: Record<string, unknown>) => {
  const input = canvas.querySelector<HTMLInputElement>('#amount')!;
  await userEvent.clear(input);
  if (amount) await userEvent.type(input, formatAmount(amount, storyWords(globals).tag));
  await userEvent.click(canvas.querySelector<HTMLButtonElement>('button[type="submit"]')!);
};
const settled = (canvas: HTMLElement, state: string) => waitFor(() => expect(form(canvas)).toHaveAttribute('data-state', state));

export const Empty: Story = {};
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '1.0000001', globals);
    await settled(canvasElement, 'invalid');
  },
};
/** Two errors: the danger summary links to each (one error alone needs none). */
export const InvalidTwoFields: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(canvasElement.querySelector<HTMLTextAreaElement>('#description')!);
    await userEvent.paste('Too long. '.repeat(PAYMENT_LINK_DESCRIPTION_MAX / 10 + 1));
    await fill(canvasElement, '', globals);
    await settled(canvasElement, 'invalid');
  },
};
export const Sending: Story = {
  parameters: { dashboard: { backend: { delayMs: Number.POSITIVE_INFINITY } } },
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '25.00', globals);
    await settled(canvasElement, 'submitting');
  },
};
export const Created: Story = {
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '25.00', globals);
    await settled(canvasElement, 'created');
  },
};
export const Forbidden: Story = {
  parameters: { dashboard: { backend: { routes: { 'POST /payment-links': refuse(403, 'forbidden', 'No') } } } },
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '25.00', globals);
    await settled(canvasElement, 'failed');
  },
};
export const SessionEnded: Story = {
  parameters: { dashboard: { backend: { routes: { 'POST /payment-links': refuse(401, 'unauthorized', 'No') } } } },
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '25.00', globals);
    await settled(canvasElement, 'failed');
  },
};
export const RefusedAtField: Story = {
  parameters: { dashboard: { backend: { routes: { 'POST /payment-links': refuse(400, 'invalid_request', 'amount is above this account’s limit', 'amount') } } } },
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '999999', globals);
    await settled(canvasElement, 'invalid');
  },
};
export const Narrow320: Story = {
  parameters: { dashboard: { width: 320 } },
  play: async ({ canvasElement, globals }) => {
    await fill(canvasElement, '', globals);
    await settled(canvasElement, 'invalid');
  },
};
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
