/**
 * An upstream answer that breaks the service's contract (a field the kit reads is missing or of
 * the wrong kind) reaches the browser as 502 `upstream_invalid`, for every operation that calls
 * the service; the merchant's log names the operation and the field, never the answer's values.
 * The upstream is the sandbox behind a fetch that corrupts the one answer under test.
 */
import { describe, expect, it, vi } from 'vitest';
import { approvedIndividual, blob, JPEG, newBusiness, newIndividual, validKyb, validKyc } from '../../../test/fixtures/sandbox-accounts';
import { createHarness, harnessClient } from '../../../test/support/harness';
import { PaykitUpstreamInvalidError } from '../../shared/errors';
import type { PaykitClient } from '../client';
import { createPaykitHandler } from './handler';
import type { OperationName } from './options';
import { ROUTES } from './routes';

const PROXY = 'https://shop.example/api/paykit';

type Json = Record<string, unknown>;
type Key = string | number;

/** What the sandbox has been brought to before the request under test. */
interface World {
  client: PaykitClient;
  /** A raw request to the sandbox (its wallet credit has no client method). */
  call: ReturnType<typeof createHarness>['call'];
  accountId: string | null;
  ids: Record<string, string>;
}

interface Row {
  operation: OperationName;
  method: 'GET' | 'POST';
  path: (w: World) => string;
  body?: (w: World) => unknown;
  form?: () => FormData;
  /** Brings the sandbox to the state the operation needs. */
  prepare: (w: World) => Promise<void>;
  /** The upstream answer to corrupt. */
  upstream: { method: 'GET' | 'POST'; path: RegExp };
  /** The field to break, and how. */
  field: Key[];
  breakWith: 'drop' | { value: unknown };
  /** How the log names the field. */
  named: string;
}

const approvedWithMoney = async (w: World) => {
  const id = await approvedIndividual(w.client);
  await w.client.connectedAccounts.activateCapabilities(id, ['inbound_payments', 'fx_conversion']);
  await w.call('POST', '/v1/sandbox/wallet/credit', { body: { currency: 'USDT', amount: '100.00' }, headers: { 'x-on-behalf-of': id } });
  w.accountId = id;
};
const individual = async (w: World) => {
  w.accountId = (await newIndividual(w.client)).connected_account_id;
};
const paymentUnknownToTheProxy = async (w: World) => {
  w.ids.payment = (await w.client.payments.create({ amount: '5.00', currency: 'USDT', reference: 'order-elsewhere' })).payment_id;
};
const aLink = async (w: World) => {
  w.ids.link = (await w.client.paymentLinks.create({ amount: '7.00', currency: 'USDT', description: 'A mug' })).id;
};
const documentForm = () => {
  const form = new FormData();
  form.append('document_type', 'passport');
  form.append('file', blob(JPEG, 'image/jpeg'), 'passport.jpg');
  return form;
};

