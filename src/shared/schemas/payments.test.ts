import { describe, expect, it } from 'vitest';
import { describeIssue } from './issues';
import { createPaymentRequest, simulatePaymentRequest } from './payments';

function refusal(schema: typeof createPaymentRequest | typeof simulatePaymentRequest, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => ({ path: issue.path, sentence: describeIssue(issue) }));
}

describe('payment request schemas and numeric amounts', () => {
  it('refuses a numeric amount that a double cannot carry, naming the field', () => {
    const body = JSON.parse('{"currency":"USDT","amount":12345678901234567,"reference":"r"}');
    expect(refusal(createPaymentRequest, body)).toEqual([
      { path: ['amount'], sentence: 'amount has more digits than a JSON number carries exactly: send it as a decimal string' },
    ]);
    expect(refusal(simulatePaymentRequest, JSON.parse('{"status":"underpaid","amount_received":0.10000000000000002}'))).toEqual([
      { path: ['amount_received'], sentence: expect.stringMatching(/^amount_received has more digits than a JSON number carries exactly/) },
    ]);
  });

  it('checks a numeric amount in exponent form against the currency like any other', () => {
    expect(createPaymentRequest.parse({ currency: 'USDT', amount: 1e-6, reference: 'r' }).amount).toBe('0.000001');
    expect(refusal(createPaymentRequest, { currency: 'USDT', amount: 1e-7, reference: 'r' })).toEqual([
      { path: ['amount'], sentence: 'amount must have at most 6 decimal places for USDT' },
    ]);
  });
});
