import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../shared/schemas/primitives';
import { forbidden, HttpError, invalidRequest, json, methodNotAllowed, notFound, payloadTooLarge, unprocessable, unsupportedMediaType } from './http-error';

describe('HttpError', () => {
  it('answers with the JSON envelope, its own headers and the extra ones', async () => {
    const error = new HttpError(429, 'rate_limited', 'Slow down', { headers: { 'retry-after': '7' } });
    const response = error.toResponse({ 'x-request-id': 'req_1' });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('x-request-id')).toBe('req_1');
    const body = await response.json();
    expect(body).toEqual({ error: { code: 'rate_limited', message: 'Slow down' } });
    expect(errorEnvelope.safeParse(body).success).toBe(true);
  });

  it('names the param only when there is one', () => {
    expect(invalidRequest('amount must be a decimal string', 'amount').toEnvelope()).toEqual({
      error: { code: 'invalid_request', message: 'amount must be a decimal string', param: 'amount' },
    });
    expect(invalidRequest('Request body is not valid JSON').toEnvelope().error).not.toHaveProperty('param');
    expect(new HttpError(400, 'invalid_request', 'x', { param: '' }).param).toBeUndefined();
  });

  it('factories pick the status and code', () => {
    const made = [
      forbidden('f'),
      notFound('n'),
      payloadTooLarge('p', 'file'),
      unsupportedMediaType('u'),
      unprocessable('e', 'field'),
      methodNotAllowed('m', ['GET', 'POST']),
    ];
    expect(made.map((e) => [e.status, e.code, e.param])).toEqual([
      [403, 'forbidden', undefined],
      [404, 'not_found', undefined],
      [413, 'payload_too_large', 'file'],
      [415, 'unsupported_media_type', undefined],
      [422, 'unprocessable_entity', 'field'],
      [405, 'method_not_allowed', undefined],
    ]);
    expect(methodNotAllowed('m', ['GET', 'POST']).headers).toEqual({ allow: 'GET, POST' });
    expect(notFound('n')).toBeInstanceOf(Error);
    expect(notFound('n').name).toBe('HttpError');
  });
});

describe('json', () => {
  it('is 200, JSON and never cached unless told otherwise', async () => {
    const response = json({ ok: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
    expect(json([], 201, { location: '/x' }).headers.get('location')).toBe('/x');
  });
});
