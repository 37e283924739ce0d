import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  accounts,
  businessAccount,
  businessVirtualAccount,
  fileOf,
  individualAccount,
  sampleIdImage,
  type OnboardingBackendOptions,
} from '../test/fixtures/onboarding';
import { createFlowBackend, flowAccounts, submitted, HANDED_IN_AT, type FlowBackend } from '../test/fixtures/onboarding-flow';
import { StoryProvider } from './support/globals';
import { storyWords } from './support/play';
import { LiveSandbox as Sandboxed, SandboxAction, SandboxChoice } from './support/LiveSandbox';
import { REJECTION_REASONS, REQUIRED_INFO_ITEMS, type RejectionReason, type RequiredInfoItem } from '../src/shared/schemas/accounts';
import { OnboardingFlow, type OnboardingFlowProps, type OnboardingStep } from '../src/onboarding';
import { draftStorageKey } from '../src/react/components/forms/useDraft';
import { kybValues } from '../src/react/components/KybForm/values';
import { MORE_INFO_DRAFT } from '../src/react/components/OnboardingFlow/memory';
import { validKyb } from '../test/fixtures/onboarding-forms';

interface FlowParameters {
  backend?: OnboardingBackendOptions;
  /** What the flow remembers for the tab (which ID document, a trust), as after a reload. */
  memory?: { idType?: string; businessType?: string };
  /** Form drafts in the tab's storage, by key (the business details sent before, say). */
  drafts?: Record<string, unknown>;
  /** The story brings its own backend and provider (the in-browser sandbox): no fake proxy around it. */
  live?: boolean;
}

const Backend = createContext<FlowBackend | null>(null);

/** Each story starts clean: no form drafts, no remembered answers from another story. */
function resetStorage(memory: FlowParameters['memory'], drafts: FlowParameters['drafts'] = {}) {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('paykit:')) sessionStorage.removeItem(key);
  if (memory) sessionStorage.setItem('paykit:onboarding:flow', JSON.stringify(memory));
  for (const [key, value] of Object.entries(drafts)) sessionStorage.setItem(key, JSON.stringify(value));
}

function Frame({ parameters, children }: { parameters: FlowParameters; children: ReactNode }) {
  useState(() => resetStorage(parameters.memory, parameters.drafts));
  const backend = useMemo(() => createFlowBackend({ upload: { durationMs: 800 }, ...parameters.backend }), [parameters]);
  useEffect(() => () => backend.dispose(), [backend]);
  return (
    <Backend.Provider value={backend}>
      <StoryProvider client={backend.client}>
        <div style={{ width: 680, maxWidth: '100%' }}>{children}</div>
      </StoryProvider>
    </Backend.Provider>
  );
}

/** Each story gets its own fake proxy (no server) whose account is where the story starts. */
const withBackend: Decorator = (Story, context) => {
  const parameters = (context.parameters.onboarding ?? {}) as FlowParameters;
  if (parameters.live) {
    return (
      <CleanStorage memory={parameters.memory}>
        <Story />
      </CleanStorage>
    );
  }
  return (
    <Frame parameters={parameters}>
      <Story />
    </Frame>
  );
};

function CleanStorage({ memory, children }: { memory: FlowParameters['memory']; children: ReactNode }) {
  useState(() => resetStorage(memory));
  return <>{children}</>;
}

/** The flow with the story backend's uploads (progress in steps, no network). */
function Flow(props: OnboardingFlowProps) {
  const backend = useContext(Backend);
  return <OnboardingFlow intervalMs={1000} {...props} upload={backend?.upload} />;
}

