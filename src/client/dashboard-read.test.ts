/**
 * The dashboard's hand readers against the schemas they stand in for (balances, transactions,
 * payment links, FX): fed the same answers (a good one with each field removed, nulled or made
 * the wrong type, and answers fast-check builds from good and wrong values), each takes what its
 * schema takes, reading the same value (unknown fields dropped, absent ones null or absent as the
 * schema reads them), and refuses what it refuses, naming the same field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { walletBalances } from '../shared/schemas/balances';
import { fxConversion, fxQuoteView } from '../shared/schemas/fx';
import { paymentLink, paymentLinkPage } from '../shared/schemas/payments';
import { transaction, transactionPage } from '../shared/schemas/transactions';
import type { Read } from './answer-readers';
import { readWalletBalances } from './balances-read';
import { readFxConversion, readFxQuoteView } from './fx-read';
import { readPaymentLink, readPaymentLinkPage } from './payment-links-read';
import { readTransaction, readTransactionPage } from './transactions-read';

type Reader = (value: unknown) => Read<unknown>;

/** The reader's verdict is the schema's: the same value (undefined keys included), or the path of zod's first issue. */
function agree(schema: z.ZodMiniType, read: Reader, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) expect(read(value), JSON.stringify(value)).toStrictEqual({ ok: true, value: parsed.data });
  else expect(read(value), JSON.stringify(value)).toStrictEqual({ ok: false, path: parsed.error.issues[0]?.path });
}

const TRANSACTION = {
  id: 'tx_1',
  payment_link_id: 'pl_1',
  amount: '10.50',
  currency: 'USDT',
  status: 'settled',
  tx_hash: '0xabc',
  created_at: '2026-11-01T10:00:00Z',
  confirmed_at: '2026-11-01T10:01:00Z',
  settled_at: '2026-11-01T10:02:00Z',
  description: 'Invoice 7',
};
const LINK = { id: 'pl_1', url: 'https://pay.example/pl_1', amount: '25', currency: 'BTC', status: 'paid', created_at: '2026-11-01T10:00:00Z' };
const QUOTE = {
  quote_id: 'q_1',
  sell_currency: 'AUD',
  buy_currency: 'USDT',
  sell_amount: '100.00',
  buy_amount: '64.10',
  rate: '0.641',
  quote_expiry: '2026-11-01T10:00:30Z',
  created_at: '2026-11-01T10:00:00Z',
  server_time: '2026-11-01T10:00:01Z',
};
const CONVERSION = {
  conversion_id: 'cv_1',
  status: 'failed',
  sell_currency: 'AUD',
  buy_currency: 'USDT',
  sell_amount: '100.00',
  buy_amount: '64.10',
  rate: '0.641',
  conversion_type: 'quote',
  quote_id: 'q_1',
  reference: null,
  failure_reason: 'insufficient_funds',
  created_at: '2026-11-01T10:00:00Z',
  converted_at: null,
};
const pageOf = (item: object) => ({ data: [item, item], total: 12, limit: 2, offset: 4 });

const READERS: Array<[string, z.ZodMiniType, Reader, Record<string, unknown>]> = [
  [
    'readWalletBalances',
    walletBalances,
    readWalletBalances,
    {
      data: [
        { currency: 'AUD', available: '-1.5' },
        { currency: 'USDT', available: '0' },
      ],
    },
  ],
  ['readTransaction', transaction, readTransaction, TRANSACTION],
  ['readTransactionPage', transactionPage, readTransactionPage, pageOf(TRANSACTION)],
  ['readPaymentLink', paymentLink, readPaymentLink, { ...LINK, description: 'Invoice 7', paid_at: '2026-11-02T10:00:00Z' }],
  ['readPaymentLinkPage', paymentLinkPage, readPaymentLinkPage, pageOf(LINK)],
  ['readFxQuoteView', fxQuoteView, readFxQuoteView, QUOTE],
  ['readFxConversion', fxConversion, readFxConversion, CONVERSION],
];

/** Values a field of an answer may wrongly (or, for some fields, rightly) hold. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  0,
  7.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  '',
  'text',
  '10.50',
  '-3',
  '1e3',
  '01',
  'x'.repeat(65),
  [],
  ['x'],
  {},
];

/** Each field of a good answer (and of its first list item) removed, and set to each odd value. */
function mutations(body: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [
    ['the good answer', body],
    ['null', null],
    ['a list', [body]],
    ['a string', 'answer'],
    ['extra fields', { ...body, extra: 1 }],
  ];
  for (const key of Object.keys(body)) {
    const without = { ...body };
    delete without[key];
    out.push([`no ${key}`, without]);
    for (const value of ODD_VALUES) out.push([`${key} = ${String(value)}`, { ...body, [key]: value }]);
  }
  const items = body.data;
  if (Array.isArray(items) && items.length > 0) {
    for (const [name, item] of mutations(items[0] as Record<string, unknown>)) out.push([`data[1]: ${name}`, { ...body, data: [items[0], item] }]);
  }
  return out;
}

/** Answers made from a good one: each field kept, dropped, or replaced by an odd value or by another field's good value. */
function answers(body: Record<string, unknown>): fc.Arbitrary<unknown> {
  const goods = Object.values(body).filter((value) => !Array.isArray(value));
  const field = (value: unknown) => fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, fc.constantFrom(...ODD_VALUES, ...goods), fc.string({ maxLength: 6 }));
  const shape = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? fc.array(answers(value[0] as Record<string, unknown>), { maxLength: 3 }) : field(value),
    ]),
  );
  return fc.record(shape, { requiredKeys: [] });
}

describe.each(READERS)('%s, as strict as its schema', (_, schema, read, body) => {
  it.each(mutations(body))('agrees on %s: the same verdict, value and field', (_name, value) => {
    agree(schema, read, value);
  });

  it('agrees on generated answers', () => {
    fc.assert(
      fc.property(answers(body), (value) => {
        agree(schema, read, value);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the readers read an absent field as the schemas do', () => {
  it('a transaction without tx_hash, confirmed_at, settled_at or description: null, null, null and absent', () => {
    const pending: Record<string, unknown> = { ...TRANSACTION, status: 'pending' };
    for (const key of ['tx_hash', 'confirmed_at', 'settled_at', 'description']) delete pending[key];
    const read = readTransaction(pending);
    expect(read).toStrictEqual({ ok: true, value: { ...pending, tx_hash: null, confirmed_at: null, settled_at: null } });
    expect(read.ok && 'description' in read.value).toBe(false);
  });

  it('a link without description or paid_at, and a quote without server_time: absent, not undefined', () => {
    const link = readPaymentLink(LINK);
    expect(link.ok && Object.keys(link.value)).toEqual(Object.keys(LINK));
    const quote: Record<string, unknown> = { ...QUOTE };
    delete quote.server_time;
    const read = readFxQuoteView(quote);
    expect(read.ok && 'server_time' in read.value).toBe(false);
  });
});
