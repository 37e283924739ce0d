import { describe, expect, it } from 'vitest';
import { InternalServerError, NotFoundError, PaykitApiError } from '../shared/errors';
import { apiErrorFromAnswer, envelopeFields } from './error-answer';

describe('apiErrorFromAnswer', () => {
  it('reads the envelope into the subclass of the status', () => {
    const error = apiErrorFromAnswer(
      404,
      { error: { code: 'not_found', message: 'No such payment', param: 'payment_id' } },
      { fallbackMessage: 'x', requestId: 'req_1' },
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such payment', param: 'payment_id', requestId: 'req_1' });
  });

  it('falls back to http_<status> and the caller’s message when the body is not the envelope', () => {
    for (const body of [undefined, '<html>', [1], { error: 'boom' }, { error: { code: 7, message: null } }]) {
      const error = apiErrorFromAnswer(502, body, { fallbackMessage: 'GET /x failed with HTTP 502' });
      expect(error).toBeInstanceOf(InternalServerError);
      expect(error).toMatchObject({ code: 'http_502', message: 'GET /x failed with HTTP 502', param: null, requestId: null });
    }
  });

  it('keeps each field that has the envelope’s type', () => {
    expect(envelopeFields({ error: { code: 'c', message: 1, param: 'p' } })).toEqual({ code: 'c', param: 'p' });
    expect(apiErrorFromAnswer(418, { error: { code: 'teapot' } }, { fallbackMessage: 'fallback' })).toMatchObject({ code: 'teapot', message: 'fallback' });
    expect(apiErrorFromAnswer(418, {}, { fallbackMessage: 'f' })).toBeInstanceOf(PaykitApiError);
  });

  it('redacts the server’s message, not the caller’s', () => {
    const redact = (text: string) => text.replaceAll('sk_secret', '[redacted]');
    expect(apiErrorFromAnswer(400, { error: { code: 'c', message: 'bad key sk_secret' } }, { fallbackMessage: 'f', redact }).message).toBe('bad key [redacted]');
  });

  it('reads Retry-After in both forms into retryAfterSeconds', () => {
    const now = Date.parse('2026-01-15T09:00:00.000Z');
    const limited = (retryAfter: string | null) => apiErrorFromAnswer(429, undefined, { fallbackMessage: 'f', retryAfter, now });
    expect(limited('7').retryAfterSeconds).toBe(7);
    expect(limited('Thu, 15 Jan 2026 09:00:30 GMT').retryAfterSeconds).toBe(30);
    expect(limited(null).retryAfterSeconds).toBeNull();
    expect(limited('soon').retryAfterSeconds).toBeNull();
  });
});
