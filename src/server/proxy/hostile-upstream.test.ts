/**
 * The proxy over a hostile service on a real socket: a payer opening a link never makes the proxy
 * hold a bomb or a flood (502 upstream_invalid, the connection closed near the cap), a stalled body
 * answers 504 upstream_timeout as docs/server.md promises (it was a 500 internal_error), and a
 * description the service sent at any length reaches the payer bounded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floodAnswer, gzipBomb, hostileUpstream, jsonAnswer, stallAnswer, type Answer, type HostileUpstream } from '../../../test/support/hostile-upstream';
import { PAYMENT_LINK_DESCRIPTION_MAX } from '../../shared/schemas/payments';
import { PaykitResponseTooLargeError } from '../client/response-too-large';
import { createPaykitHandler } from './handler';

const MiB = 1024 * 1024;
const LINK_ID = 'pl_1a2b3c4d5e6f7g8h9i0j';

const upstreams: HostileUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((u) => u.close()));
});

async function proxyOver(answer: Answer, upstreamOptions: { budgetMs?: number; maxResponseBytes?: number } = {}) {
  const upstream = await hostileUpstream((path) => (path === `/v1/payment-links/${LINK_ID}` ? answer : undefined));
  upstreams.push(upstream);
  const onError = vi.fn();
  const handler = createPaykitHandler({
    upstream: { apiKey: 'sk_test_hostile', baseUrl: upstream.url, testMode: false, readPayments: 'never', ...upstreamOptions },
    limits: { rateLimit: false },
    policies: { createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'order-1' }) },
    onError,
  });
  const openLink = () => handler(new Request(`https://shop.example/api/paykit/payment-links/${LINK_ID}`));
  return { upstream, onError, openLink };
}

const link = (description: string) => ({
  id: LINK_ID,
  url: `https://pay.example/${LINK_ID}`,
  amount: '10.00',
  currency: 'USDT',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  description,
});

async function expectEnvelope(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/gzip|bytes|pl_|sk_/);
}

describe('a payer opens a link whose service answers to hurt', () => {
  it('a gzip bomb: 502 upstream_invalid, and the service is hung up on', async () => {
    const { upstream, openLink } = await proxyOver(gzipBomb(Infinity));
    await expectEnvelope(await openLink(), 502, 'upstream_invalid');
    expect(await upstream.answers[0]?.closed).toBe(true);
    // Not retried: one answer asked for.
    expect(upstream.answers).toHaveLength(1);
  });

  it('a 60 MB body with its Content-Length: 502 upstream_invalid, refused before it is read', async () => {
    const { upstream, openLink, onError } = await proxyOver(floodAnswer(60 * MiB, { contentLength: true }));
    await expectEnvelope(await openLink(), 502, 'upstream_invalid');
    expect(await upstream.answers[0]?.closed).toBe(true);
    expect(upstream.answers[0]?.written).toBeLessThan(30 * MiB);
    // The merchant is told why, with the cap.
    expect(onError).toHaveBeenCalledWith(expect.any(PaykitResponseTooLargeError));
  });

  it('a 60 MB body without Content-Length: 502 upstream_invalid, the read stopped near the cap', async () => {
    const { upstream, openLink } = await proxyOver(floodAnswer(60 * MiB, { contentLength: false }));
    await expectEnvelope(await openLink(), 502, 'upstream_invalid');
    expect(await upstream.answers[0]?.closed).toBe(true);
    expect(upstream.answers[0]?.written).toBeLessThan(30 * MiB);
    expect(upstream.answers).toHaveLength(1);
  });

  it('takes its cap from upstream.maxResponseBytes', async () => {
    const answer = link('a fine mug');
    const size = Buffer.byteLength(JSON.stringify(answer));
    expect((await (await proxyOver(jsonAnswer(200, answer), { maxResponseBytes: size })).openLink()).status).toBe(200);
    await expectEnvelope(await (await proxyOver(jsonAnswer(200, answer), { maxResponseBytes: size - 1 })).openLink(), 502, 'upstream_invalid');
  });

  it('a body that stalls after a few bytes: 504 upstream_timeout within the budget, not 500', async () => {
    const { upstream, openLink, onError } = await proxyOver(stallAnswer('{"id":"pl_1a2b'), { budgetMs: 300 });
    await expectEnvelope(await openLink(), 504, 'upstream_timeout');
    expect(await upstream.answers[0]?.closed).toBe(true);
    expect(onError.mock.calls.flat().map((e: unknown) => (e as Error).name)).not.toContain('TimeoutError');
  });

  it('a description of 100 000 characters reaches the payer cut to the limit', async () => {
    const { openLink } = await proxyOver(jsonAnswer(200, link('d'.repeat(100_000))));
    const answer = await openLink();
    expect(answer.status).toBe(200);
    const view = (await answer.json()) as { description: string };
    expect(view.description).toHaveLength(PAYMENT_LINK_DESCRIPTION_MAX);
  });
});