const meta = {
  title: 'Onboarding/OnboardingFlow',
  component: OnboardingFlow,
  decorators: [withBackend],
  tags: ['autodocs'],
  render: (args) => <Flow {...args} />,
  argTypes: {
    customerType: { control: 'inline-radio', options: [undefined, 'individual', 'business'] },
    onComplete: { action: 'complete' },
    onError: { action: 'error' },
    onStepChange: { action: 'stepChange' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The whole onboarding of one customer through the proxy: account type, identity details (KYC, or KYB with beneficial owners), documents (passport or both sides of a card and a proof of address; the registration document, and the trust deed for trusts), the selfie check for individuals, verification with its tasks and resubmit, then incoming payments turned on and the account details card. It resumes where the account stands (`GET /onboarding/account`); each step change moves focus to the step heading and is announced. The step can be the page’s own (`step` + `onStepChange`, say in its URL), or start elsewhere (`defaultStep`).\n\n```tsx\n<PaykitProvider baseUrl="/api/paykit">\n  <OnboardingFlow onComplete={(details) => showDashboard(details)} onStepChange={track} />\n</PaykitProvider>\n```',
      },
    },
  },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const from = (account: OnboardingBackendOptions['account'], extra: Omit<FlowParameters, 'backend'> & { backend?: OnboardingBackendOptions } = {}) => ({
  onboarding: { ...extra, backend: { account, ...extra.backend } },
});

