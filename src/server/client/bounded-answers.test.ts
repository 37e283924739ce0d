/**
 * A hostile service, on a real socket, against the client's reading of answers: what it sends is
 * read only up to the byte cap (bombs and floods stop there and their connection is closed), a body
 * that stalls ends with the attempt's time-out, and its free text comes back bounded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  brokenAnswer,
  floodAnswer,
  gzipBomb,
  hostileUpstream,
  jsonAnswer,
  stallAnswer,
  type Answer,
  type HostileUpstream,
} from '../../../test/support/hostile-upstream';
import { PaykitApiError, PaykitConnectionError, PaykitTimeoutError, UnprocessableEntityError } from '../../shared/errors';
import { PAYMENT_LINK_DESCRIPTION_MAX } from '../../shared/schemas/payments';
import { createPaykitClient, type ClientOptions } from '.';
import { PaykitResponseTooLargeError } from './response-too-large';

const MiB = 1024 * 1024;
const LINK_ID = 'pl_1a2b3c4d5e6f7g8h9i0j';
const LINK_PATH = `/v1/payment-links/${LINK_ID}`;
/** Room for the chunks a stream holds ahead of its reader (undici hands over up to 64 KB at a time). */
const READ_AHEAD = 256 * 1024;

const upstreams: HostileUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((u) => u.close()));
});

async function serving(answer: Answer): Promise<HostileUpstream> {
  const upstream = await hostileUpstream((path) => (path === LINK_PATH ? answer : undefined));
  upstreams.push(upstream);
  return upstream;
}

function clientOf(upstream: HostileUpstream, extra: Partial<ClientOptions> = {}) {
  return createPaykitClient({ apiKey: 'sk_test_hostile', baseUrl: upstream.url, maxRetries: 0, ...extra });
}

/**
 * The global fetch, counting the bytes the client is handed (after any inflation); `hideEncoding`
 * drops Content-Encoding, as a fetch that inflates without saying so would.
 */
function countingFetch(options: { hideEncoding?: boolean } = {}) {
  const handed = { bytes: 0 };
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        handed.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = new Headers(response.headers);
    if (options.hideEncoding) headers.delete('content-encoding');
    return new Response(response.body?.pipeThrough(counter) ?? null, { status: response.status, headers });
  };
  return { fetch: counting, handed };
}

const link = (description?: string) => ({
  id: LINK_ID,
  url: `https://pay.example/${LINK_ID}`,
  amount: '10.00',
  currency: 'USDT',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  ...(description === undefined ? {} : { description }),
});

describe('an answer larger than the cap', () => {
  it('asks for the bytes as they are (Accept-Encoding: identity)', async () => {
    const upstream = await serving(jsonAnswer(200, link()));
    await clientOf(upstream).paymentLinks.retrieve(LINK_ID);
    expect(upstream.answers[0]?.headers['accept-encoding']).toBe('identity');
  });

  it('refuses a gzip bomb unread', async () => {
    const upstream = await serving(gzipBomb(Infinity));
    const { fetch, handed } = countingFetch();
    const refusal = await clientOf(upstream, { fetch })
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitApiError);
    expect(refusal).toMatchObject({ code: 'invalid_response', message: expect.stringMatching(/gzip-encoded/) });
    expect(handed.bytes).toBeLessThan(READ_AHEAD);
    expect(await upstream.answers[0]?.closed).toBe(true);
  });

  it('stops a bomb a fetch inflates without saying so at the cap, and hangs up', async () => {
    const upstream = await serving(gzipBomb(Infinity));
    const { fetch, handed } = countingFetch({ hideEncoding: true });
    const refusal = await clientOf(upstream, { fetch })
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitResponseTooLargeError);
    expect(refusal).toMatchObject({ code: 'response_too_large', limitBytes: MiB, status: 200 });
    expect(handed.bytes).toBeGreaterThan(MiB);
    expect(handed.bytes).toBeLessThan(MiB + READ_AHEAD);
    expect(await upstream.answers[0]?.closed).toBe(true);
  });

  it('refuses a 60 MB body on its Content-Length before reading any of it', async () => {
    const upstream = await serving(floodAnswer(60 * MiB, { contentLength: true }));
    const { fetch, handed } = countingFetch();
    const refusal = await clientOf(upstream, { fetch })
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitResponseTooLargeError);
    expect(handed.bytes).toBeLessThan(READ_AHEAD);
    expect(await upstream.answers[0]?.closed).toBe(true);
    expect(upstream.answers[0]?.written).toBeLessThan(30 * MiB);
  });

  it('stops a 60 MB body without Content-Length at the cap, and hangs up', async () => {
    const upstream = await serving(floodAnswer(60 * MiB, { contentLength: false }));
    const { fetch, handed } = countingFetch();
    const refusal = await clientOf(upstream, { fetch })
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitResponseTooLargeError);
    expect(handed.bytes).toBeGreaterThan(MiB);
    expect(handed.bytes).toBeLessThan(MiB + READ_AHEAD);
    expect(await upstream.answers[0]?.closed).toBe(true);
    expect(upstream.answers[0]?.written).toBeLessThan(30 * MiB);
  });

  it('is never retried, even on a safe method: the same answer would come back', async () => {
    const upstream = await serving(floodAnswer(4 * MiB, { contentLength: false }));
    const client = createPaykitClient({ apiKey: 'sk_test_hostile', baseUrl: upstream.url, maxRetries: 2, sleep: async () => {} });
    await expect(client.paymentLinks.retrieve(LINK_ID)).rejects.toBeInstanceOf(PaykitResponseTooLargeError);
    expect(upstream.answers).toHaveLength(1);
  });

  it('reads up to maxResponseBytes, and no further', async () => {
    const answer = link('x'.repeat(300));
    const size = Buffer.byteLength(JSON.stringify(answer));
    const upstream = await serving(jsonAnswer(200, answer));
    await expect(clientOf(upstream, { maxResponseBytes: size }).paymentLinks.retrieve(LINK_ID)).resolves.toMatchObject({ id: LINK_ID });
    await expect(clientOf(upstream, { maxResponseBytes: size - 1 }).paymentLinks.retrieve(LINK_ID)).rejects.toMatchObject({
      name: 'PaykitResponseTooLargeError',
      limitBytes: size - 1,
    });
  });

  it('holds error answers to the cap too', async () => {
    const upstream = await serving(floodAnswer(4 * MiB, { contentLength: false }));
    const { fetch, handed } = countingFetch();
    await expect(clientOf(upstream, { fetch }).paymentLinks.retrieve(LINK_ID)).rejects.toBeInstanceOf(PaykitResponseTooLargeError);
    expect(handed.bytes).toBeLessThan(MiB + READ_AHEAD);
  });

  it('refuses a cap that is not a whole number of bytes', () => {
    for (const maxResponseBytes of [0, -1, 1.5, Number.NaN, Infinity]) {
      expect(() => createPaykitClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1', maxResponseBytes })).toThrow(/maxResponseBytes/);
    }
  });
});

