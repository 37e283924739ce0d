import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { accounts, type OnboardingBackendOptions } from '../test/fixtures/onboarding';
import { useStoryBackend, withOnboardingBackend } from './support/onboarding-backend';
import { VerificationStatus, type VerificationStatusProps } from '../src/onboarding';
import { button } from '../src/react/styles/base';

const withBackend = withOnboardingBackend({ upload: { durationMs: 800 } }, 560);

/** Stands in for the KYB form's owners section that OnboardingFlow passes as renderOwnerInfo. */
function OwnersSectionStandIn({ done, complete }: { done: boolean; complete: () => void }) {
  return done ? (
    <p>Owners sent again.</p>
  ) : (
    <button type="button" className={button()} data-variant="secondary" onClick={complete}>
      Send the updated details
    </button>
  );
}

function Status(props: VerificationStatusProps) {
  const backend = useStoryBackend();
  return <VerificationStatus renderOwnerInfo={(task) => <OwnersSectionStandIn {...task} />} {...props} upload={backend?.upload} />;
}

const meta = {
  title: 'Onboarding/VerificationStatus',
  component: VerificationStatus,
  decorators: [withBackend],
  tags: ['autodocs'],
  render: (args) => <Status {...args} />,
  argTypes: {
    onStatusChange: { action: 'statusChange' },
    onResubmitted: { action: 'resubmitted' },
    onError: { action: 'error' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Where the customer’s verification stands, polled through the proxy (`GET /onboarding/account`): pending, in review with the usual review time, approved, rejected with the reason in plain words, or more information required with one task per item and a resubmit button.\n\n```tsx\nimport { VerificationStatus } from \'paykit/onboarding\';\n\n<VerificationStatus\n  onStatusChange={(status) => track(status)}\n  renderOwnerInfo={(task) => <KybForm draftKey="more-info" onSubmitted={task.complete} />}\n/>\n```',
      },
    },
  },
} satisfies Meta<typeof VerificationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (account: OnboardingBackendOptions['account'], extra: OnboardingBackendOptions = {}) => ({ onboarding: { backend: { account, ...extra } } });

export const Loading: Story = { parameters: state(accounts.pending, { accountDelayMs: Number.POSITIVE_INFINITY }) };
export const Pending: Story = { parameters: state(accounts.pending) };
export const InReviewIndividual: Story = { parameters: state(accounts.inReview) };
export const InReviewBusiness: Story = { parameters: state(accounts.inReviewBusiness) };
export const Approved: Story = { parameters: state(accounts.approvedActive) };
/** Approved with the platform's way on (`next`): the one action under the moment. */
export const ApprovedWithNextStep: Story = {
  args: { next: { href: '#dashboard', label: 'Go to your dashboard' } },
  parameters: state(accounts.approvedActive),
};
export const RejectedExpiredDocument: Story = { parameters: state(accounts.rejectedExpiredDocument) };
export const RejectedUnreadableImage: Story = { parameters: state(accounts.rejectedUnreadableImage) };
export const RejectedNameMismatch: Story = { parameters: state(accounts.rejectedNameMismatch) };
export const RejectedAddressMismatch: Story = { parameters: state(accounts.rejectedAddressMismatch) };
/** A fixable rejection with the platform's next step and support contact. */
export const RejectedWithNextStep: Story = {
  args: { onUpdateDetails: fn(), support: { href: 'mailto:support@example.com' } },
  parameters: state(accounts.rejectedNameMismatch),
};
export const MoreInfoAdditionalDocument: Story = { parameters: state(accounts.moreInfoAdditionalDocument) };
export const MoreInfoAddressProof: Story = { parameters: state(accounts.moreInfoAddressProof) };
export const MoreInfoDocumentQuality: Story = { parameters: state(accounts.moreInfoDocumentQuality) };
export const MoreInfoBeneficialOwners: Story = { parameters: state(accounts.moreInfoBeneficialOwners) };
/** Every task at once (a business); resubmit is enabled once each is done. */
export const MoreInfoEverything: Story = { parameters: state(accounts.moreInfoEverything) };
/** Without renderOwnerInfo the owners task can only explain itself. */
export const MoreInfoOwnersWithoutForm: Story = {
  parameters: state(accounts.moreInfoBeneficialOwners),
  render: (args) => <VerificationStatus {...args} />,
};
export const LoadError: Story = { parameters: state(null) };
/** In review, then approved about five seconds later (the component polls). */
export const DecisionArrives: Story = {
  args: { intervalMs: 1000 },
  parameters: state(accounts.inReview, { decision: { account: accounts.approvedActive, afterMs: 5000 } }),
};
export const Dark: Story = {
  parameters: { onboarding: { backend: { account: accounts.moreInfoAddressProof } } },
  globals: { paykitTheme: 'dark' },
};
export const CustomBrand: Story = {
  parameters: { onboarding: { backend: { account: accounts.rejectedNameMismatch } } },
  globals: { paykitTheme: 'brand' },
};
