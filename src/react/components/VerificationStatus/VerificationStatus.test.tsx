import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFor } from '../../../shared/errors';
import { REJECTION_REASONS, REQUIRED_INFO_ITEMS } from '../../../shared/schemas/accounts';
import { accounts, createOnboardingBackend, fileOf, individualAccount, type OnboardingBackendOptions } from '../../../../test/fixtures/onboarding';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { button } from '../../styles/base';
import { VerificationStatus, type VerificationStatusProps } from './VerificationStatus';

function setup(options: OnboardingBackendOptions = {}, props: Partial<VerificationStatusProps> = {}) {
  const backend = createOnboardingBackend({ upload: { durationMs: 16 }, ...options });
  const onStatusChange = vi.fn();
  const onResubmitted = vi.fn();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <VerificationStatus intervalMs={20} upload={backend.upload} onStatusChange={onStatusChange} onResubmitted={onResubmitted} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="verification-status"]')!;
  return { ...view, backend, onStatusChange, onResubmitted, root, user: userEvent.setup({ applyAccept: false }) };
}

const liveRegion = () => document.querySelector('[data-paykit="verification-status"] > [aria-live="polite"]')!;

afterEach(() => vi.restoreAllMocks());

describe('VerificationStatus', () => {
  it('is labelled, starts loading and announces each status change politely', async () => {
    const { backend, root, onStatusChange } = setup({ account: accounts.pending });
    expect(screen.getByRole('region', { name: 'Verification' })).toBe(root());
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'pending'));
    expect(liveRegion()).toHaveTextContent('We have your details');
    backend.setAccount(accounts.inReview);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
    await waitFor(() => expect(onStatusChange.mock.calls.map((c) => c[0])).toEqual(['pending', 'in_review']));
  });

  it.each([
    [accounts.pending, 'pending', 'We have your details', 'waiting for review'],
    [accounts.inReview, 'in_review', 'We’re reviewing your details', 'Reviews usually take 1 to 2 business days.'],
    [accounts.inReviewBusiness, 'in_review', 'We’re reviewing your details', 'Reviews of businesses usually take 2 to 5 business days.'],
    [accounts.approved, 'approved', 'You’re verified', 'Your account is approved.'],
  ] as const)('shows %#: %s', async (account, state, title, body) => {
    const { root } = setup({ account });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
    expect(liveRegion()).toHaveTextContent(title);
    expect(liveRegion()).toHaveTextContent(body);
  });

  it('approval is the flow’s moment: the success mark over the title and one line; no other state has it', async () => {
    const { root } = setup({ account: accounts.approved });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'approved'));
    expect(root().querySelector(':scope > [data-status-icon][data-tone="success"]')).not.toBeNull();
    expect(liveRegion()).not.toHaveAttribute('data-tone', 'info');
  });

  it('in review is a calm moment: a neutral clock over one heading, the state’s title, and one line', async () => {
    const { root } = setup({ account: accounts.inReview });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
    expect(root().querySelector(':scope > [data-status-icon]')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['We’re reviewing your details']);
    expect(screen.getByRole('region', { name: 'We’re reviewing your details' })).toBe(root());
    expect(root().querySelectorAll('[data-part="lines"] > p')).toHaveLength(1);
  });

  it('approval is said once, with no "Verification" above it, and offers the platform’s way on', async () => {
    const { root } = setup({ account: accounts.approved }, { next: { href: '/dashboard', label: 'Go to your dashboard' } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'approved'));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['You’re verified']);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the way on only once approved', async () => {
    const { root } = setup({ account: accounts.inReview }, { next: { href: '/dashboard', label: 'Go to your dashboard' } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asked only about the owners: one heading, the owners’ section alone, and sending them resubmits (no second button)', async () => {
    const { backend, root, user, onResubmitted } = setup(
      { account: accounts.moreInfoBeneficialOwners },
      {
        renderOwnerInfo: (task) => (
          <button type="button" onClick={task.complete}>
            Send the updated details
          </button>
        ),
      },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Update your beneficial owners']);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send the updated details']);
    await user.click(screen.getByRole('button', { name: 'Send the updated details' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
    expect(backend.requests).toContain('POST /onboarding/resubmit');
    expect(onResubmitted).toHaveBeenCalledOnce();
  });

  it('offers the resubmit again when it failed after the owners were sent', async () => {
    const { backend, root, user } = setup(
      { account: accounts.moreInfoBeneficialOwners },
      {
        renderOwnerInfo: (task) =>
          task.done ? (
            <p>Sent</p>
          ) : (
            <button type="button" onClick={task.complete}>
              Send the updated details
            </button>
          ),
      },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    const request = backend.client.request.bind(backend.client);
    backend.client.request = () => Promise.reject(apiErrorFor({ status: 503, code: 'unavailable', message: 'down' }));
    await user.click(screen.getByRole('button', { name: 'Send the updated details' }));
    await screen.findByText(/could not be resubmitted/);
    backend.client.request = request;
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
  });

  const reasons: Record<(typeof REJECTION_REASONS)[number], RegExp> = {
    expired_document: /The identity document you sent has expired/,
    unreadable_document_image: /The photo of your document could not be read: it was blurry, too dark, or cut off/,
    name_mismatch: /The name you entered does not match the name on your identity document/,
    address_mismatch: /The address you entered does not match the address on your documents/,
  };
  it.each(REJECTION_REASONS)('explains a rejection for %s in plain words', async (reason) => {
    const { root } = setup({ account: individualAccount({ verification_status: 'rejected', rejection_reason: reason }) });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'rejected'));
    expect(liveRegion()).toHaveTextContent('We could not verify your account');
    // The reason leads, muted, under the heading; no danger panel around the explanation.
    expect(liveRegion().querySelector('[data-part="lines"]')).not.toHaveAttribute('data-tone');
    expect(liveRegion().querySelector('[data-part="lines"] > p:first-child')).toHaveTextContent(reasons[reason]);
    expect(liveRegion()).toHaveTextContent('Contact support if you think this is a mistake.');
  });

  it('gives a fixable rejection a next step: what to fix, "Update your details" when the platform takes it, and its support contact', async () => {
    const onUpdateDetails = vi.fn();
    const { root, user } = setup(
      { account: individualAccount({ verification_status: 'rejected', rejection_reason: 'name_mismatch' }) },
      { onUpdateDetails, support: { href: 'mailto:help@example.com' } },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'rejected'));
    expect(liveRegion()).toHaveTextContent('Enter your name exactly as it is on your identity document.');
    await user.click(screen.getByRole('button', { name: 'Update your details' }));
    expect(onUpdateDetails).toHaveBeenCalledWith('name_mismatch');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('offers a new document for an expired one, and no button or link the platform did not give', async () => {
    const onUpdateDetails = vi.fn();
    const { root, user } = setup({ account: individualAccount({ verification_status: 'rejected', rejection_reason: 'expired_document' }) }, { onUpdateDetails });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'rejected'));
    await user.click(screen.getByRole('button', { name: 'Upload a valid document' }));
    expect(onUpdateDetails).toHaveBeenCalledWith('expired_document');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks for an additional document without pointing at a message the service never sends', async () => {
    const { root } = setup({ account: individualAccount({ verification_status: 'more_info_required', required_info: ['additional_document'] }) });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    const task = document.querySelector('[data-task="additional_document"]')!;
    expect(task).not.toHaveTextContent(/message/i);
    expect(task).toHaveTextContent('One more document is needed to confirm your details');
  });

  it('takes a merchant’s wording through the provider’s messages', async () => {
    const backend = createOnboardingBackend({ account: accounts.pending });
    const messages = { 'verification.pending.title': 'Thanks — we have it all' } as Record<string, string>;
    render(
      <PaykitProvider client={backend.client} messages={messages}>
        <VerificationStatus intervalMs={20} />
      </PaykitProvider>,
    );
    expect(await screen.findByText('Thanks — we have it all')).toBeInTheDocument();
  });

  it('says so when the status cannot be loaded: the state’s own heading, why, and a way on', async () => {
    const { root, user } = setup({ account: null });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('We could not load your status');
    expect(liveRegion()).toHaveTextContent('We could not load your statusYour session has ended. Sign in again to continue.');
    expect(root()).not.toHaveTextContent('there is no account for this session');
    // No panel: the heading carries the failure.
    expect(root().querySelector('[data-part="lines"]')).not.toHaveAttribute('data-tone');
    // Loading the page again is what takes a customer to the platform's sign-in.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('a rejection without a next step: the reason as the muted lead, no danger panel, and support as a quiet button', async () => {
    const { root } = setup(
      { account: individualAccount({ verification_status: 'rejected', rejection_reason: 'name_mismatch' }) },
      { support: { href: 'mailto:help@example.com' } },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'rejected'));
    expect(root().querySelector('[data-part="lines"]')).not.toHaveAttribute('data-tone');
    const support = screen.getByRole('link', { name: 'Contact support' });
    expect(support).toHaveAttribute('data-variant', 'quiet');
    expect(support.className).toContain(button());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('one task: no To do pill, and the caption says what resubmitting waits for', async () => {
    const { root } = setup({ account: accounts.moreInfoAddressProof });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    const task = document.querySelector('[data-task="address_proof"]')!;
    expect(within(task as HTMLElement).queryByText('To do')).toBeNull();
    expect(screen.getByText('Upload the file to resubmit.')).toBeInTheDocument();
    expect(screen.queryByText('Complete every task above to resubmit.')).toBeNull();
  });

  it('never shows the service’s message when the status cannot be loaded', async () => {
    // 401, 403 and 404 stop the poll and show; anything else is retried while the last status stays.
    const message = 'The API key lacks the onboarding:read scope for acct_7f3a (verification_status)';
    const { root } = setup({ accountError: { status: 403, code: 'forbidden', message } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(liveRegion()).toHaveTextContent('We could not load your statusThis is not available for your account.');
    expect(document.body).not.toHaveTextContent('onboarding:read');
  });

  it('lists one task per required item and resubmits once each is done', async () => {
    const { backend, root, user, onResubmitted } = setup(
      { account: accounts.moreInfoEverything },
      {
        renderOwnerInfo: (task) => (
          <button type="button" onClick={task.complete}>
            {task.done ? 'Owners sent' : 'Send owners'}
          </button>
        ),
      },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    expect(liveRegion()).toHaveTextContent('We need a little more information');
    const tasks = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tasks.map((task) => task.getAttribute('data-task'))).toEqual([...REQUIRED_INFO_ITEMS]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Upload an additional document',
      'Upload a proof of address',
      'Update your beneficial owners',
      'Upload a clearer photo of your document',
    ]);

    const resubmit = screen.getByRole('button', { name: 'Resubmit for review' });
    expect(resubmit).toHaveAttribute('aria-disabled', 'true');
    expect(resubmit).toHaveAccessibleDescription('Complete every task above to resubmit.');
    await user.click(resubmit);
    expect(backend.requests).not.toContain('POST /onboarding/resubmit');

    const task = (item: string) => tasks.find((t) => t.getAttribute('data-task') === item)!;
    await user.upload(within(task('additional_document')).getByLabelText(/Choose a file Additional document/), fileOf('pdf'));
    await waitFor(() => expect(task('additional_document')).toHaveAttribute('data-done', 'true'));
    expect(within(task('additional_document')).getByText('Done')).toBeInTheDocument();

    await user.upload(within(task('address_proof')).getByLabelText(/Choose a file Proof of address/), fileOf('pdf'));
    await user.click(within(task('beneficial_owner_info')).getByRole('button', { name: 'Send owners' }));
    expect(within(task('beneficial_owner_info')).getByRole('button', { name: 'Owners sent' })).toBeInTheDocument();
    expect(resubmit).toHaveAttribute('aria-disabled', 'true');

    // A business's clearer document is its registration document.
    await user.upload(within(task('document_quality')).getByLabelText(/Choose a file Registration document/), fileOf('jpeg'));
    await waitFor(() => expect(resubmit).not.toHaveAttribute('aria-disabled'));
    expect(backend.uploads.map((d) => d.document_type)).toEqual(['additional_document', 'proof_of_address', 'registration_document']);

    await user.click(resubmit);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
    expect(backend.requests).toContain('POST /onboarding/resubmit');
    expect(liveRegion()).toHaveTextContent('Reviews of businesses usually take 2 to 5 business days.');
    expect(onResubmitted).toHaveBeenCalledWith(expect.objectContaining({ verification_status: 'in_review' }));
    expect(screen.queryByRole('list')).toBeNull();
  }, 20_000);

  it.each([
    ['additional_document', accounts.moreInfoAdditionalDocument, /Choose a file Additional document/, 'additional_document'],
    ['address_proof', accounts.moreInfoAddressProof, /Choose a file Proof of address/, 'proof_of_address'],
    ['document_quality', accounts.moreInfoDocumentQuality, /Choose a file Passport photo page/, 'passport'],
  ] as const)('the %s task takes the right document and enables resubmit', async (_item, account, label, type) => {
    const { backend, root, user } = setup({ account });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    const resubmit = screen.getByRole('button', { name: 'Resubmit for review' });
    expect(resubmit).toHaveAttribute('aria-disabled', 'true');
    await user.upload(screen.getByLabelText(label), fileOf('png'));
    await waitFor(() => expect(resubmit).not.toHaveAttribute('aria-disabled'));
    expect(backend.uploads.map((d) => d.document_type)).toEqual([type]);
    await user.click(resubmit);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'in_review'));
  });

  it('asks for a clearer photo of the ID front when no passport was sent, with the camera offered', async () => {
    const account = individualAccount({
      verification_status: 'more_info_required',
      required_info: ['document_quality'],
      submission: { ...accounts.pending.submission, documents: { id_front: 1, id_back: 1 } },
    });
    const { root } = setup({ account });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    expect(screen.getByLabelText(/Take a photo Front of your ID card/)).toHaveAttribute('capture', 'environment');
  });

  it('the beneficial_owner_info task explains itself when the flow gives no owners section', async () => {
    const { root } = setup({ account: accounts.moreInfoBeneficialOwners });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    expect(screen.getByText(/has not set up the owners form here/)).toBeInTheDocument();
    // Nothing can complete the task here: no resubmit that could never be pressed.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows why a resubmit failed', async () => {
    const { backend, root, user } = setup({ account: accounts.moreInfoAddressProof });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    await user.upload(screen.getByLabelText(/Choose a file Proof of address/), fileOf('pdf'));
    const resubmit = screen.getByRole('button', { name: 'Resubmit for review' });
    await waitFor(() => expect(resubmit).not.toHaveAttribute('aria-disabled'));
    // Someone else resubmitted meanwhile: the proxy refuses with its rule.
    const message = 'Resubmit is allowed only when verification_status is more_info_required; it is pending';
    backend.client.request = () => Promise.reject(apiErrorFor({ status: 422, code: 'unprocessable_entity', message }));
    await user.click(resubmit);
    const alert = await screen.findByText(/could not be resubmitted\. This was not accepted for your application/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(document.body).not.toHaveTextContent('verification_status');
  });
});
