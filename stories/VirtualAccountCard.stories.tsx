import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { accounts, createOnboardingBackend, virtualAccount, type OnboardingBackendOptions } from '../test/fixtures/onboarding';
import { PaykitProvider, brandTokens, type PaykitProviderProps } from '../src/index';
import { VirtualAccountCard } from '../src/onboarding';

interface Parameters {
  backend?: OnboardingBackendOptions;
  theme?: PaykitProviderProps['theme'];
  width?: number;
}

function Frame({ parameters, children }: { parameters: Parameters; children: ReactNode }) {
  const backend = useMemo(() => createOnboardingBackend({ account: accounts.approvedActive, virtualAccount, ...parameters.backend }), [parameters]);
  useEffect(() => () => backend.dispose(), [backend]);
  return (
    <PaykitProvider client={backend.client} theme={parameters.theme ?? 'light'}>
      <div style={{ width: parameters.width ?? 480, maxWidth: '100%', boxSizing: 'border-box', padding: 16, background: 'var(--pk-colors-surface)', color: 'var(--pk-colors-text)' }}>{children}</div>
    </PaykitProvider>
  );
}

/** Each story gets its own fake proxy (no server) whose account is in the story's state. */
const withBackend: Decorator = (Story, context) => (
  <Frame parameters={(context.parameters.onboarding ?? {}) as Parameters}>
    <Story />
  </Frame>
);

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
          'Once approved with `inbound_payments` active: reads (`GET /onboarding/virtual-account`) or issues (`POST`) the customer’s BSB, account number and Solana address for USDT/USDC, each with a copy button, and “Share details” (the Web Share API where the browser has it, else copy everything as text). Turns incoming payments on first (`POST /onboarding/capabilities`) when the platform allows it.',
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
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Turn on incoming payments' }));
    await within(canvasElement).findByText(/does not let you turn on incoming payments yourself/);
  },
};
export const BsbCopied: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy BSB' }));
  },
};
export const LoadError: Story = { parameters: state({ account: null }) };
export const Narrow320: Story = { parameters: { onboarding: { width: 320 } } };
export const Dark: Story = { parameters: { onboarding: { theme: 'dark' }, backgrounds: { default: 'dark' } } };
export const CustomBrand: Story = { parameters: { onboarding: { theme: brandTokens } } };
