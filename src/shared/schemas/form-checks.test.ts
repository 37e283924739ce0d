import { describe, expect, it } from 'vitest';
import { validKyb, validKyc } from '../../../test/fixtures/sandbox-accounts';
import { auBusinessNumberKind } from '../au-business-number';
import { kybPaths, kycPaths } from './form-checks';
import { issuePath } from './issues';
import { onboardingSchemas } from './kyb';

const TODAY = '2026-01-15';
const { kycBody, kybBody } = onboardingSchemas(() => TODAY);
const zodPaths = (schema: typeof kycBody | typeof kybBody, body: unknown) => {
  const result = schema.safeParse(body);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issuePath(issue)));
};

// Each field's wrong (and edge-of-right) values, the way a form's body carries them (trimmed strings, numbers or undefined).
const TEXT = ['', ' ', 'A', 'x'.repeat(20), 'x'.repeat(21), 'x'.repeat(50), 'x'.repeat(51), 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(200), 'x'.repeat(201)];
const PERSON: Record<string, unknown[]> = {
  first_name: TEXT,
  last_name: TEXT,
  date_of_birth: ['', '2008-01-15', '2008-01-16', '1900-01-01', '1899-12-31', '2026-01-15', '2030-01-01', '2023-02-29', '2000-1-1', 'soon'],
  nationality: ['', 'AU', 'FR', 'au', 'XX', 'AUS'],
  id_type: ['', 'passport', 'drivers_licence', 'national_id', 'visa', undefined],
  id_number: ['', ' ', 'A1', '-A1', 'A 1-2', 'A_1', 'x'.repeat(50), 'x'.repeat(51)],
};
const ADDRESS: Record<string, unknown[]> = {
  line1: TEXT,
  line2: [undefined, '', 'x'.repeat(200), 'x'.repeat(201)],
  city: TEXT,
  state: ['', 'NSW', 'nsw', 'x'.repeat(101)],
  postcode: ['', '2000', '200', 'x'.repeat(21)],
  country: ['', 'AU', 'SG', 'ZZ'],
};
const BUSINESS: Record<string, unknown[]> = {
  legal_name: TEXT,
  registration_number: ['', '51824753556', '51824753557', '004085616', '123', 'x'.repeat(50), 'x'.repeat(51)],
  country_of_incorporation: ['', 'AU', 'SG', 'ZZ'],
  business_type: ['', 'company', 'trust', 'llc'],
};
const OWNERSHIP = [undefined, Number.NaN, 0, 24.99, 25, 33.33, 33.333, 100, 100.01, 1e21];

/** Every body one or two changes away from a valid one. */
function variants<T extends Record<string, unknown>>(valid: T, fields: Record<string, unknown[]>, set: (body: T, key: string, value: unknown) => T): T[] {
  const singles = Object.entries(fields).flatMap(([key, values]) => values.map((value) => set(valid, key, value)));
  const keys = Object.keys(fields);
  const pairs = keys.flatMap((a, i) => keys.slice(i + 1).map((b) => set(set(valid, a, fields[a]![0]), b, fields[b]![0])));
  return [valid, ...singles, ...pairs];
}

describe('the forms’ checks find the fields the schemas refuse', () => {
  it('KYC: person and address fields, alone and in pairs', () => {
    const valid = validKyc();
    const bodies = [
      ...variants(valid, PERSON, (body, key, value) => ({ ...body, [key]: value })),
      ...variants(valid, ADDRESS, (body, key, value) => ({ ...body, address: { ...body.address, [key]: value } })),
    ];
    for (const body of bodies) expect(new Set(kycPaths(body, TODAY)), JSON.stringify(body)).toEqual(zodPaths(kycBody, body));
    expect(kycPaths(valid, TODAY)).toEqual([]);
  });

  it('KYB: business, registered address, owners (none, several, each field), and an AU number whatever else is wrong', () => {
    const valid = validKyb();
    const owner = valid.beneficial_owners[0]!;
    const withOwner = (body: typeof valid, change: Record<string, unknown>) => ({ ...body, beneficial_owners: [owner, { ...owner, ...change }] });
    const bodies = [
      ...variants(valid, BUSINESS, (body, key, value) => ({ ...body, [key]: value })),
      ...variants(valid, ADDRESS, (body, key, value) => ({ ...body, registered_address: { ...body.registered_address, [key]: value } })),
      ...Object.entries(PERSON).flatMap(([key, values]) => values.map((value) => withOwner(valid, { [key]: value }))),
      ...OWNERSHIP.map((value) => withOwner(valid, { ownership_percentage: value })),
      { ...valid, beneficial_owners: [] },
    ];
    for (const body of bodies) {
      const expected = zodPaths(kybBody, body);
      // The schema checks an AU number only once every field parses; the form says it at once.
      const number = body.registration_number;
      if (body.country_of_incorporation === 'AU' && typeof number === 'string' && auBusinessNumberKind(number.trim()) === null) expected.add('registration_number');
      expect(new Set(kybPaths(body, TODAY)), JSON.stringify(body)).toEqual(expected);
    }
    expect(kybPaths(valid, TODAY)).toEqual([]);
  });
});
