import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { businessAccount, fileOf, individualAccount, virtualAccount, type OnboardingBackendOptions } from '../../../../test/fixtures/onboarding';
import { createFlowBackend, HANDED_IN_AT, submitted } from '../../../../test/fixtures/onboarding-flow';
import { trustKyb, validKyb, validKyc } from '../../../../test/fixtures/onboarding-forms';
import { apiErrorFor } from '../../../shared/errors';
import type { AccountSubmission } from '../../../shared/schemas/accounts';
import type { OnboardingAccountView } from '../../../shared/schemas/views';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { visuallyHidden } from '../../styles/base';
import { personValues } from '../forms/person';
import { draftStorageKey } from '../forms/useDraft';
import { kybValues } from '../KybForm/values';
import { ar } from '../../../locales/ar';
import { de } from '../../../locales/de';
import { en } from '../../../locales/en';
import { es } from '../../../locales/es';
import { fr } from '../../../locales/fr';
import { zhCN } from '../../../locales/zh-CN';
import type { PaykitLocale } from '../../i18n/locale';
import { OnboardingFlow, type OnboardingFlowProps } from './OnboardingFlow';
import type { OnboardingStep } from './steps';

const AT = HANDED_IN_AT;

interface Setup extends OnboardingBackendOptions {
  props?: Partial<OnboardingFlowProps>;
}

/** The flow over the shared fake proxy, which opens an account on POST /onboarding/account. */
function setup({ props = {}, ...options }: Setup = {}) {
  const backend = createFlowBackend({ upload: { durationMs: 16 }, ...options });
  const onStepChange = vi.fn<(step: OnboardingStep) => void>();
  const onComplete = vi.fn();
  const onError = vi.fn();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <OnboardingFlow intervalMs={20} upload={backend.upload} onStepChange={onStepChange} onComplete={onComplete} onError={onError} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="onboarding-flow"]')!;
  const steps = () => onStepChange.mock.calls.map(([step]) => step);
  return { ...view, backend, opened: backend.opened, onStepChange, onComplete, onError, root, steps, user: userEvent.setup({ applyAccept: false }) };
}

const heading = () => document.querySelector<HTMLElement>('[data-part="step-heading"]')!;
/** The verification step's drawn heading: VerificationStatus's, where the review stands. */
const stateHeading = () => document.querySelector<HTMLElement>('[data-paykit="verification-status"] [data-part="title"]');
const announcer = () => document.querySelector('[data-part="announcer"]')!;
const stepOf = () => document.querySelector('[data-part="step-of"]')!;
const current = () => document.querySelector('[data-part="progress"] [aria-current="step"]')!;

async function atStep(root: () => HTMLElement, step: OnboardingStep) {
  await waitFor(() => expect(root()).toHaveAttribute('data-state', step));
}

/** A step reached by the customer: its heading has focus and the step is announced. */
async function movedTo(root: () => HTMLElement, step: OnboardingStep, title: string, position: string) {
  await atStep(root, step);
  expect(heading()).toHaveTextContent(title);
  await waitFor(() => expect(heading()).toHaveFocus());
  expect(announcer()).toHaveTextContent(`${position}: ${title}`);
  if (step === 'account') {
    // Approved: the indicator ends complete, every step done and none current.
    expect(stepOf()).toHaveTextContent('All steps complete');
    expect(document.querySelector('[data-part="progress"] [aria-current]')).toBeNull();
    expect([...document.querySelectorAll('[data-part="progress"] li')].map((li) => li.getAttribute('data-state'))).toEqual(
      Array(Number(position.split(' ').pop())).fill('done'),
    );
  } else {
    expect(stepOf()).toHaveTextContent(position);
    expect(current()).toHaveAttribute('data-step', step);
  }
}

/** Waits for the element `selector` finds. */
const found = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`nothing matches ${selector}`);
    return element;
  });

/** What Continue on the documents step says is missing. */
const documentsProblem = () => found('[data-part="documents"] [data-part="error-summary"]');

