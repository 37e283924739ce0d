/**
 * JSON bodies from the browser: capped at 64 KB (413 without reading on past the cap), JSON
 * only (415), well-formed objects only (400) — and none of these reach upstream.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PROXY_BASE } from '../../../test/support/proxy-harness';
import { newIndividual } from '../../../test/fixtures/sandbox-accounts';

const LIMIT = 64 * 1024;
const CHUNK = 1024;

/** A request body that counts how many bytes the handler pulled from it. */
function countingBody(total: number, fill = 0x20) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(CHUNK, total - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(fill));
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

/** `{"order":"tee","pad":"…"}` of exactly `size` bytes. */
function paddedOrder(size: number): string {
  const head = '{"order":"tee","pad":"';
  return `${head}${'x'.repeat(size - head.length - 2)}"}`;
}

async function signedIn() {
  const p = await createProxyHarness();
  const account = await newIndividual(p.client);
  p.useHandler({ policies: { resolveAccount: () => account.connected_account_id, authorize: () => true } });
  return p;
}

const JSON_OPERATIONS = ['/payments', '/onboarding/kyc', '/onboarding/kyb', '/onboarding/capabilities', '/fx/quotes', '/fx/conversions'];

describe('JSON body size', () => {
  it('accepts exactly 64 KB and refuses 64 KB + 1 byte with 413', async () => {
    const p = await createProxyHarness();
    const atLimit = paddedOrder(LIMIT);
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(LIMIT);
    expect((await p.call('POST', '/payments', { raw: atLimit, headers: { 'content-type': 'application/json' } })).status).toBe(201);
    const since = p.mark();
    const over = await p.call('POST', '/payments', { raw: paddedOrder(LIMIT + 1), headers: { 'content-type': 'application/json' } });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: { code: 'payload_too_large', message: 'Request body is larger than 64 KB' } });
    expect(since()).toEqual([]);
  });

  it.each(JSON_OPERATIONS)('POST %s stops reading a streamed body just past 64 KB and answers 413 with no upstream call', async (path) => {
    const p = await signedIn();
    const body = countingBody(8 * 1024 * 1024);
    const response = await p.handler(
      new Request(`${PROXY_BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.stream, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    // It read up to the cap, one chunk past it at most, then let go of the stream.
    expect(body.pulled()).toBeGreaterThan(LIMIT);
    expect(body.pulled()).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
    expect(body.cancelled()).toBe(true);
    expect(p.upstream).toEqual([]);
  });

  it('refuses a declared Content-Length over the cap without reading a byte', async () => {
    const p = await createProxyHarness();
    const body = countingBody(LIMIT + 1);
    const response = await p.handler(
      new Request(`${PROXY_BASE}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBe(0);
    expect(p.upstream).toEqual([]);
  });

  it('creates an account only from a body under the cap', async () => {
    const p = await createProxyHarness();
    p.useHandler({
      policies: { resolveAccount: () => null, createAccount: () => ({ customer_type: 'individual', email: 'a@example.com', country: 'AU', reference_id: 'u1' }) },
    });
    const over = await p.call('POST', '/onboarding/account', { raw: paddedOrder(LIMIT + 1), headers: { 'content-type': 'application/json' } });
    expect(over.status).toBe(413);
    expect(p.upstream).toEqual([]);
  });

  it('caps webhook bodies too (64 KB), before the signature is even looked at', async () => {
    const p = await createProxyHarness();
    const body = countingBody(4 * 1024 * 1024);
    const response = await p.handler(
      new Request(`${PROXY_BASE}/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'service-signature': 'a'.repeat(64) },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(256 * 1024 + 2 * CHUNK);
    expect(p.upstream).toEqual([]);
  });
});

describe('JSON content type', () => {
  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'application/json-patch+json',
    'application/javascript',
    'text/json',
  ])('answers 415 for %s with no upstream call', async (type) => {
    const p = await createProxyHarness();
    const response = await p.call('POST', '/payments', { raw: '{"order":"tee"}', headers: { 'content-type': type } });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: { code: 'unsupported_media_type', message: 'Send JSON with Content-Type: application/json' } });
    expect(p.upstream).toEqual([]);
  });

  it('answers 415 for a body without any content type', async () => {
    const p = await createProxyHarness();
    const response = await p.handler(new Request(`${PROXY_BASE}/payments`, { method: 'POST', body: new Blob(['{"order":"tee"}']) }));
    expect(response.status).toBe(415);
    expect(p.upstream).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', ' application/json ;charset=UTF-8'])('accepts %s', async (type) => {
    const p = await createProxyHarness();
    const response = await p.call('POST', '/payments', { raw: '{"order":"tee"}', headers: { 'content-type': type } });
    expect(response.status).toBe(201);
  });
});

describe('malformed JSON', () => {
  it.each([
    ['{"order":', 'Request body is not valid JSON'],
    ["{'order':'tee'}", 'Request body is not valid JSON'],
    ['{"order":"tee"} trailing', 'Request body is not valid JSON'],
    ['[{"order":"tee"}]', 'Request body must be a JSON object'],
    ['null', 'Request body must be a JSON object'],
    ['"tee"', 'Request body must be a JSON object'],
    ['42', 'Request body must be a JSON object'],
  ])('answers 400 for %s', async (raw, message) => {
    const p = await createProxyHarness();
    const response = await p.call('POST', '/payments', { raw, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_request', message } });
    expect(p.upstream).toEqual([]);
  });

  it('answers 400 for bytes that are not UTF-8', async () => {
    const p = await createProxyHarness();
    const raw = Uint8Array.from([0x7b, 0x22, 0x6f, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const response = await p.call('POST', '/payments', { raw, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Request body is not valid JSON');
    expect(p.upstream).toEqual([]);
  });

  it('passes an empty body to createPayment as {} (which the merchant may refuse)', async () => {
    const p = await createProxyHarness();
    const response = await p.call('POST', '/payments', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('This order cannot be paid');
    expect(p.upstream).toEqual([]);
  });
});

describe('a client that hangs up mid-body', () => {
  it('is answered 400 request_interrupted and is no error of the merchant’s to hear about', async () => {
    const errors: unknown[] = [];
    const p = await createProxyHarness({ onError: (error) => errors.push(error) });
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('{"order":"te'));
        controller.error(new Error('aborted'));
      },
    });
    const answer = await p.handler(
      new Request(`${PROXY_BASE}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit),
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe('request_interrupted');
    expect(errors).toEqual([]);
    expect(p.upstream).toEqual([]);
  });
});
