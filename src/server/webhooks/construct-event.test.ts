import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaykitError } from '../../shared/errors';
import { constructEvent } from './construct-event';
import { WebhookPayloadError, WebhookSignatureError } from './errors';

const SECRET = 'whsec_0123456789abcdef';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

const settled = {
  event: 'payment.settled',
  id: 'evt_abc',
  created_at: '2026-03-01T12:00:00.000Z',
  data: {
    payment_id: 'pay_1',
    transaction_id: 'txn_1',
    payment_link_id: 'pl_1',
    connected_account_id: null,
    reference: 'pl_1',
    amount: '10.00',
    currency: 'USDT',
    status: 'settled',
    payment_status: 'settled',
    amount_received: '10.00',
    tx_hash: '0xabc',
    confirmed_at: '2026-03-01T12:00:00.000Z',
    settled_at: '2026-03-01T12:00:00.000Z',
  },
};

const verification = {
  event: 'account.verification_status_updated',
  id: 'evt_def',
  created_at: '2026-03-01T12:00:00.000Z',
  data: {
    connected_account_id: 'acct_1',
    reference_id: 'user-1',
    verification_status: 'more_info_required',
    previous_status: 'in_review',
    rejection_reason: null,
    required_info: ['address_proof'],
  },
};

describe('constructEvent', () => {
  it('returns the typed event, keeping fields it does not know', async () => {
    const body = JSON.stringify(settled);
    const event = await constructEvent(body, sign(body), SECRET);
    expect(event).toEqual(settled);
    expect(event.event === 'payment.settled' && event.data.connected_account_id).toBeNull();
  });

  it('accepts bytes as well as text', async () => {
    const body = JSON.stringify(verification);
    const event = await constructEvent(new TextEncoder().encode(body), sign(body), SECRET);
    if (event.event !== 'account.verification_status_updated') throw new Error('wrong kind');
    expect(event.data.required_info).toEqual(['address_proof']);
  });

  it.each([
    ['missing', undefined, /Missing Service-Signature/],
    ['malformed', 'SHA256=abc', /64 lowercase hex/],
    ['wrong', sign('something else'), /does not match.*raw request body/],
  ])('throws WebhookSignatureError for a %s signature', async (_name, header, message) => {
    const body = JSON.stringify(settled);
    const error = await constructEvent(body, header, SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toBeInstanceOf(PaykitError);
    expect((error as Error).name).toBe('WebhookSignatureError');
    expect((error as Error).message).toMatch(message);
  });

  it('checks the signature before looking at the body', async () => {
    await expect(constructEvent('not json', sign('other'), SECRET)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([
    ['not JSON', 'not json', /not UTF-8 JSON/],
    ['an unknown kind', JSON.stringify({ ...settled, event: 'payment.refunded' }), /Unknown webhook event kind "payment\.refunded"/],
    ['a bad event id', JSON.stringify({ ...settled, id: 'abc' }), /id must be an event id/],
    ['a bad amount', JSON.stringify({ ...settled, data: { ...settled.data, amount: 'ten' } }), /data\.amount/],
    ['missing data', JSON.stringify({ event: 'payment.settled', id: 'evt_1', created_at: settled.created_at }), /data/],
    ['an array', '[]', /not a known event/],
  ])('throws WebhookPayloadError for a signed body that is %s', async (_name, body, message) => {
    const error = await constructEvent(body, sign(body), SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookPayloadError);
    expect((error as Error).name).toBe('WebhookPayloadError');
    expect((error as Error).message).toMatch(message);
  });

  it('refuses invalid UTF-8 bytes', async () => {
    const bytes = Uint8Array.from([0x7b, 0xff, 0x7d]);
    const signature = createHmac('sha256', SECRET).update(bytes).digest('hex');
    await expect(constructEvent(bytes, signature, SECRET)).rejects.toBeInstanceOf(WebhookPayloadError);
  });

  it('explains a parsed body or a missing secret', async () => {
    await expect(constructEvent(settled as unknown as string, 'a'.repeat(64), SECRET)).rejects.toThrow(/unparsed body/);
    await expect(constructEvent('{}', 'a'.repeat(64), '')).rejects.toThrow(/secret is required/);
  });
});