async function upload(user: ReturnType<typeof userEvent.setup>, type: string, file: File) {
  const slot = document.querySelector<HTMLElement>(`[data-part="document-slot"][data-document-type="${type}"]`)!;
  await user.upload(slot.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await waitFor(() => expect(slot).toHaveAttribute('data-state', 'uploaded'));
}

function saveKycDraft() {
  sessionStorage.setItem(draftStorageKey('kyc', 'default'), JSON.stringify(personValues(validKyc)));
}

function saveKybDraft(body = validKyb) {
  sessionStorage.setItem(draftStorageKey('kyb', 'default'), JSON.stringify(kybValues(body)));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

// The forms render every country of the world (several times for a business): slow in jsdom.
describe('OnboardingFlow: the steps', { timeout: 30_000 }, () => {
  it('asks who the account is for, checks an answer was given, then opens the account and moves on', async () => {
    const { root, user, opened, steps, backend } = setup();
    await atStep(root, 'customer-type');
    expect(heading()).toHaveTextContent('Who is the account for?');
    expect(heading()).not.toHaveFocus();
    // Every step says where it stands out of how many: before the type, out of the longer path.
    expect(stepOf()).toHaveTextContent('Step 1 of 6 · Account type');
    expect(announcer()).toHaveTextContent('Step 1 of 6: Who is the account for?');
    // The indicator has one form from the first step to the last: the list of the longer path.
    const list = [...document.querySelectorAll('nav[aria-label="Progress"] li')];
    expect(list.map((item) => item.getAttribute('data-step'))).toEqual(['customer-type', 'details', 'documents', 'liveness', 'verification', 'account']);
    expect(current()).toHaveAttribute('data-step', 'customer-type');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // One question: the error once, under the cards and tied to the group, and focus on the first card.
    const group = screen.getByRole('group', { name: 'Choose who the account is for' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Individual' })).toHaveFocus());
    expect(group).toHaveAccessibleDescription(/Select who the account is for/);
    expect(screen.getAllByText(/Select who the account is for/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(opened).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await movedTo(root, 'details', 'Tell us about yourself', 'Step 2 of 6');
    expect(opened).toEqual([{ customer_type: 'individual' }]);
    expect(backend.account?.customer_type).toBe('individual');
    // The type step is done; the individual's list has the selfie check.
    // jsdom gives the flow no width: the compact line and bar show, the list waits (hidden) for a wide flow.
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 6 · Your details' })).toBeInTheDocument();
    const progress = document.querySelector<HTMLElement>('nav[aria-label="Progress"]')!;
    expect(within(progress).getByText('Account type')).toHaveTextContent('(completed)');
    expect(within(progress).getByText('Selfie check')).toBeInTheDocument();
    await waitFor(() => expect(steps()).toEqual(['customer-type', 'details']));
  });

  it('takes an individual through details, documents, the selfie check and review to the account details', async () => {
    saveKycDraft();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { root, user, backend, steps, onComplete, onError } = setup({
      props: { customerType: 'individual' },
      liveness: { outcome: 'completed', afterMs: 30 },
    });
    await atStep(root, 'details');
    expect(stepOf()).toHaveTextContent('Step 1 of 5');
    expect(screen.queryByText('Account type')).toBeNull();
    // No account yet: sending the details opens it first.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await movedTo(root, 'documents', 'Upload your documents', 'Step 2 of 5');
    expect(backend.requests).toContain('POST /onboarding/kyc');

    // Passport chosen in the form: its photo page, then a proof of address.
    expect(document.querySelector('[data-document-type="id_front"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problem = await documentsProblem();
    // The forms' error summary: a heading, a link to each slot, each slot marked invalid.
    expect(within(problem).getByRole('alert')).toHaveTextContent('There is a problem');
    const passportInput = document.querySelector<HTMLInputElement>('[data-document-type="passport"] input[type="file"]')!;
    expect(passportInput).toHaveAttribute('aria-invalid', 'true');
    expect(passportInput).toHaveAccessibleDescription(/Upload the passport photo page/);
    expect(within(problem).getByRole('link', { name: 'Upload the passport photo page' })).toHaveAttribute('href', `#${passportInput.id}`);
    expect(problem).toHaveTextContent('Upload the passport photo page');
    expect(problem).toHaveTextContent('Upload the proof of address');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(root()).toHaveAttribute('data-state', 'documents');

    await upload(user, 'passport', fileOf('jpeg', { name: 'passport.jpg' }));
    await upload(user, 'proof_of_address', fileOf('pdf'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await movedTo(root, 'liveness', 'Take a selfie check', 'Step 3 of 5');

    await user.click(await screen.findByRole('button', { name: /Start the selfie check/ }));
    await movedTo(root, 'verification', 'Verification', 'Step 4 of 5');
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We have your details'));

    backend.setAccount({ ...backend.account!, verification_status: 'approved' });
    await movedTo(root, 'account', 'You’re verified', 'Step 5 of 5');
    await waitFor(() => expect(document.querySelector('[data-field="bsb"]')).toHaveTextContent('062-000'));
    expect(backend.requests).toContain('POST /onboarding/capabilities');
    expect(backend.account?.capabilities).toContain('inbound_payments');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith(virtualAccount);
    await waitFor(() => expect(steps()).toEqual(['details', 'documents', 'liveness', 'verification', 'account']));
    expect(onError).not.toHaveBeenCalled();
  });

  it('goes Back from documents to the details without losing what was typed', async () => {
    saveKycDraft();
    const { root, user, backend } = setup({ props: { customerType: 'individual' } });
    await atStep(root, 'details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'documents');
    // The form's draft is gone once sent: what shows is what the flow kept.
    expect(sessionStorage.getItem(draftStorageKey('kyc', 'default'))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await movedTo(root, 'details', 'Tell us about yourself', 'Step 1 of 5');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Document number')).toHaveValue('PA1234567');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'documents');
    expect(backend.requests.filter((r) => r === 'POST /onboarding/kyc')).toHaveLength(2);
  });

  it('asks a trust for the trust deed beside the registration document, and goes to review without a selfie check', async () => {
    saveKybDraft(trustKyb);
    const { root, user, backend, steps } = setup({ props: { customerType: 'business' } });
    await atStep(root, 'details');
    expect(heading()).toHaveTextContent('Tell us about the business');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await movedTo(root, 'documents', 'Upload the business’s documents', 'Step 2 of 4');
    expect(document.querySelector('[data-document-type="trust_deed"]')).not.toBeNull();
    // One heading for the step: the step's own, none over the documents repeating it.
    expect(
      within(root())
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Upload the business’s documents']);

    await upload(user, 'registration_document', fileOf('pdf', { name: 'certificate.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await documentsProblem()).toHaveTextContent('Upload the trust deed');
    await upload(user, 'trust_deed', fileOf('pdf', { name: 'deed.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await movedTo(root, 'verification', 'Verification', 'Step 3 of 4');
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We have your details'));
    expect(backend.uploads.map((d) => d.document_type)).toEqual(['registration_document', 'trust_deed']);
    await waitFor(() => expect(steps()).toEqual(['details', 'documents', 'verification']));
  });

  it('asks a company only for its registration document', async () => {
    saveKybDraft(validKyb);
    const { root, user } = setup({ props: { customerType: 'business' } });
    await atStep(root, 'details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'documents');
    expect(document.querySelector('[data-document-type="registration_document"]')).not.toBeNull();
    expect(document.querySelector('[data-document-type="trust_deed"]')).toBeNull();
    await upload(user, 'registration_document', fileOf('pdf'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'verification');
  });

  it('answers a more_info_required review: the task, the upload, resubmit, back in review', async () => {
    const account = individualAccount({
      verification_status: 'more_info_required',
      required_info: ['address_proof'],
      submission: submitted({ kyc_submitted_at: AT, documents: { passport: 1, proof_of_address: 1 }, liveness: 'completed', liveness_completed_at: AT }),
    });
    const { root, user, backend } = setup({ account });
    await atStep(root, 'verification');
    expect(await screen.findByRole('heading', { name: 'Upload a proof of address' })).toBeInTheDocument();
    await upload(user, 'proof_of_address', fileOf('pdf'));
    await waitFor(() => expect(document.querySelector('[data-task="address_proof"]')).toHaveAttribute('data-done', 'true'));
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We’re reviewing your details'));
    expect(backend.requests).toContain('POST /onboarding/resubmit');
    expect(root()).toHaveAttribute('data-state', 'verification');
  });

  it('asked only about the owners: the owner list under one heading, and one action that sends them and resubmits', async () => {
    const account = businessAccount({ verification_status: 'more_info_required', required_info: ['beneficial_owner_info'] });
    saveKybDraft(validKyb);
    sessionStorage.setItem(draftStorageKey('kyb', 'more-info'), JSON.stringify(kybValues(validKyb)));
    const { root, user, backend } = setup({ account });
    await atStep(root, 'verification');
    await waitFor(() => expect(stateHeading()).toHaveTextContent('Update your beneficial owners'));
    const task = await found('[data-task="beneficial_owner_info"]');
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).toBeNull();
    await user.click(within(task).getByRole('button', { name: 'Send the updated details' }));
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We’re reviewing your details'));
    expect(backend.requests.filter((r) => r === 'POST /onboarding/kyb' || r === 'POST /onboarding/resubmit')).toEqual([
      'POST /onboarding/kyb',
      'POST /onboarding/resubmit',
    ]);
  });

  it('a beneficial_owner_info request after a reload shows the owners alone, and keeps and sends the business’s details as they were', async () => {
    saveKybDraft(validKyb);
    const first = setup({ props: { customerType: 'business' } });
    await atStep(first.root, 'details');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(first.root, 'documents');
    const { backend } = first;
    first.unmount();
    // The reviewer asks about the owners; the customer comes back (the tab's memory is all that is left).
    backend.setAccount({ ...backend.account!, verification_status: 'more_info_required', required_info: ['beneficial_owner_info'] });
    const sent: unknown[] = [];
    const request = backend.client.request.bind(backend.client);
    backend.client.request = (method, path, init) => {
      if (path.endsWith('/onboarding/kyb')) sent.push(init?.body);
      return request(method, path, init);
    };
    render(
      <PaykitProvider client={backend.client}>
        <OnboardingFlow intervalMs={20} upload={backend.upload} />
      </PaykitProvider>,
    );
    const task = await found('[data-task="beneficial_owner_info"]');
    const owners = within(task).getByRole('region', { name: 'Beneficial owners' });
    // Sent owners are complete: rows with their names, forms closed.
    expect(
      within(owners).getByRole('heading', { name: `${validKyb.beneficial_owners[0]!.first_name} ${validKyb.beneficial_owners[0]!.last_name}` }),
    ).toBeInTheDocument();
    // Only what was asked: the business's own questions are not shown, but nothing typed is lost.
    expect(within(task).queryByLabelText('Registered legal name')).toBeNull();
    await userEvent.setup().click(within(task).getByRole('button', { name: 'Send the updated details' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.stringify(sent[0])).toContain(validKyb.legal_name);
  });

  it('asked only about the owners, shows the business’s questions only once sending finds one missing', async () => {
    const account = businessAccount({ verification_status: 'more_info_required', required_info: ['beneficial_owner_info'] });
    sessionStorage.setItem(draftStorageKey('kyb', 'more-info'), JSON.stringify(kybValues({ ...validKyb, legal_name: '' })));
    const { root, user, backend } = setup({ account });
    await atStep(root, 'verification');
    const task = await found('[data-task="beneficial_owner_info"]');
    // The owner list and one action, as after a reload that kept everything.
    expect(within(task).queryByLabelText('Registered legal name')).toBeNull();
    expect(within(task).getAllByRole('button', { name: 'Send the updated details' })).toHaveLength(1);
    await user.click(within(task).getByRole('button', { name: 'Send the updated details' }));
    expect(await within(task).findByLabelText('Registered legal name')).toHaveValue('');
    // The kept answers are still there, and nothing was sent.
    expect(within(task).getByLabelText('ABN or ACN')).toHaveValue(validKyb.registration_number);
    expect(backend.requests).not.toContain('POST /onboarding/kyb');
  });

  it('asked only about the owners in a tab that sent nothing: the owner list alone, no business questions', async () => {
    const account = businessAccount({ verification_status: 'more_info_required', required_info: ['beneficial_owner_info'] });
    const { root } = setup({ account });
    await atStep(root, 'verification');
    const task = await found('[data-task="beneficial_owner_info"]');
    expect(within(task).getByRole('region', { name: 'Beneficial owners' })).toBeInTheDocument();
    expect(within(task).queryByLabelText('Registered legal name')).toBeNull();
    expect(within(task).queryByRole('group', { name: 'Registered address' })).toBeNull();
  });

  it('an individual who reloads and goes Back from documents finds the details this tab sent', async () => {
    saveKycDraft();
    const first = setup({ props: { customerType: 'individual' } });
    await atStep(first.root, 'details');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(first.root, 'documents');
    const { backend } = first;
    first.unmount();
    // The reload: only the tab's session storage is left.
    const { root, user } = setup({ account: backend.account });
    await atStep(root, 'documents');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await atStep(root, 'details');
    expect(screen.getByLabelText('First name')).toHaveValue(validKyc.first_name);
    expect(screen.getByLabelText('Last name')).toHaveValue(validKyc.last_name);
    expect(screen.getByLabelText('Document number')).toHaveValue(validKyc.id_number);
    expect(screen.getByLabelText('Postcode')).toHaveValue(validKyc.address.postcode);
    // Kept beside the drafts, in this tab's session storage and nowhere else.
    expect(localStorage.length).toBe(0);
  });

  it('never shows the service’s message when the application cannot be loaded', async () => {
    const message = 'The account is readable only while verification_status is pending; it is rejected';
    const { root } = setup({ accountError: { status: 422, code: 'unprocessable_entity', message } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your application could not be loaded. This was not accepted for your application');
    expect(document.body).not.toHaveTextContent('verification_status');
  });

  it('never shows the service’s message when the account cannot be opened', async () => {
    const { root, user, backend } = setup();
    await atStep(root, 'customer-type');
    const message = 'An account already exists for this session with customer_type individual';
    backend.client.request = () => Promise.reject(apiErrorFor({ status: 409, code: 'conflict', message }));
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your account could not be opened. Your application changed in the meantime. Reload the page and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(document.body).not.toHaveTextContent('customer_type');
  });

  it('reports failures through onError and lets the customer try again', async () => {
    const { root, user, onError, backend } = setup({ accountError: { status: 503, code: 'service_unavailable', message: 'Down for maintenance' } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your application could not be loaded. The service is not available just now.');
    expect(root()).not.toHaveTextContent('Down for maintenance');
    expect(onError).toHaveBeenCalled();
    expect(backend.requests.filter((r) => r === 'GET /onboarding/account').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
  });
});

describe('OnboardingFlow: a document removed from its slot', { timeout: 30_000 }, () => {
  it('is missing again: Continue asks for it, and uploading another lets the customer on', async () => {
    const { root, user } = setup({ account: individualAccount({ submission: submitted({ kyc_submitted_at: AT }) }) });
    await atStep(root, 'documents');
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await upload(user, 'passport', fileOf('jpeg', { name: 'passport.jpg' }));
    await upload(user, 'proof_of_address', fileOf('pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove Passport photo page' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problem = await documentsProblem();
    expect(problem).toHaveTextContent('Upload the passport photo page');
    expect(problem).not.toHaveTextContent('Upload the proof of address');
    expect(root()).toHaveAttribute('data-state', 'documents');

    await upload(user, 'passport', fileOf('png', { name: 'better.png' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'liveness');
  });
});

describe('OnboardingFlow: "Step N of M" on every step, in every language (issue 22)', () => {
  it.each<[string, PaykitLocale, string]>([
    ['en', en, 'Step 1 of 6'],
    ['es', es, 'Paso 1 de 6'],
    ['fr', fr, 'Étape 1 sur 6'],
    ['de', de, 'Schritt 1 von 6'],
    ['zh-CN', zhCN, '第1步，共6步'],
    ['ar', ar, 'الخطوة 1 من 6'],
  ])('the first question says its total: %s', async (_tag, locale, text) => {
    const backend = createFlowBackend({});
    render(
      <PaykitProvider client={backend.client} locale={locale}>
        <OnboardingFlow intervalMs={20} />
      </PaykitProvider>,
    );
    await waitFor(() => expect(document.querySelector('[data-part="step-of"]')).toHaveTextContent(text, { normalizeWhitespace: true }));
  });
});

describe('OnboardingFlow: the compact step indicator (issue 24)', { timeout: 30_000 }, () => {
  it('says "Step 2 of 6 · Your details" and fills a labelled progress bar to 2 of 6', async () => {
    const { root } = setup({ props: { customerType: 'individual' } });
    await atStep(root, 'details');
    expect(document.querySelector('[data-part="step-of"]')).toHaveTextContent('Step 1 of 5 · Your details', { normalizeWhitespace: true });
    const bar = screen.getByRole('progressbar', { name: 'Step 1 of 5 · Your details' });
    expect(bar).toHaveProperty('value', 1);
    expect(bar).toHaveProperty('max', 5);
  });

  it('counts the type question when the flow asked it: step 2 of 6', async () => {
    const { root, user } = setup();
    await atStep(root, 'customer-type');
    // Before the type is known the bar counts out of the longer path, as the text does.
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6 · Account type' })).toHaveProperty('value', 1);
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'details');
    expect(document.querySelector('[data-part="step-of"]')).toHaveTextContent('Step 2 of 6 · Your details', { normalizeWhitespace: true });
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 6 · Your details' });
    expect(bar).toHaveProperty('value', 2);
    expect(bar).toHaveProperty('max', 6);
  });

  it.each<[string, PaykitLocale, string]>([
    ['es', es, 'Paso 1 de 6 · Tipo de cuenta'],
    ['ar', ar, 'الخطوة 1 من 6'],
  ])('names the step in the compact text: %s', async (_tag, locale, text) => {
    const backend = createFlowBackend({});
    render(
      <PaykitProvider client={backend.client} locale={locale}>
        <OnboardingFlow intervalMs={20} />
      </PaykitProvider>,
    );
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAccessibleName(expect.stringContaining(text)));
  });
});

describe('OnboardingFlow: a review decided during the selfie check (issue 22)', { timeout: 30_000 }, () => {
  /** An individual whose selfie check failed: the step offers another try. */
  const failedSelfie = individualAccount({
    submission: submitted({ kyc_submitted_at: AT, documents: { passport: 1, proof_of_address: 1 }, liveness: 'failed' }),
  });
  const rejected = { ...failedSelfie, verification_status: 'rejected', rejection_reason: 'name_mismatch' } as const;
  /** What the service says to developers, which an applicant must never read. */
  const RAW = /verification_status|accepted only while/;

  /** Every text the page shows while the test runs, to prove a message never appeared, even briefly. */
  function everyText() {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    return seen;
  }

  it('moves from "Try again" to the rejection by itself, without a click', async () => {
    const { root, backend } = setup({ account: failedSelfie });
    await atStep(root, 'liveness');
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
    const seen = everyText();

    backend.setAccount(rejected);
    await atStep(root, 'verification');
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We could not verify your account'));
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(seen.filter((text) => RAW.test(text))).toEqual([]);
  });

  it('a retry the service refuses because the account was rejected meanwhile re-reads it and shows the rejection, never the service’s message', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    // A poll too slow to notice first: the refusal is what tells the page.
    const { root, backend, user } = setup({ account: failedSelfie, props: { intervalMs: 60_000 } });
    await atStep(root, 'liveness');
    const retry = await screen.findByRole('button', { name: /Try again/ });
    const seen = everyText();

    backend.setAccount(rejected);
    await user.click(retry);
    await atStep(root, 'verification');
    await waitFor(() => expect(stateHeading()).toHaveTextContent('We could not verify your account'));
    expect(backend.requests).toContain('POST /onboarding/liveness');
    expect(seen.filter((text) => RAW.test(text))).toEqual([]);
    expect(document.body).not.toHaveTextContent(RAW);
  });
});

describe('OnboardingFlow: resuming where the account stands', { timeout: 30_000 }, () => {
  const individual = (submission: Partial<AccountSubmission>, rest: Partial<OnboardingAccountView> = {}) =>
    individualAccount({ submission: submitted(submission), ...rest });
  const business = (submission: Partial<AccountSubmission>, rest: Partial<OnboardingAccountView> = {}) =>
    businessAccount({ submission: submitted(submission), ...rest });
  const allDocuments = { passport: 1, proof_of_address: 1 };

  it.each<[string, OnboardingAccountView | null, OnboardingStep, string]>([
    ['no account yet', null, 'customer-type', 'Who is the account for?'],
    ['an individual without details', individual({}), 'details', 'Tell us about yourself'],
    ['details sent, no documents', individual({ kyc_submitted_at: AT }), 'documents', 'Upload your documents'],
    ['passport only', individual({ kyc_submitted_at: AT, documents: { passport: 1 } }), 'documents', 'Upload your documents'],
    ['documents, no selfie check', individual({ kyc_submitted_at: AT, documents: allDocuments }), 'liveness', 'Take a selfie check'],
    ['selfie check waiting', individual({ kyc_submitted_at: AT, documents: allDocuments, liveness: 'pending' }), 'liveness', 'Take a selfie check'],
    [
      'everything handed in',
      individual({ kyc_submitted_at: AT, documents: allDocuments, liveness: 'completed', liveness_completed_at: AT }),
      'verification',
      'We have your details',
    ],
    ['in review', individual({ kyc_submitted_at: AT }, { verification_status: 'in_review' }), 'verification', 'We’re reviewing your details'],
    [
      'more information required',
      individual({}, { verification_status: 'more_info_required', required_info: ['additional_document'] }),
      'verification',
      'We need a little more information',
    ],
    ['rejected', individual({}, { verification_status: 'rejected', rejection_reason: 'name_mismatch' }), 'verification', 'We could not verify your account'],
    ['approved', individual({}, { verification_status: 'approved', capabilities: ['inbound_payments'] }), 'account', 'You’re verified'],
    ['a business without details', business({}), 'details', 'Tell us about the business'],
    ['a business without documents', business({ kyb_submitted_at: AT }), 'documents', 'Upload the business’s documents'],
    // Whether it is a trust is this tab's memory: without it, the flow asks rather than skip the trust deed.
    [
      'a business with its registration document',
      business({ kyb_submitted_at: AT, documents: { registration_document: 1 } }),
      'documents',
      'Upload the business’s documents',
    ],
    [
      'a business with its registration document and trust deed',
      business({ kyb_submitted_at: AT, documents: { registration_document: 1, trust_deed: 1 } }),
      'verification',
      'We have your details',
    ],
  ])('%s', async (_name, account, step, title) => {
    const { root, steps } = setup({ account, virtualAccount });
    await atStep(root, step);
    // Verification's drawn heading is where the review stands (VerificationStatus's); the flow's names the step.
    if (step === 'verification') await waitFor(() => expect(stateHeading()).toHaveTextContent(title));
    else expect(heading()).toHaveTextContent(title);
    // Arriving is not a move: focus stays where the page put it.
    expect(heading()).not.toHaveFocus();
    // Approved: every step done, none current; before, the step shown is the current one.
    if (step === 'account') expect(document.querySelector('[aria-current="step"]')).toBeNull();
    else expect(current()).toHaveAttribute('data-step', step);
    await waitFor(() => expect(steps()).toEqual([step]));
  });

  it('a fixable rejection: with retryAfterRejection, "Update your details" goes back to the details with what was sent; the support link shows', async () => {
    const account = individual({ kyc_submitted_at: AT }, { verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    const { root, user } = setup({ account, props: { retryAfterRejection: true, support: { href: 'https://help.example.com' } } });
    await atStep(root, 'verification');
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'https://help.example.com');
    await user.click(screen.getByRole('button', { name: 'Update your details' }));
    await atStep(root, 'details');
  });

  it('a fixable rejection after a reload: "Update your details" opens the details this tab sent, ready to correct and send', async () => {
    saveKycDraft();
    const first = setup({ props: { customerType: 'individual' } });
    await atStep(first.root, 'details');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(first.root, 'documents');
    const { backend } = first;
    first.unmount();
    backend.setAccount({ ...backend.account!, verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    const { root, user, backend: reloaded } = setup({ account: backend.account, props: { retryAfterRejection: true } });
    await atStep(root, 'verification');
    await user.click(await screen.findByRole('button', { name: 'Update your details' }));
    await atStep(root, 'details');
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveValue(validKyc.first_name);
    expect(screen.getByLabelText('Document number')).toHaveValue(validKyc.id_number);
    await user.clear(firstName);
    await user.type(firstName, 'Augusta Ada');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'documents');
    expect(reloaded.requests).toContain('POST /onboarding/kyc');
  });

  it('a rejection without retryAfterRejection offers no way back the service would refuse', async () => {
    const account = individual({ kyc_submitted_at: AT }, { verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    const { root } = setup({ account });
    await atStep(root, 'verification');
    await screen.findByText(/Enter your name exactly/);
    expect(screen.queryByRole('button', { name: 'Update your details' })).toBeNull();
  });

  it('opens the selfie check the way `liveness` says (a webview, a router), not in a new tab', async () => {
    const openUrl = vi.fn<(url: string) => void>();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { root, user } = setup({ account: individual({ kyc_submitted_at: AT, documents: allDocuments }), props: { liveness: { openUrl } } });
    await atStep(root, 'liveness');
    await user.click(await screen.findByRole('button', { name: /Start the selfie check/ }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    expect(openUrl.mock.calls[0]?.[0]).toMatch(/^https?:\/\//);
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps the answers that decide the documents for this tab: a trust that reloads is asked for its trust deed', async () => {
    sessionStorage.setItem('paykit:onboarding:flow', JSON.stringify({ businessType: 'trust' }));
    const { root } = setup({ account: business({ kyb_submitted_at: AT, documents: { registration_document: 1 } }) });
    await atStep(root, 'documents');
    expect(document.querySelector('[data-document-type="trust_deed"]')).not.toBeNull();
    expect(screen.getByText(/Already uploaded: Registration document/)).toBeInTheDocument();
  });

  it('a trust that uploaded only its registration document, in a tab that forgot the answers, is asked for the trust deed', async () => {
    const { root, user } = setup({ account: business({ kyb_submitted_at: AT, documents: { registration_document: 1 } }) });
    await atStep(root, 'documents');
    expect(screen.getByText(/Already uploaded: Registration document/)).toBeInTheDocument();
    // Continue without an answer: the question is what is missing.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await documentsProblem()).toHaveTextContent('Select whether the business is a trust');
    expect(root()).toHaveAttribute('data-state', 'documents');
    await user.click(screen.getByRole('radio', { name: 'Yes, it is a trust' }));
    expect(document.querySelector('[data-document-type="trust_deed"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.querySelector('[data-part="documents"] [data-part="error-summary"]')).toHaveTextContent('Upload the trust deed'));
    expect(root()).toHaveAttribute('data-state', 'documents');
    await upload(user, 'trust_deed', fileOf('pdf', { name: 'deed.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'verification');
  });

  it('a company in a tab that forgot the answers says it is not a trust and goes on with its registration document', async () => {
    const { root, user } = setup({ account: business({ kyb_submitted_at: AT, documents: { registration_document: 1 } }) });
    await atStep(root, 'documents');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(document.querySelector('[data-document-type="trust_deed"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await atStep(root, 'verification');
  });

  it('asks which identity document after a reload that forgot it, and shows the card sides for an ID card', async () => {
    const { root, user } = setup({ account: individual({ kyc_submitted_at: AT }) });
    await atStep(root, 'documents');
    expect(document.querySelector('[data-part="document-slot"][data-document-type="passport"]')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /national ID card \(front and back\)/ }));
    expect(document.querySelector('[data-document-type="id_front"]')).not.toBeNull();
    expect(document.querySelector('[data-document-type="id_back"]')).not.toBeNull();
  });

  it('an approved account without incoming payments: turns them on, issues the details and completes', async () => {
    const { root, backend, onComplete } = setup({ account: individual({}, { verification_status: 'approved' }) });
    await atStep(root, 'account');
    await waitFor(() => expect(document.querySelector('[data-field="bsb"]')).toHaveTextContent('062-000'));
    expect(backend.requests).toEqual(expect.arrayContaining(['POST /onboarding/capabilities', 'POST /onboarding/virtual-account']));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(virtualAccount));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('says so, reports it and shows the card’s own offer when the platform refuses to turn incoming payments on', async () => {
    const { root, onError, onComplete } = setup({ account: individual({}, { verification_status: 'approved' }), allowedCapabilities: [] });
    await atStep(root, 'account');
    await waitFor(() =>
      expect(
        screen.getByText('Incoming payments could not be turned on. This is not available for your account. Contact support if you need it.'),
      ).toBeInTheDocument(),
    );
    expect(document.body).not.toHaveTextContent('This platform does not let customers turn on');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 403 });
    await waitFor(() => expect(document.querySelector('[data-paykit="virtual-account-card"]')).toHaveAttribute('data-state', 'inactive'));
    expect(screen.getByRole('button', { name: 'Turn on incoming payments' })).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('follows an existing account’s type over the customerType prop', async () => {
    const { root } = setup({ account: business({}), props: { customerType: 'individual' } });
    await atStep(root, 'details');
    expect(heading()).toHaveTextContent('Tell us about the business');
  });

  it.each([
    ['the selfie check', individual({ kyc_submitted_at: AT, documents: { passport: 1, proof_of_address: 1 } }), 'liveness', 'Take a selfie check'],
    ['the account details', individual({}, { verification_status: 'approved', capabilities: ['inbound_payments'] }), 'account', 'You’re verified'],
  ])('%s has one heading: the flow’s (the step’s component keeps its own only when it stands alone)', async (_name, account, step, title) => {
    const { root } = setup({ account, virtualAccount });
    await atStep(root, step as OnboardingStep);
    await waitFor(() => expect(root().querySelector('[data-paykit]:not(form)')).not.toBeNull());
    const inner = root().querySelector<HTMLElement>('[data-paykit] [data-part="title"], [data-paykit="virtual-account-card"] > h3:first-child');
    expect(inner).not.toBeNull();
    expect(inner).not.toBeVisible();
    expect(heading()).toHaveTextContent(title);
    expect(heading()).toBeVisible();
  });

  it('approval is a moment: the success mark, "You’re verified", one sentence, then the details', async () => {
    const { root } = setup({ account: individual({}, { verification_status: 'approved', capabilities: ['inbound_payments'] }), virtualAccount });
    await atStep(root, 'account');
    const header = heading().parentElement!;
    expect(header).toHaveAttribute('data-moment', 'true');
    expect(header.querySelector('[data-status-icon][data-tone="success"]')).not.toBeNull();
    expect(header).toHaveTextContent('Your account is ready to receive payments.');
  });

  it('review is a calm moment with one heading drawn: a neutral clock over the state’s title, then one line; the flow’s heading names the step for screen readers', async () => {
    const { root } = setup({ account: individual({ kyc_submitted_at: AT }, { verification_status: 'in_review' }) });
    await atStep(root, 'verification');
    const status = await found('[data-paykit="verification-status"][data-state="in_review"]');
    expect(status.querySelector(':scope > [data-status-icon]')).toHaveAttribute('data-tone', 'neutral');
    expect(stateHeading()).toHaveTextContent('We’re reviewing your details');
    expect(heading()).toHaveTextContent('Verification');
    expect(heading()).toHaveClass(visuallyHidden().className);
    expect(heading().parentElement).toHaveAttribute('data-quiet', 'true');
    expect(root()).toHaveTextContent('Reviews usually take 1 to 2 business days.');
  });

  it('addresses an approved business’s account details to the business’s legal name', async () => {
    const { root } = setup({ account: business({}, { verification_status: 'approved', capabilities: ['inbound_payments'] }) });
    await atStep(root, 'account');
    await waitFor(() => expect(document.querySelector('[data-field="account-name"]')).toHaveTextContent(validKyb.legal_name));
  });

  it('moves on from review by itself once the account is approved', async () => {
    const { root, backend, steps } = setup({ account: individual({ kyc_submitted_at: AT }, { verification_status: 'in_review' }) });
    await atStep(root, 'verification');
    backend.setAccount(individual({ kyc_submitted_at: AT }, { verification_status: 'approved' }));
    await movedTo(root, 'account', 'You’re verified', 'Step 6 of 6');
    await waitFor(() => expect(steps()).toEqual(['verification', 'account']));
  });
});

describe('OnboardingFlow: the step as a prop', { timeout: 30_000 }, () => {
  const detailsSent = () => individualAccount({ submission: submitted({ kyc_submitted_at: AT }) });

  it('defaultStep opens there instead of where the account stands, then reports as usual', async () => {
    const { root, steps } = setup({ account: detailsSent(), props: { defaultStep: 'details' } });
    await atStep(root, 'details');
    await waitFor(() => expect(steps()).toEqual(['details']));
  });

  it('controlled: shows the step it is given and asks through onStepChange to move', async () => {
    const { root, steps, user, rerender, backend, onStepChange } = setup({ account: detailsSent(), props: { step: 'details' } });
    // Resuming is a request: the account stands at documents, the caller keeps details.
    await waitFor(() => expect(steps()).toEqual(['documents']));
    await atStep(root, 'details');

    const at = (step: OnboardingStep) => (
      <StrictMode>
        <PaykitProvider client={backend.client}>
          <OnboardingFlow intervalMs={20} upload={backend.upload} onStepChange={onStepChange} step={step} />
        </PaykitProvider>
      </StrictMode>
    );
    rerender(at('documents'));
    await atStep(root, 'documents');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(steps().at(-1)).toBe('details');
    expect(root()).toHaveAttribute('data-state', 'documents');
    rerender(at('details'));
    await atStep(root, 'details');
    expect(steps()).toEqual(['documents', 'details']);
  });

  it('pads its own surface, so in a dark theme its box does not run the text into its edges', async () => {
    const { root } = setup({ account: detailsSent() });
    await atStep(root, 'documents');
    const style = getComputedStyle(root());
    // jsdom leaves a var() shorthand unexpanded: the declared padding is what can be read.
    expect(style.getPropertyValue('padding') || style.paddingTop).not.toMatch(/^(0|0px)?$/);
  });

  it('forwards its ref and other props to its root section', async () => {
    const ref = { current: null as HTMLElement | null };
    const { root } = setup({
      account: detailsSent(),
      props: { ref, id: 'kyc-flow', 'aria-describedby': 'help', className: 'mine' } as Partial<OnboardingFlowProps>,
    });
    await atStep(root, 'documents');
    expect(ref.current).toBe(root());
    expect(root()).toHaveAttribute('id', 'kyc-flow');
    expect(root()).toHaveAttribute('aria-describedby', 'help');
    expect(root().className).toMatch(/\bmine\b/);
  });
});
