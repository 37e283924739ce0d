import { describe, expect, it } from 'vitest';
import { HttpError, invalidRequest } from './http-error';
import { formatBytes, readJsonObject, readLimited } from './json-body';
import { readAtMost } from './read-at-most';

/** A body that arrives in chunks and says nothing of its length; records whether it was cancelled. */
function streamed(chunks: string[]) {
  const state = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[state.pulled++];
        if (next === undefined) controller.close();
        else controller.enqueue(encoder.encode(next));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  ); // pull only when read, so `pulled` counts what the reader asked for
  return { body, state };
}

function post(body: BodyInit | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}): Request {
  return new Request('https://edge.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('readAtMost', () => {
  it('counts bytes as they arrive and cancels the stream one byte over', async () => {
    const { body, state } = streamed(['12345', '67890', 'never read']);
    expect(await readAtMost(body, 9)).toBeNull();
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(3);
  });

  it('returns every byte at exactly the limit, and an empty array for no body', async () => {
    const { body } = streamed(['12345', '6789']);
    expect(new TextDecoder().decode((await readAtMost(body, 9)) ?? undefined)).toBe('123456789');
    expect(await readAtMost(null, 9)).toEqual(new Uint8Array());
  });

  it('counts bytes, not characters', async () => {
    const { body } = streamed(['€€€']); // 9 bytes in UTF-8
    expect(await readAtMost(body, 8)).toBeNull();
  });
});

describe('readLimited', () => {
  it('refuses a declared Content-Length over the limit before reading', async () => {
    const { body, state } = streamed(['{}']);
    const error = await refusal(readLimited(post(body, { 'content-length': '11' }), 10));
    expect([error.status, error.code, error.message]).toEqual([413, 'payload_too_large', 'Request body is larger than 0 KB']);
    expect(state.pulled).toBe(0);
  });

  it('without a Content-Length reads no further than limit + 1 bytes', async () => {
    const { body, state } = streamed(['x'.repeat(10), 'y', 'z'.repeat(1000)]);
    expect((await refusal(readLimited(post(body), 10))).status).toBe(413);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBe(2);
  });

  it('takes exactly the limit, and a caller-made refusal past it', async () => {
    expect((await readLimited(post('x'.repeat(10)), 10)).byteLength).toBe(10);
    const error = await refusal(
      readLimited(post('x'.repeat(11)), 10, () => new HttpError(413, 'payload_too_large', 'Documents can be at most 10 B', { param: 'file' })),
    );
    expect(error.param).toBe('file');
  });

  it('formats limits as KB or MB', () => {
    expect([formatBytes(16 * 1024), formatBytes(64 * 1024), formatBytes(1024 * 1024), formatBytes(10 * 1024 * 1024)]).toEqual(['16 KB', '64 KB', '1 MB', '10 MB']);
  });
});

describe('readJsonObject', () => {
  const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

  it('reads an object; an empty or blank body is {}', async () => {
    expect(await readJsonObject(post('{"a":1}', JSON_TYPE), { limit: 100 })).toEqual({ a: 1 });
    expect(await readJsonObject(post(null), { limit: 100 })).toEqual({});
    expect(await readJsonObject(post('  \n', JSON_TYPE), { limit: 100 })).toEqual({});
  });

  it('refuses malformed JSON, a non-object and invalid UTF-8 with 400', async () => {
    for (const body of ['{', '[1]', 'null', '"text"', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const error = await refusal(readJsonObject(post(body, JSON_TYPE), { limit: 100 }));
      expect([error.status, error.code]).toEqual([400, 'invalid_request']);
    }
  });

  it('counts the body without a Content-Length: limit + 1 bytes is 413', async () => {
    const { body } = streamed(['{"a":"', 'x'.repeat(100), '"}']);
    expect((await refusal(readJsonObject(post(body, JSON_TYPE), { limit: 100 }))).status).toBe(413);
    const exact = `{"a":"${'x'.repeat(92)}"}`;
    expect(exact.length).toBe(100);
    expect(await readJsonObject(post(exact, JSON_TYPE), { limit: 100 })).toEqual({ a: 'x'.repeat(92) });
    expect((await refusal(readJsonObject(post(`${exact} `, JSON_TYPE), { limit: 100 }))).status).toBe(413);
  });

  it('refuses another content type with 415 by default, or the caller’s refusal', async () => {
    const plain = { 'content-type': 'text/plain' };
    const byDefault = await refusal(readJsonObject(post('{}', plain), { limit: 100 }));
    expect([byDefault.status, byDefault.code]).toEqual([415, 'unsupported_media_type']);
    const asSandbox = await refusal(readJsonObject(post('{}', plain), { limit: 100, wrongType: () => invalidRequest('Content-Type must be application/json') }));
    expect([asSandbox.status, asSandbox.message]).toEqual([400, 'Content-Type must be application/json']);
    expect((await refusal(readJsonObject(post('{}', { 'content-type': 'application/jsonx' }), { limit: 100 }))).status).toBe(415);
  });

  it('an empty body passes without a type unless the type is required', async () => {
    expect(await readJsonObject(post(null, { 'content-type': 'text/plain' }), { limit: 100 })).toEqual({});
    expect((await refusal(readJsonObject(post(null), { limit: 100, typeRequiredWhenEmpty: true }))).status).toBe(415);
  });

  it('with declaredTypeMustBeJson, a declared non-JSON type is refused even over an empty body, and no type with no body is {}', async () => {
    const options = { limit: 100, declaredTypeMustBeJson: true };
    expect((await refusal(readJsonObject(post(null, { 'content-type': 'text/plain' }), options))).status).toBe(415);
    expect(await readJsonObject(post(null), options)).toEqual({});
    expect(await readJsonObject(post('{"a":1}', JSON_TYPE), options)).toEqual({ a: 1 });
  });
});

describe('a body that breaks off', () => {
  const brokenBody = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('{"order":'));
        controller.error(new TypeError('terminated'));
      },
    });

  it('is a 400 request_interrupted, not the runtime’s error', async () => {
    const request = new Request('https://shop.example/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: brokenBody(),
      duplex: 'half',
    } as RequestInit);
    const refusal = await readJsonObject(request, { limit: 1024 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, code: 'request_interrupted' });
  });
});
