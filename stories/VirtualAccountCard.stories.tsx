import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { accounts, virtualAccount, type OnboardingBackendOptions } from '../test/fixtures/onboarding';
import { withOnboardingBackend } from './support/onboarding-backend';
import { storyWords } from './support/play';
import { VirtualAccountCard } from '../src/onboarding';

const withBackend = withOnboardingBackend({ account: accounts.approvedActive, virtualAccount }, 480);

const meta = {
  title: 'Onboarding/VirtualAccountCard',
  component: VirtualAccountCard,
  decorators: [withBackend],
  tags: ['autodocs'],
  args: { intervalMs: 1000 },
  argTypes: {
    onDetails: { action: 'details' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Once approved with `inbound_payments` active: reads (`GET /onboarding/virtual-account`) or issues (`POST`) the customer’s BSB, account number and Solana address for USDT/USDC, each with a copy button, and “Share details” (the Web Share API where the browser has it, else copy everything as text). Turns incoming payments on first (`POST /onboarding/capabilities`) when the platform allows it.\n\n```tsx\nimport { VirtualAccountCard } from 'paykit/onboarding';\n\n<VirtualAccountCard onDetails={(details) => save(details.bsb, details.account_number)} />\n```",
      },
    },
  },
} satisfies Meta<typeof VirtualAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (extra: OnboardingBackendOptions) => ({ onboarding: { backend: extra } });

export const Ready: Story = {};
export const Loading: Story = { parameters: state({ accountDelayMs: Number.POSITIVE_INFINITY }) };
/** No details yet: issued on the spot. */
export const IssuedOnFirstVisit: Story = { parameters: state({ virtualAccount: null }) };
export const IssueOnRequest: Story = { args: { autoIssue: false }, parameters: state({ virtualAccount: null }) };
export const NotVerifiedYet: Story = { parameters: state({ account: accounts.inReview }) };
export const IncomingPaymentsOff: Story = { parameters: state({ account: accounts.approved, virtualAccount: null }) };
export const ActivationRefused: Story = {
  parameters: state({ account: accounts.approved, virtualAccount: null, allowedCapabilities: [] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('virtualAccount.activate') }));
    await within(canvasElement).findByText(t('virtualAccount.forbidden'));
  },
};
export const BsbCopied: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('virtualAccount.copy.bsb') }));
  },
};
export const LoadError: Story = { parameters: state({ account: null }) };
export const Narrow320: Story = { parameters: { onboarding: { width: 320 } } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
