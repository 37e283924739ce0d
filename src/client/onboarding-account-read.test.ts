/**
 * The hand reader of the onboarding account against the schema it stands in for: fed the same
 * bodies, good and bad, it takes what the schema takes (the same value, unknown fields dropped),
 * refuses what the schema refuses, and names the same field.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountDocument, livenessSession } from '../shared/schemas/documents';
import { onboardingAccountView } from '../shared/schemas/onboarding-account-view';
import { capabilitiesView, virtualAccountView } from '../shared/schemas/view-schemas';
import {
  readAccountDocument,
  readCapabilities,
  readLivenessSession,
  readOnboardingAccount,
  readOptionalOnboardingAccount,
  readVirtualAccount,
  type Read,
} from './onboarding-account-read';

const good = () => ({
  customer_type: 'individual',
  email: 'ada@example.com',
  country: 'AU',
  verification_status: 'more_info_required',
  rejection_reason: null,
  required_info: ['address_proof', 'document_quality'],
  capabilities: ['inbound_payments'],
  submission: {
    kyc_submitted_at: '2026-11-01T10:00:00Z',
    kyb_submitted_at: null,
    documents: { passport: 1, proof_of_address: 2 },
    liveness: 'completed',
    liveness_completed_at: '2026-11-01T10:05:00Z',
  },
});

type Body = Record<string, unknown>;
const withField = (path: string[], value: unknown): Body => {
  const body = good() as Body;
  let target = body;
  for (const key of path.slice(0, -1)) target = target[key] as Body;
  if (value === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return body;
};

const FIELDS = [
  ['customer_type'],
  ['email'],
  ['country'],
  ['verification_status'],
  ['rejection_reason'],
  ['required_info'],
  ['capabilities'],
  ['submission'],
  ['submission', 'kyc_submitted_at'],
  ['submission', 'kyb_submitted_at'],
  ['submission', 'documents'],
  ['submission', 'liveness'],
  ['submission', 'liveness_completed_at'],
];
const WRONG_VALUES: unknown[] = [undefined, null, 1, true, '', 'unknown', [], {}, ['unknown'], { passport: 'one' }];

/** Every field set to every wrong-looking value: some the schema takes (null where nullable, '' for text), most it refuses. */
const MUTATIONS: Array<[string, unknown]> = FIELDS.flatMap((path) =>
  WRONG_VALUES.map((value): [string, unknown] => [`${path.join('.')} = ${JSON.stringify(value) ?? 'missing'}`, withField(path, value)]),
);

const BAD_BODIES: Array<[string, unknown]> = [
  ['null', null],
  ['a string', 'account'],
  ['a number', 7],
  ['an array', [good()]],
  ['an empty object', {}],
  ['customer_type missing', withField(['customer_type'], undefined)],
  ['an unknown customer_type', withField(['customer_type'], 'trust')],
  ['email as a number', withField(['email'], 42)],
  ['an unknown verification_status', withField(['verification_status'], 'approved_pending')],
  ['rejection_reason missing', withField(['rejection_reason'], undefined)],
  ['a required_info item unknown', withField(['required_info'], ['address_proof', 'selfie'])],
  ['required_info not a list', withField(['required_info'], 'address_proof')],
  ['a capability unknown', withField(['capabilities'], ['inbound_payments', 'lending'])],
  ['submission missing', withField(['submission'], undefined)],
  ['submission as a list', withField(['submission'], [])],
  ['kyc_submitted_at as a number', withField(['submission', 'kyc_submitted_at'], 1)],
  ['a document type unknown', withField(['submission', 'documents'], { passport: 1, selfie: 1 })],
  ['a document count not finite', withField(['submission', 'documents'], { passport: Number.NaN })],
  ['a document count infinite', withField(['submission', 'documents'], { passport: Number.POSITIVE_INFINITY })],
  ['a document count as text', withField(['submission', 'documents'], { passport: '1' })],
  ['documents as a list', withField(['submission', 'documents'], [1])],
  ['an unknown liveness', withField(['submission', 'liveness'], 'done')],
  ['rejected without a known reason', { ...withField(['rejection_reason'], 'blurry'), verification_status: 'rejected' }],
];

