import { describe, expect, it } from 'vitest';
import { apiErrorFor, PaykitConnectionError, PaykitError, PaykitTimeoutError } from '../shared/errors';
import { canRetry, fatalKind } from './fatal';
import { ATTRIBUTE_ERROR } from './InvalidAttribute';

const answered = (status: number, code = 'some_code') => apiErrorFor({ status, code, message: 'refused' });

describe('fatalKind: the payer’s words and whether "Try again" can help', () => {
  it('no answer at all (the network, a CORS refusal the page cannot read, a timeout, a chunk that did not load) is unreachable, and may pass', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new PaykitConnectionError('could not reach the server (Failed to fetch)'),
      new PaykitTimeoutError('slow'),
      'odd',
      null,
      undefined,
    ]) {
      expect(fatalKind(error), String(error)).toBe('unreachable');
    }
    expect(canRetry('unreachable')).toBe(true);
  });

  it('a server failure or a rate limit is the server’s, and may pass', () => {
    for (const status of [500, 502, 503, 504, 429]) expect(fatalKind(answered(status)), String(status)).toBe('server');
    expect(canRetry('server')).toBe(true);
  });

  it('an unknown id, a link no longer open, any other refusal and a page’s own mistake will not pass by trying again', () => {
    expect(fatalKind(answered(404))).toBe('notFound');
    for (const status of [400, 401, 403, 409, 413, 422]) expect(fatalKind(answered(status)), String(status)).toBe('refused');
    const mistake = new Error('paykit-checkout: neither payment-id nor link-id is set');
    mistake.name = ATTRIBUTE_ERROR;
    expect(fatalKind(mistake)).toBe('invalid');
    for (const kind of ['notFound', 'refused', 'invalid'] as const) expect(canRetry(kind), kind).toBe(false);
  });

  it('a PaykitError without a status is a request that got no answer', () => {
    expect(fatalKind(new PaykitError('anything'))).toBe('unreachable');
  });
});
