import { describe, expect, it } from 'vitest';
import { setVerificationBody } from './connected-account';

describe('setVerificationBody', () => {
  it('pairs rejection_reason with rejected and required_info with more_info_required', () => {
    expect(setVerificationBody.safeParse({ status: 'rejected', rejection_reason: 'name_mismatch' }).success).toBe(true);
    expect(setVerificationBody.safeParse({ status: 'more_info_required', required_info: ['address_proof'] }).success).toBe(true);
    expect(setVerificationBody.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(setVerificationBody.safeParse({ status: 'approved', required_info: ['address_proof'] }).success).toBe(false);
  });
});