describe('a body that stalls', () => {
  it('is cut off by the attempt’s time-out: PaykitTimeoutError, and the connection is closed', async () => {
    const upstream = await serving(stallAnswer('{"id":"pl_'));
    const refusal = await clientOf(upstream, { timeoutMs: 200 })
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitTimeoutError);
    expect((refusal as Error).message).toMatch(/while its answer arrived/);
    expect(await upstream.answers[0]?.closed).toBe(true);
  });

  it('is cut off by the call’s deadline', async () => {
    const upstream = await serving(stallAnswer('{"id":"pl_'));
    await expect(clientOf(upstream, { timeoutMs: 30_000 }).paymentLinks.retrieve(LINK_ID, { deadline: Date.now() + 200 })).rejects.toBeInstanceOf(
      PaykitTimeoutError,
    );
    expect(await upstream.answers[0]?.closed).toBe(true);
  });

  it('ends with the caller’s own reason when the caller gives up', async () => {
    const upstream = await serving(stallAnswer('{"id":"pl_'));
    const caller = new AbortController();
    const call = clientOf(upstream, { timeoutMs: 30_000 }).paymentLinks.retrieve(LINK_ID, { signal: caller.signal });
    while (upstream.answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const reason = new Error('the browser went away');
    caller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(await upstream.answers[0]?.closed).toBe(true);
  });
});

describe('a body that breaks off', () => {
  it('is a PaykitConnectionError, as a connection that never answered is', async () => {
    const upstream = await serving(brokenAnswer('{"id":"pl_'));
    const refusal = await clientOf(upstream)
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaykitConnectionError);
    expect((refusal as Error).message).toMatch(/while its answer arrived/);
  });
});

describe('free text in answers', () => {
  it('cuts a link description longer than links may be created with', async () => {
    const upstream = await serving(jsonAnswer(200, link('d'.repeat(100_000))));
    const read = await clientOf(upstream).paymentLinks.retrieve(LINK_ID);
    expect(read.description).toHaveLength(PAYMENT_LINK_DESCRIPTION_MAX);
    expect(read.description?.endsWith('…')).toBe(true);
  });

  it('keeps a description at the limit whole, and never halves a character', async () => {
    const whole = 'd'.repeat(PAYMENT_LINK_DESCRIPTION_MAX);
    const upstream = await serving(jsonAnswer(200, link(whole)));
    expect((await clientOf(upstream).paymentLinks.retrieve(LINK_ID)).description).toBe(whole);
    const emoji = await serving(jsonAnswer(200, link('😀'.repeat(PAYMENT_LINK_DESCRIPTION_MAX))));
    const cut = (await clientOf(emoji).paymentLinks.retrieve(LINK_ID)).description ?? '';
    expect(cut.length).toBeLessThanOrEqual(PAYMENT_LINK_DESCRIPTION_MAX);
    expect(cut).toMatch(/^(😀)+…$/u);
  });

  it('cuts an error message of any length', async () => {
    const upstream = await serving(jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'm'.repeat(200_000) } }));
    const refusal = await clientOf(upstream)
      .paymentLinks.retrieve(LINK_ID)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnprocessableEntityError);
    expect((refusal as Error).message.length).toBeLessThanOrEqual(500);
  });
});
