import { describe, expect, it } from 'vitest';
import { validKyc } from '../../../test/fixtures/sandbox-accounts';
import { formatHundredths, kybRuleIssues, ownershipPercentage, percentageHundredths } from './kyb';

const person = validKyc();

describe('ownership percentages', () => {
  it('accepts 25–100 with up to two decimals', () => {
    for (const ok of [25, 33.33, 50.5, 100]) expect(ownershipPercentage.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [24.99, 100.01, 33.333, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(ownershipPercentage.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('counts exact hundredths', () => {
    expect(percentageHundredths(33.33)).toBe(3333);
    expect(percentageHundredths(50.5)).toBe(5050);
    expect(percentageHundredths(25)).toBe(2500);
    expect(formatHundredths(10001)).toBe('100.01');
    expect(formatHundredths(5050)).toBe('50.5');
    expect(formatHundredths(12500)).toBe('125');
  });
});

describe('rules a form can check before submitting', () => {
  it('reports owners over 100% in total', () => {
    const owner = { ...person, ownership_percentage: 50.01 };
    const kyb = {
      legal_name: 'X',
      registration_number: '51 824 753 556',
      country_of_incorporation: 'AU',
      business_type: 'company' as const,
      registered_address: person.address,
      beneficial_owners: [owner, { ...owner, ownership_percentage: 50 }],
    };
    expect(kybRuleIssues(kyb)).toEqual([{ path: 'beneficial_owners', message: expect.stringMatching(/total 100\.01/) }]);
  });
});
