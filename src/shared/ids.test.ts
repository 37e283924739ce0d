import { describe, expect, it } from 'vitest';
import { isPaymentLinkId } from './ids';

describe('isPaymentLinkId', () => {
  it('takes pl_ then 1 to 64 letters and digits', () => {
    expect(['pl_1', 'pl_a1B2c3', `pl_${'x'.repeat(64)}`].map(isPaymentLinkId)).toEqual([true, true, true]);
  });

  it('refuses an address, other characters, a missing or other prefix, and too long an id', () => {
    const refused = ['https://pay.example.com/pay/pl_1', 'pl_1-', 'pl_', '1', 'PL_1', 'txn_1', ' pl_1', 'pl_1\n', `pl_${'x'.repeat(65)}`, 'pl_é', 7, null];
    expect(refused.filter(isPaymentLinkId)).toEqual([]);
  });
});
