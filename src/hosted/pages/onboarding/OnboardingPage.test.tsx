/** The demo's onboarding page over the fake proxy: what a rejected applicant is offered next. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFlowBackend, HANDED_IN_AT, submitted } from '../../../../test/fixtures/onboarding-flow';
import { individualAccount } from '../../../../test/fixtures/onboarding';
import { PaykitProvider } from '../../../react';
import { OnboardingPage } from './OnboardingPage';

describe('demo onboarding page', () => {
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
