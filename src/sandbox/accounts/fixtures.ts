/** Test data for the connected-accounts tests (not part of the emulator). */
import { expect } from 'vitest';
import type { BeneficialOwner, KybBody, KycBody } from '../../shared/schemas/accounts';
import type { PaykitClient } from '../../server';

export const validKyc = (overrides: Partial<KycBody> = {}): KycBody => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  nationality: 'AU',
  id_type: 'passport',
  id_number: 'PA1234567',
  address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
  ...overrides,
});

export const validOwner = (overrides: Partial<BeneficialOwner> = {}): BeneficialOwner => ({
  ...validKyc(),
  ownership_percentage: 60,
  ...overrides,
});

export const validKyb = (overrides: Partial<KybBody> = {}): KybBody => ({
  legal_name: 'Analytical Engines Pty Ltd',
  registration_number: '51 824 753 556',
  country_of_incorporation: 'AU',
  business_type: 'company',
  registered_address: { line1: '2 Market St', city: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
  beneficial_owners: [validOwner({ ownership_percentage: 60 }), validOwner({ first_name: 'Charles', last_name: 'Babbage', ownership_percentage: 40 })],
  ...overrides,
});

/** Tiny files whose first bytes are the real signatures (a JFIF JPEG, a 1×1 PNG header, a PDF). */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01,
  0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable's "MZ" header: what a renamed passport.jpg might really be. */
export const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

export const blob = (bytes: Uint8Array, type = '') => new Blob([Uint8Array.from(bytes)], { type });

export async function newIndividual(client: PaykitClient, overrides: { country?: string; email?: string } = {}) {
  return client.connectedAccounts.create({
    customer_type: 'individual',
    email: overrides.email ?? 'ada@example.com',
    country: overrides.country ?? 'AU',
    reference_id: 'user-1',
  });
}

export async function newBusiness(client: PaykitClient) {
  return client.connectedAccounts.create({ customer_type: 'business', email: 'ops@engines.example', country: 'AU', reference_id: 'biz-1' });
}

/** An approved individual with KYC data, a passport upload and inbound_payments active. */
export async function approvedIndividual(client: PaykitClient) {
  const account = await newIndividual(client);
  const id = account.connected_account_id;
  await client.connectedAccounts.submitKyc(id, validKyc());
  await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
  await client.sandbox.setVerification(id, { status: 'approved' });
  return id;
}

/** Awaits a rejected call and checks the typed error's status, code and message. */
export async function expectApiError(promise: Promise<unknown>, status: number, code: string, message?: RegExp) {
  const error = await promise.then(
    () => {
      throw new Error(`expected HTTP ${status} ${code}, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ status, code });
  if (message) expect((error as Error).message).toMatch(message);
  return error as Error & { status: number; code: string };
}
