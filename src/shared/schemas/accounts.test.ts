import { describe, expect, it } from 'vitest';
import {
  formatHundredths,
  isAdultOn,
  kybRuleIssues,
  kycRuleIssues,
  onboardingSchemas,
  ownershipPercentage,
  percentageHundredths,
  setVerificationBody,
  type KycBody,
} from './accounts';
import { calendarDate } from './primitives';

const person: KycBody = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  nationality: 'AU',
  id_type: 'passport',
  id_number: 'PA1234567',
  address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
};

describe('adulthood', () => {
  it('turns 18 on the birthday, and on 1 March for a 29 February birthday in a common year', () => {
    expect(isAdultOn('2008-01-15', '2026-01-15')).toBe(true);
    expect(isAdultOn('2008-01-16', '2026-01-15')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('judges date_of_birth against the given today', () => {
    const { kycBody } = onboardingSchemas(() => '2026-01-15');
    expect(kycBody.safeParse({ ...person, date_of_birth: '2008-01-15' }).success).toBe(true);
    expect(kycBody.safeParse({ ...person, date_of_birth: '2008-01-16' }).success).toBe(false);
    const later = onboardingSchemas(() => '2026-01-16').kycBody;
    expect(later.safeParse({ ...person, date_of_birth: '2008-01-16' }).success).toBe(true);
  });

  it('leaves the shared calendarDate schema untouched', () => {
    expect(calendarDate.safeParse('2030-01-01').success).toBe(true);
  });
});

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
  it('reports AU address and licence rules with field paths', () => {
    expect(kycRuleIssues(person)).toEqual([]);
    expect(kycRuleIssues({ ...person, address: { ...person.address, state: 'nsw', postcode: '200' } }).map((i) => i.path)).toEqual([
      'address.state',
      'address.postcode',
    ]);
    const french = { ...person, nationality: 'FR', id_type: 'drivers_licence' as const, address: { ...person.address, country: 'FR' } };
    expect(kycRuleIssues(french).map((i) => i.path)).toEqual(['id_type']);
  });

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

describe('setVerificationBody', () => {
  it('pairs rejection_reason with rejected and required_info with more_info_required', () => {
    expect(setVerificationBody.safeParse({ status: 'rejected', rejection_reason: 'name_mismatch' }).success).toBe(true);
    expect(setVerificationBody.safeParse({ status: 'more_info_required', required_info: ['address_proof'] }).success).toBe(true);
    expect(setVerificationBody.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(setVerificationBody.safeParse({ status: 'approved', required_info: ['address_proof'] }).success).toBe(false);
  });
});