/** The first question: who the account is for. */
export const ChooseAccountType: Story = { parameters: from(null) };
/** The page owns the step (`step` + `onStepChange`): here it follows every request, and shows where it is. */
export const StepOwnedByThePage: Story = {
  parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'passport' } }),
  render: function Controlled(args) {
    const [step, setStep] = useState<OnboardingStep>('details');
    return (
      <>
        <p>The page's step: {step}</p>
        <Flow
          {...args}
          step={step}
          onStepChange={(next) => {
            args.onStepChange?.(next);
            setStep(next);
          }}
        />
      </>
    );
  },
};
/** A card chosen: its edge in the accent, its radio checked. */
export const ChooseAccountTypeChosen: Story = {
  parameters: from(null),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: storyWords(globals).t('flow.type.business') }));
  },
};
/** Continue without an answer: the error once, under the cards (every card marked), and focus on the first card. */
export const ChooseAccountTypeError: Story = {
  parameters: from(null),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: storyWords(globals).t('flow.continue') }));
  },
};
export const Loading: Story = { parameters: from(null, { backend: { accountDelayMs: Number.POSITIVE_INFINITY } }) };
export const LoadError: Story = {
  parameters: from(null, { backend: { accountError: { status: 500, code: 'internal_error', message: 'The service is unavailable.' } } }),
};
/** The platform already knows the type: the flow starts at the details, and opens the account when they are sent. */
/** The details as the page shows them: the account type chosen (step 1 done), the KYC form next. */
export const IndividualDetails: Story = { parameters: from(flowAccounts.individualOpened) };
/** The business's details after the account type: the KYB form with its first owner. */
export const BusinessDetails: Story = { parameters: from(flowAccounts.businessOpened) };
export const IndividualDocuments: Story = { parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'passport' } }) };
/** A driver's licence or national ID: both sides. */
export const IndividualDocumentsIdCard: Story = { parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'drivers_licence' } }) };
/** After a reload that forgot the ID type: the customer says which document. */
export const IndividualDocumentsChooseId: Story = { parameters: from(flowAccounts.individualDetailsSent) };
/** Continue with documents missing: each is named. */
export const IndividualDocumentsMissing: Story = {
  parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'passport' } }),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: storyWords(globals).t('flow.continue') }));
  },
};
/** Both documents in: each as a row (a thumbnail, or a PDF mark), its size, Replace and Remove. */
export const IndividualDocumentsUploaded: Story = {
  parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'passport' }, backend: { upload: { durationMs: 200 } } }),
  play: async ({ canvasElement }) => {
    const put = async (type: string, file: File) => {
      const slot = await waitFor(() => {
        const found = canvasElement.querySelector<HTMLElement>(`[data-document-type="${type}"]`);
        if (!found) throw new Error(`no ${type} slot yet`);
        return found;
      });
      await userEvent.setup({ applyAccept: false }).upload(slot.querySelector<HTMLInputElement>('input[type="file"]')!, file);
      // The sample photo is small: past the readability hint, as a customer sure of it would.
      await waitFor(() => expect(['uploaded', 'review']).toContain(slot.getAttribute('data-state')), { timeout: 5000 });
      const anyway = slot.querySelector<HTMLButtonElement>('[data-part="quality-hint"] + div button');
      if (anyway) await userEvent.click(anyway);
      await waitFor(() => expect(slot).toHaveAttribute('data-state', 'uploaded'), { timeout: 5000 });
    };
    await put('passport', sampleIdImage('passport-photo-page.png'));
    await put('proof_of_address', fileOf('pdf', { name: 'electricity-bill-november-2026-ada-lovelace.pdf', bytes: 1_250_000 }));
  },
};
export const BusinessDocuments: Story = { parameters: from(flowAccounts.businessDetailsSent, { memory: { businessType: 'company' } }) };
/** The registration document in: its row (a PDF mark, the name, the size, Replace and Remove) under the step's one heading. */
export const BusinessDocumentsUploaded: Story = {
  parameters: from(flowAccounts.businessDetailsSent, { memory: { businessType: 'company' }, backend: { upload: { durationMs: 200 } } }),
  play: async ({ canvasElement }) => {
    const slot = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-document-type="registration_document"]');
      if (!found) throw new Error('no registration document slot yet');
      return found;
    });
    const file = fileOf('pdf', { name: 'certificate-of-registration-analytical-engines.pdf', bytes: 845_000 });
    await userEvent.setup({ applyAccept: false }).upload(slot.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(slot).toHaveAttribute('data-state', 'uploaded'), { timeout: 5000 });
  },
};
/** A trust uploads its trust deed beside the registration document. */
export const TrustDocuments: Story = { parameters: from(flowAccounts.businessDetailsSent, { memory: { businessType: 'trust' } }) };
/** The selfie check; in this story it passes three seconds after it starts, and the flow moves on. */
export const SelfieCheck: Story = {
  parameters: from(flowAccounts.individualDocumentsSent, { backend: { liveness: { outcome: 'completed', afterMs: 3000 } } }),
};
export const SelfieCheckFailed: Story = {
  parameters: from(
    individualAccount({ submission: submitted({ kyc_submitted_at: HANDED_IN_AT, documents: { passport: 1, proof_of_address: 1 }, liveness: 'failed' }) }),
  ),
};
export const WaitingForReview: Story = { parameters: from(flowAccounts.individualHandedIn) };
export const InReview: Story = { parameters: from(accounts.inReview) };
/** A business in review: the same calm moment, with a business's usual review time. */
export const InReviewBusiness: Story = { parameters: from(accounts.inReviewBusiness) };
export const MoreInfoAddressProof: Story = { parameters: from(accounts.moreInfoAddressProof) };
/** The owners task shows the KYB form again, to send the owners' details anew. */
export const MoreInfoBeneficialOwners: Story = { parameters: from(accounts.moreInfoBeneficialOwners) };
/** The owners task after a reload: the KYB form filled with what this tab sent, the owners first. */
export const MoreInfoBeneficialOwnersPrefilled: Story = {
  parameters: from(accounts.moreInfoBeneficialOwners, { drafts: { [draftStorageKey('kyb', MORE_INFO_DRAFT)]: kybValues(validKyb) } }),
};
/** Rejected, with no way to fix it here: the reason, what to do, and the platform's support as a quiet button. */
export const Rejected: Story = { args: { support: { href: 'mailto:support@example.com' } }, parameters: from(accounts.rejectedNameMismatch) };
/** A fixable rejection where the platform reopens applications: what to fix, "Update your details", and its support link. */
export const RejectedWithNextStep: Story = {
  args: { retryAfterRejection: true, support: { href: 'mailto:support@example.com' } },
  parameters: from(accounts.rejectedNameMismatch),
};
/** A trust that uploaded only its registration document, back in a tab that forgot its answers: asked whether it is a trust. */
export const TrustResumeForgotten: Story = {
  parameters: from(businessAccount({ submission: submitted({ kyb_submitted_at: HANDED_IN_AT, documents: { registration_document: 1 } }) })),
};
/** Approved: incoming payments are turned on and the account details issued. */
export const AccountDetails: Story = { parameters: from(individualAccount({ verification_status: 'approved' }), { backend: { virtualAccount: null } }) };
/** A business is paid under its registered legal name, not a person's. */
export const AccountDetailsBusiness: Story = {
  parameters: from(businessAccount({ verification_status: 'approved' }), { backend: { virtualAccount: businessVirtualAccount } }),
};
/** In review, approved a few seconds later: the flow moves on to the account details by itself. */
export const ApprovalArrives: Story = {
  parameters: from(accounts.inReview, { backend: { decision: { account: accounts.approved, afterMs: 4000 } } }),
};
export const Dark: Story = {
  parameters: from(flowAccounts.individualDetailsSent, { memory: { idType: 'passport' } }),
  globals: { paykitTheme: 'dark' },
};
export const CustomBrand: Story = { parameters: from(null), globals: { paykitTheme: 'brand' } };

