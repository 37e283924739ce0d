import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { accounts, type OnboardingBackendOptions } from '../test/fixtures/onboarding';
import { withOnboardingBackend } from './support/onboarding-backend';
import { storyWords } from './support/play';
import { LivenessHandoff } from '../src/onboarding';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const withBackend = withOnboardingBackend({ account: accounts.livenessReady }, 480);

const meta = {
  title: 'Onboarding/LivenessHandoff',
  component: LivenessHandoff,
  decorators: [withBackend],
  tags: ['autodocs'],
  // The catalogue logs the selfie check's address instead of opening it.
  args: { openUrl: fn(), intervalMs: 1000 },
  argTypes: {
    onDone: { action: 'done' },
    onFailed: { action: 'failed' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "After an individual’s ID document: `POST /onboarding/liveness`, then the selfie check in this browser (a new tab by default, or this one with `openIn=\"same-tab\"`) or on a phone through a QR code; it waits for `submission.liveness` and calls `onDone`, or offers another try.\n\n```tsx\nimport { LivenessHandoff } from 'paykit/onboarding';\n\n<LivenessHandoff onDone={() => next()} onFailed={() => track('selfie-failed')} />\n```",
      },
    },
  },
} satisfies Meta<typeof LivenessHandoff>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (account: OnboardingBackendOptions['account'], extra: OnboardingBackendOptions = {}) => ({ onboarding: { backend: { account, ...extra } } });

export const Ready: Story = {};
export const DocumentsNeeded: Story = { parameters: state(accounts.livenessNoDocuments) };
/** Back on the page while a check is open (after a reload): a button opens a fresh session. */
export const Waiting: Story = { parameters: state(accounts.livenessPending) };
export const ContinueOnPhone: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('liveness.phone') }));
    await within(canvasElement).findByRole('img', { name: t('liveness.qr.label') });
  },
};
/** The check passes about five seconds after it starts; the component notices by itself. */
export const WaitThenDone: Story = {
  parameters: state(accounts.livenessReady, { liveness: { outcome: 'completed', afterMs: 5000 } }),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${escapeRegExp(t('liveness.continue'))}`) }));
    await within(canvasElement).findByText(t('liveness.waiting'));
  },
};
export const Completed: Story = { parameters: state(accounts.livenessCompleted) };
export const Failed: Story = { parameters: state(accounts.livenessFailed) };
export const LoadError: Story = { parameters: state(null) };
export const SameTab: Story = { args: { openIn: 'same-tab' } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
