/**
 * The create-link form's hand check against the schema it stands in for: fed the same bodies
 * (edge values, and bodies fast-check makes from them and from free text and numbers), it finds
 * exactly the fields createPaymentLinkRequest refuses, and none when the schema takes the body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuePath } from './issues';
import { paymentLinkPaths } from './payment-link-checks';
import { createPaymentLinkRequest, PAYMENT_ASSETS, PAYMENT_LINK_DESCRIPTION_MAX } from './payments';

const schemaPaths = (body: unknown) => {
  const result = createPaymentLinkRequest.safeParse(body);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issuePath(issue)));
};
const agree = (body: unknown) => expect(new Set(paymentLinkPaths(body)), JSON.stringify(body)).toEqual(schemaPaths(body));

const AMOUNTS: unknown[] = [
  '10',
  '10.00',
  ' 10.5 ',
  '0',
  '0.00',
  '-1',
  '+1',
  '01',
  '1.',
  '.5',
  '1e3',
  '1,000',
  '',
  ' ',
  '0.00000001',
  '0.000000001',
  '123456789012345',
  '1234567890123456',
  '999999999999999.99',
  10,
  0.1,
  1e-7,
  0,
  -5,
  // More digits than a JSON number carries exactly (it arrives as 12345678901234568).
  Number('12345678901234567'),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  true,
  ['10'],
];
const CURRENCIES: unknown[] = [...PAYMENT_ASSETS, 'usdt', 'AUD', '', undefined, null, 1];
const DESCRIPTIONS: unknown[] = [
  undefined,
  'Invoice 7',
  '',
  '   ',
  ' a ',
  'x'.repeat(PAYMENT_LINK_DESCRIPTION_MAX),
  'x'.repeat(PAYMENT_LINK_DESCRIPTION_MAX + 1),
  ' '.repeat(PAYMENT_LINK_DESCRIPTION_MAX + 1),
  null,
  5,
];

describe('paymentLinkPaths, the fields createPaymentLinkRequest refuses', () => {
  it('agrees on every edge amount, currency and description, each with the others (amounts at each asset’s decimals)', () => {
    for (const amount of AMOUNTS)
      for (const currency of CURRENCIES) for (const description of DESCRIPTIONS) agree({ amount, currency, ...(description === undefined ? {} : { description }) });
  });

  it('agrees on a body that is not an object, an empty one, a description present as undefined, and extra fields', () => {
    for (const body of [null, 'link', 7, [], {}, { amount: '1', currency: 'USDT', description: undefined }, { amount: '1', currency: 'BTC', url: 'x' }]) agree(body);
    expect(paymentLinkPaths({ amount: '10.5', currency: 'USDT' })).toEqual([]);
  });

  it('agrees on generated bodies: free decimals, numbers and text in each field, any field absent', () => {
    const decimal = fc
      .tuple(fc.constantFrom('', ' ', '-'), fc.stringMatching(/^\d{1,17}$/), fc.option(fc.stringMatching(/^\d{0,10}$/)), fc.constantFrom('', ' '))
      .map(([lead, whole, fraction, tail]) => `${lead}${whole}${fraction === null ? '' : `.${fraction}`}${tail}`);
    const body = fc.record(
      {
        amount: fc.oneof(decimal, fc.double(), fc.integer(), fc.string(), fc.constantFrom(...AMOUNTS)),
        currency: fc.constantFrom(...CURRENCIES),
        description: fc.oneof(fc.string({ maxLength: 20 }), fc.string({ minLength: 495, maxLength: 505 }), fc.constantFrom(...DESCRIPTIONS)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (value) => {
        agree(value);
      }),
      { numRuns: 2000 },
    );
  });
});