const ROWS: Row[] = [
  {
    operation: 'payments.retrieve',
    method: 'GET',
    path: (w) => `/payments/${w.ids.payment}`,
    prepare: paymentUnknownToTheProxy,
    upstream: { method: 'GET', path: /^\/v1\/payments\/pay_/ },
    field: ['status'],
    breakWith: 'drop',
    named: 'status',
  },
  {
    operation: 'payments.events',
    method: 'GET',
    path: (w) => `/payments/${w.ids.payment}/events`,
    prepare: paymentUnknownToTheProxy,
    upstream: { method: 'GET', path: /^\/v1\/payments\/pay_/ },
    field: ['payer_instructions', 'address'],
    breakWith: { value: 42 },
    named: 'payer_instructions.address',
  },
  {
    operation: 'payments.create',
    method: 'POST',
    path: () => '/payments',
    body: () => ({ order: 'tee' }),
    prepare: async () => {},
    upstream: { method: 'POST', path: /^\/v1\/payments$/ },
    field: ['amount'],
    breakWith: { value: 25 },
    named: 'amount',
  },
  {
    operation: 'paymentLinks.create',
    method: 'POST',
    path: () => '/payment-links',
    body: () => ({ amount: '12.50', currency: 'USDT' }),
    prepare: async () => {},
    upstream: { method: 'POST', path: /^\/v1\/payment-links$/ },
    field: ['id'],
    breakWith: 'drop',
    named: 'id',
  },
  {
    operation: 'paymentLinks.list',
    method: 'GET',
    path: () => '/payment-links',
    prepare: aLink,
    upstream: { method: 'GET', path: /^\/v1\/payment-links$/ },
    field: ['data', 0, 'amount'],
    breakWith: { value: 7 },
    named: 'data[0].amount',
  },
  {
    operation: 'paymentLinks.retrieve',
    method: 'GET',
    path: (w) => `/payment-links/${w.ids.link}`,
    prepare: aLink,
    upstream: { method: 'GET', path: /^\/v1\/payment-links\/pl_/ },
    field: ['status'],
    breakWith: { value: 'lost' },
    named: 'status',
  },
  {
    operation: 'paymentLinks.checkout',
    method: 'POST',
    path: (w) => `/payment-links/${w.ids.link}/checkout`,
    prepare: aLink,
    upstream: { method: 'POST', path: /^\/v1\/payments$/ },
    field: ['payer_instructions'],
    breakWith: 'drop',
    named: 'payer_instructions',
  },
  {
    operation: 'onboarding.account.retrieve',
    method: 'GET',
    path: () => '/onboarding/account',
    prepare: individual,
    upstream: { method: 'GET', path: /^\/api\/v1\/accounts\/[^/]+$/ },
    field: ['verification_status'],
    breakWith: { value: 42 },
    named: 'verification_status',
  },
  {
    operation: 'onboarding.account.create',
    method: 'POST',
    path: () => '/onboarding/account',
    body: () => ({}),
    prepare: async () => {},
    upstream: { method: 'POST', path: /^\/api\/v1\/accounts$/ },
    field: ['connected_account_id'],
    breakWith: 'drop',
    named: 'connected_account_id',
  },
  {
    operation: 'onboarding.kyc',
    method: 'POST',
    path: () => '/onboarding/kyc',
    body: () => validKyc(),
    prepare: individual,
    upstream: { method: 'POST', path: /\/kyc$/ },
    field: ['required_info'],
    breakWith: { value: 'none' },
    named: 'required_info',
  },
  {
    operation: 'onboarding.kyb',
    method: 'POST',
    path: () => '/onboarding/kyb',
    body: () => validKyb(),
    prepare: async (w) => {
      w.accountId = (await newBusiness(w.client)).connected_account_id;
    },
    upstream: { method: 'POST', path: /\/kyb$/ },
    field: ['capabilities', 0],
    breakWith: { value: 'everything' },
    named: 'capabilities[0]',
  },
  {
    operation: 'onboarding.documents',
    method: 'POST',
    path: () => '/onboarding/documents',
    form: documentForm,
    prepare: individual,
    upstream: { method: 'POST', path: /\/kyc\/documents$/ },
    field: ['document_id'],
    breakWith: 'drop',
    named: 'document_id',
  },
  {
    operation: 'onboarding.liveness',
    method: 'POST',
    path: () => '/onboarding/liveness',
    prepare: async (w) => {
      await individual(w);
      await w.client.connectedAccounts.uploadKycDocument(w.accountId as string, { file: blob(JPEG), document_type: 'passport' });
    },
    upstream: { method: 'POST', path: /\/kyc\/liveness$/ },
    field: ['liveness_url'],
    breakWith: 'drop',
    named: 'liveness_url',
  },
  {
    operation: 'onboarding.resubmit',
    method: 'POST',
    path: () => '/onboarding/resubmit',
    prepare: async (w) => {
      await individual(w);
      const id = w.accountId as string;
      await w.client.connectedAccounts.submitKyc(id, validKyc());
      await w.client.sandbox.setVerification(id, { status: 'more_info_required', required_info: ['additional_document'] });
      await w.client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'additional_document' });
    },
    upstream: { method: 'POST', path: /\/resubmit$/ },
    field: ['customer_type'],
    breakWith: { value: null },
    named: 'customer_type',
  },
  {
    operation: 'onboarding.capabilities',
    method: 'POST',
    path: () => '/onboarding/capabilities',
    body: () => ({ capabilities: ['inbound_payments'] }),
    prepare: async (w) => {
      w.accountId = await approvedIndividual(w.client);
    },
    upstream: { method: 'POST', path: /\/capabilities$/ },
    field: ['capabilities'],
    breakWith: 'drop',
    named: 'capabilities',
  },
  {
    operation: 'onboarding.virtualAccount.issue',
    method: 'POST',
    path: () => '/onboarding/virtual-account',
    prepare: approvedWithMoney,
    upstream: { method: 'POST', path: /\/virtual-account$/ },
    field: ['account_number'],
    breakWith: { value: 123456789 },
    named: 'account_number',
  },
  {
    operation: 'balances.list',
    method: 'GET',
    path: () => '/balances',
    prepare: approvedWithMoney,
    upstream: { method: 'GET', path: /\/wallet\/balances$/ },
    field: ['data'],
    breakWith: { value: { USDT: '100.00' } },
    named: 'data',
  },
  {
    operation: 'fx.quotes.create',
    method: 'POST',
    path: () => '/fx/quotes',
    body: () => ({ sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' }),
    prepare: approvedWithMoney,
    upstream: { method: 'POST', path: /\/fx\/quotes$/ },
    field: ['rate'],
    breakWith: 'drop',
    named: 'rate',
  },
  {
    operation: 'fx.conversions.create',
    method: 'POST',
    path: () => '/fx/conversions',
    body: () => ({ sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' }),
    prepare: approvedWithMoney,
    upstream: { method: 'POST', path: /\/fx\/conversions$/ },
    field: ['status'],
    breakWith: { value: 'maybe' },
    named: 'status',
  },
  {
    operation: 'fx.conversions.retrieve',
    method: 'GET',
    path: (w) => `/fx/conversions/${w.ids.conversion}`,
    prepare: async (w) => {
      await approvedWithMoney(w);
      const id = w.accountId as string;
      const conversion = await w.client.fx.createConversion(
        { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' },
        { onBehalfOf: id },
      );
      w.ids.conversion = conversion.conversion_id;
    },
    upstream: { method: 'GET', path: /\/fx\/conversions\/[^/]+$/ },
    field: ['sell_amount'],
    breakWith: { value: 10 },
    named: 'sell_amount',
  },
  {
    operation: 'transactions.list',
    method: 'GET',
    path: () => '/transactions',
    prepare: async () => {},
    upstream: { method: 'GET', path: /^\/v1\/transactions$/ },
    field: ['total'],
    breakWith: { value: 'many' },
    named: 'total',
  },
  {
    operation: 'transactions.retrieve',
    method: 'GET',
    path: (w) => `/transactions/${w.ids.transaction}`,
    prepare: async (w) => {
      await aLink(w);
      const payment = await w.client.payments.create({ amount: '7.00', currency: 'USDT', reference: w.ids.link as string });
      await w.client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
      const [transaction] = (await w.client.transactions.list({ payment_link_id: w.ids.link })).data;
      if (!transaction) throw new Error('the paid link has no transaction');
      w.ids.transaction = transaction.id;
    },
    upstream: { method: 'GET', path: /^\/v1\/transactions\/txn_/ },
    field: ['amount'],
    breakWith: 'drop',
    named: 'amount',
  },
];

/** Every string of a JSON value (the values a log line must not repeat). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

function corrupt(body: Json, field: Key[], breakWith: Row['breakWith']) {
  const parent = field.slice(0, -1).reduce<Record<Key, unknown>>((node, key) => node[key] as Record<Key, unknown>, body);
  const last = field[field.length - 1] as Key;
  if (breakWith === 'drop') delete parent[last];
  else parent[last] = breakWith.value;
}

async function proxyOver(row: Row) {
  const h = createHarness();
  const corrupted: unknown[] = [];
  const client = harnessClient(async (input, init) => {
    const request = new Request(input, init);
    const response = await h.sandbox.fetch(request);
    const { pathname } = new URL(request.url);
    if (!armed || request.method !== row.upstream.method || !row.upstream.path.test(pathname) || !response.ok) return response;
    const body = (await response.json()) as Json;
    corrupted.push(structuredClone(body));
    corrupt(body, row.field, row.breakWith);
    return Response.json(body, { status: response.status, headers: response.headers });
  });
  let armed = false;
  const world: World = { client: h.client, call: h.call, accountId: null, ids: {} };
  await row.prepare(world);
  const onError = vi.fn();
  const handler = createPaykitHandler({
    upstream: { client },
    limits: { rateLimit: false },
    policies: {
      authorize: () => true,
      resolveAccount: () => world.accountId,
      createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-tee' }),
      createAccount: () => ({ customer_type: 'individual', email: 'new@example.com', country: 'AU', reference_id: 'user-9' }),
    },
    onError,
  });
  armed = true;
  const body = row.form ? row.form() : row.body ? JSON.stringify(row.body(world)) : undefined;
  const headers: Record<string, string> = row.body ? { 'content-type': 'application/json' } : {};
  const response = await handler(new Request(PROXY + row.path(world), { method: row.method, headers, body }));
  return { response, onError, corrupted };
}

/** Operations answered from the proxy's store alone: the service is never asked, so nothing of its can break them. */
const SERVED_FROM_THE_STORE: OperationName[] = ['onboarding.virtualAccount.retrieve'];

describe('an upstream answer that breaks the contract', () => {
  it('the table covers every operation that calls the service', () => {
    const operations = ROUTES.map((r) => r.operation).filter((o): o is OperationName => o !== null);
    expect([...ROWS.map((r) => r.operation), ...SERVED_FROM_THE_STORE].sort()).toEqual([...operations].sort());
  });

  it.each(ROWS.map((row) => [row.operation, row.named, row] as const))(
    '%s (%s broken) → 502 upstream_invalid, the field logged, no value',
    async (_op, named, row) => {
      const { response, onError, corrupted } = await proxyOver(row);
      expect(corrupted).toHaveLength(1);
      const text = await response.text();
      expect(response.status).toBe(502);
      expect(JSON.parse(text)).toEqual({
        error: { code: 'upstream_invalid', message: 'The payment service answered with something this server cannot read; try again shortly' },
      });
      expect(onError).toHaveBeenCalledTimes(1);
      const logged = onError.mock.calls[0]?.[0] as Error;
      expect(logged).toBeInstanceOf(PaykitUpstreamInvalidError);
      expect(logged).toMatchObject({ field: named });
      expect(logged.message).toContain(named);
      const said = `${logged.message} ${logged.stack ?? ''} ${text}`;
      for (const value of stringsIn(corrupted[0]).filter((v) => v.length >= 5)) expect(said).not.toContain(value);
    },
  );
});
