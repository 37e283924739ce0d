import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { accounts, createOnboardingBackend, virtualAccount, type OnboardingBackendOptions } from '../test/fixtures/onboarding';
import { StoryProvider } from './support/globals';
import { storyWords } from './support/play';
import { VirtualAccountCard } from '../src/onboarding';

interface Parameters {
  backend?: OnboardingBackendOptions;
  width?: number;
}

function Frame({ parameters, children }: { parameters: Parameters; children: ReactNode }) {
  const backend = useMemo(() => createOnboardingBackend({ account: accounts.approvedActive, virtualAccount, ...parameters.backend }), [parameters]);
  useEffect(() => () => backend.dispose(), [backend]);
  return (
    <StoryProvider client={backend.client}>
      <div style={{ width: parameters.width ?? 480, maxWidth: '100%', boxSizing: 'border-box', padding: 16, background: 'var(--pk-colors-surface)', color: 'var(--pk-colors-text)' }}>{children}</div>
    </StoryProvider>
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
          'Once approved with `inbound_payments` active: reads (`GET /onboarding/virtual-account`) or issues (`POST`) the customer’s BSB, account number and Solana address for USDT/USDC, each with a copy button, and “Share details” (the Web Share API where the browser has it, else copy everything as text). Turns incoming payments on first (`POST /onboarding/capabilities`) when the platform allows it.\n\n```tsx\nimport { VirtualAccountCard } from \'paykit/onboarding\';\n\n<VirtualAccountCard onDetails={(details) => save(details.bsb, details.account_number)} />\n```',
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
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('virtualAccount.copy', { field: t('virtualAccount.bsb') }) }));
  },
};
export const LoadError: Story = { parameters: state({ account: null }) };
export const Narrow320: Story = { parameters: { onboarding: { width: 320 } } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
