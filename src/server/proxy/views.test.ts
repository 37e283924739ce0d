import { describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '../../shared/schemas/accounts';
import { onboardingAccountView } from './views';

const account = {
  connected_account_id: 'acct_1',
  customer_type: 'individual',
  email: 'jane@example.com',
  country: 'AU',
  verification_status: 'pending',
  rejection_reason: null,
  required_info: [],
  capabilities: [],
  reference_id: 'user-1',
  created_at: '2026-11-22T00:00:00Z',
} as unknown as ConnectedAccount;

describe('onboardingAccountView', () => {
  it('keeps no id and passes the submission summary through', () => {
    const submission = {
      kyc_submitted_at: '2026-11-22T00:01:00Z',
      kyb_submitted_at: null,
      documents: { passport: 1 },
      liveness: 'pending',
      liveness_completed_at: null,
    };
    const view = onboardingAccountView({ ...account, submission } as ConnectedAccount);
    expect(view).not.toHaveProperty('connected_account_id');
    expect(view.submission).toEqual(submission);
  });

  it('reads an account without the kit’s submission summary (a service that does not send it) as nothing sent yet', () => {
    expect(onboardingAccountView(account).submission).toEqual({
      kyc_submitted_at: null,
      kyb_submitted_at: null,
      documents: {},
      liveness: 'not_started',
      liveness_completed_at: null,
    });
  });
});