const words = (code: string) => code.replaceAll('_', ' ');

function LiveOnboardingControls({
  approve,
  reject,
  requestInfo,
  pass,
  fail,
}: Record<'approve' | 'pass' | 'fail', () => Promise<string>> & {
  reject: (reason: RejectionReason) => Promise<string>;
  requestInfo: (item: RequiredInfoItem) => Promise<string>;
}) {
  const [reason, setReason] = useState<RejectionReason>('unreadable_document_image');
  const [item, setItem] = useState<RequiredInfoItem>('address_proof');
  return (
    <>
      <SandboxAction label="Approve" run={approve} />
      <SandboxChoice<RejectionReason>
        id="live-rejection-reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        options={REJECTION_REASONS.map((value) => ({ value, label: words(value) }))}
      >
        <SandboxAction label="Reject" run={() => reject(reason)} />
      </SandboxChoice>
      <SandboxChoice<RequiredInfoItem>
        id="live-required-info"
        label="Information"
        value={item}
        onChange={setItem}
        options={REQUIRED_INFO_ITEMS.map((value) => ({ value, label: words(value) }))}
      >
        <SandboxAction label="Request more information" run={() => requestInfo(item)} />
      </SandboxChoice>
      <SandboxAction label="Pass selfie check" run={pass} />
      <SandboxAction label="Fail selfie check" run={fail} />
    </>
  );
}

/**
 * Against the in-browser sandbox (no server): the flow talks to the proxy in the page, which
 * opens a real sandbox account for the story's one user. The buttons decide its verification
 * (and answer the selfie check, whose page the sandbox would otherwise serve); the flow follows
 * the account by itself.
 */
export const LiveSandbox: Story = {
  parameters: { onboarding: { live: true } },
  render: (args) => (
    <Sandboxed<null>
      width={680}
      setup={() => Promise.resolve(null)}
      controls={({ backend }) => {
        const account = backend.simulate.account;
        return (
          <LiveOnboardingControls
            approve={async () => (await account.approve(), 'The account was approved.')}
            reject={async (reason) => (await account.reject(reason), `The account was rejected: ${words(reason)}.`)}
            requestInfo={async (item) => (await account.requestInfo([item]), `More information was requested: ${words(item)}.`)}
            pass={async () => (await account.completeLiveness('pass'), 'The selfie check passed.')}
            fail={async () => (await account.completeLiveness('fail'), 'The selfie check failed.')}
          />
        );
      }}
    >
      {/* The sandbox's selfie-check page has no server here: it stays closed, and the bar's buttons answer it. */}
      {() => <OnboardingFlow intervalMs={1000} liveness={{ openUrl: () => undefined }} {...args} />}
    </Sandboxed>
  ),
};
