import { describe, expect, it } from 'vitest';
import { validKyc } from '../../../test/fixtures/sandbox-accounts';
import { onboardingSchemas } from './kyb';
import { idNumber, isAdultOn, kycRuleIssues } from './kyc';
import { calendarDate } from './primitives';

const person = validKyc();

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
});

describe('idNumber', () => {
  const messages = (value: unknown) => idNumber.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('takes letters, digits, spaces and hyphens after a letter or digit', () => {
    expect(messages('PA 1234-56')).toEqual([]);
  });

  it('names the characters it takes when another character or a leading space or hyphen is there', () => {
    for (const value of ['PA/123', '-PA123', ' PA123', 'PA_123']) {
      expect(messages(value), value).toEqual(['may contain only letters, digits, spaces and hyphens']);
    }
  });

  it('says it is required when empty', () => {
    expect(messages('')).toContain('is required');
  });
});