const GOOD_BODIES: Array<[string, unknown]> = [
  ['an account under review', good()],
  ['a rejected account', { ...good(), verification_status: 'rejected', rejection_reason: 'name_mismatch', required_info: [] }],
  ['no documents yet', withField(['submission', 'documents'], {})],
  ['extra fields, dropped', { ...good(), account_id: 'acct_1', submission: { ...good().submission, extra: true } }],
];

const schemaPath = (body: unknown) => {
  const result = onboardingAccountView.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.path ?? []);
};

describe('readOnboardingAccount, as strict as onboardingAccountView', () => {
  it.each(BAD_BODIES)('refuses %s, as the schema does, naming the same field', (_, body) => {
    const path = schemaPath(body);
    expect(path).not.toBeNull();
    const read = readOnboardingAccount(body);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.path).toEqual(path);
  });

  it.each(MUTATIONS)('agrees with the schema on %s: the same verdict, value and field', (_, body) => {
    const parsed = onboardingAccountView.safeParse(body);
    const read = readOnboardingAccount(body);
    if (parsed.success) expect(read).toEqual({ ok: true, value: parsed.data });
    else expect(read).toEqual({ ok: false, path: parsed.error.issues[0]?.path });
  });

  it.each(GOOD_BODIES)('takes %s, reading what the schema reads', (_, body) => {
    const parsed = onboardingAccountView.parse(body);
    expect(readOnboardingAccount(body)).toEqual({ ok: true, value: parsed });
  });

  it('reads null as no account only where the answer may be null (GET ?optional=true)', () => {
    expect(z.nullable(onboardingAccountView).safeParse(null).success).toBe(true);
    expect(readOptionalOnboardingAccount(null)).toEqual({ ok: true, value: null });
    expect(readOnboardingAccount(null).ok).toBe(false);
    expect(readOptionalOnboardingAccount({}).ok).toBe(false);
    expect(readOptionalOnboardingAccount(good())).toEqual({ ok: true, value: onboardingAccountView.parse(good()) });
  });
});

/** Each field of a good body removed, nulled, made a number, a string, a list, and the body not an object: the same verdict as the schema. */
function mutations(body: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [
    ['the good body', body],
    ['null', null],
    ['a list', [body]],
    ['extra fields', { ...body, extra: 1 }],
  ];
  for (const key of Object.keys(body)) {
    const without = { ...body };
    delete without[key];
    out.push([`no ${key}`, without]);
    for (const value of [null, 7, Number.NaN, Number.POSITIVE_INFINITY, 'text', [], ['x'], {}])
      out.push([`${key} = ${JSON.stringify(value)}`, { ...body, [key]: value }]);
  }
  return out;
}

describe.each([
  [
    'readLivenessSession',
    livenessSession,
    readLivenessSession as (value: unknown) => Read<unknown>,
    { liveness_url: 'https://verify.example/s/1', expires_at: '2026-11-01T10:15:00Z' },
  ],
  ['readCapabilities', capabilitiesView, readCapabilities as (value: unknown) => Read<unknown>, { capabilities: ['inbound_payments', 'outbound_payments'] }],
  [
    'readVirtualAccount',
    virtualAccountView,
    readVirtualAccount as (value: unknown) => Read<unknown>,
    { account_name: 'Ada', bsb: '123-456', account_number: '123456789', currency: 'AUD', solana_address: 'So1111', solana_assets: ['USDT', 'USDC'] },
  ],
  [
    'readAccountDocument',
    accountDocument,
    readAccountDocument as (value: unknown) => Read<unknown>,
    { document_id: 'doc_1', document_type: 'passport', content_type: 'image/png', size: 2048, created_at: '2026-11-01T10:00:00Z' },
  ],
] as const)('%s, as strict as its schema', (_, schema, read, body) => {
  it.each(mutations(body))('agrees on %s: the same verdict, value and field', (_name, value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) expect(read(value)).toEqual({ ok: true, value: parsed.data });
    else expect(read(value)).toEqual({ ok: false, path: parsed.error.issues[0]?.path });
  });
});
