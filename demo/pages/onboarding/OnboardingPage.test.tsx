/** The demo's onboarding page over the fake proxy: what a rejected applicant is offered next. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFlowBackend, HANDED_IN_AT, submitted } from '../../../test/fixtures/onboarding-flow';
import { individualAccount } from '../../../test/fixtures/onboarding';
import { PaykitProvider } from '../../../src/react';
import { INTRO_SEEN_KEY, OnboardingPage } from './OnboardingPage';

describe('demo onboarding page', () => {
  afterEach(() => window.localStorage.clear());

  const intro = () => screen.getByText('How this demo works').closest('details') as HTMLDetailsElement;

  it('shows its intro on the first visit, closes it once the visitor moves on, and keeps it closed next time (one line they can open)', async () => {
    const user = userEvent.setup();
    const backend = createFlowBackend();
    const page = render(
      <PaykitProvider client={backend.client}>
        <OnboardingPage />
      </PaykitProvider>,
    );
    await screen.findByRole('heading', { name: 'Who is the account for?' });
    expect(intro().open).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    await waitFor(() => expect(intro().open).toBe(false));
    expect(window.localStorage.getItem(INTRO_SEEN_KEY)).toBe('1');
    page.unmount();

    render(
      <PaykitProvider client={createFlowBackend().client}>
        <OnboardingPage />
      </PaykitProvider>,
    );
    await screen.findByRole('heading', { name: 'Who is the account for?' });
    expect(intro().open).toBe(false);
    await user.click(screen.getByText('How this demo works'));
    expect(intro().open).toBe(true);
  });

  it('gives a rejected applicant a next step: the reason, what would fix it, and a way to reach support', async () => {
    const backend = createFlowBackend({
      account: individualAccount({
        verification_status: 'rejected',
        rejection_reason: 'name_mismatch',
        submission: submitted({ kyc_submitted_at: HANDED_IN_AT }),
      }),
    });
    render(
      <PaykitProvider client={backend.client}>
        <OnboardingPage />
      </PaykitProvider>,
    );
    const support = await screen.findByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:\S+@\S+$/);
    expect(screen.getByText(/does not match the name on your identity document/)).toBeInTheDocument();
    // The sandbox keeps a rejected application closed (as the service may): no way back it would refuse.
    expect(screen.queryByRole('button', { name: 'Update your details' })).toBeNull();
  });
});
