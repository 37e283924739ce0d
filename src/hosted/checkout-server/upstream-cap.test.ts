/**
 * paykit-checkout reads the service's answers within the proxy's cap: `proxy.upstream.maxResponseBytes`
 * reaches the client it makes from `apiKey` and `baseUrl`, and the 1 MiB default holds without it.
 */
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { floodAnswer, hostileUpstream, jsonAnswer, type Answer, type HostileUpstream } from '../../../test/support/hostile-upstream';
import { createCheckoutServer } from './checkout-server';

const LINK_ID = 'pl_1a2b3c4d5e6f7g8h9i0j';
const link = { id: LINK_ID, url: `https://pay.example/${LINK_ID}`, amount: '10.00', currency: 'USDT', status: 'active', created_at: '2026-01-01T00:00:00Z' };

const upstreams: HostileUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((u) => u.close()));
});

async function openLinkOver(answer: Answer, maxResponseBytes?: number) {
  const upstream = await hostileUpstream((path) => (path === `/v1/payment-links/${LINK_ID}` ? answer : undefined));
  upstreams.push(upstream);
  const checkout = createCheckoutServer({
    apiKey: 'sk_live_hostile',
    baseUrl: upstream.url,
    logger: pino({ level: 'silent' }),
    proxy: { upstream: { testMode: false, readPayments: 'never', ...(maxResponseBytes === undefined ? {} : { maxResponseBytes }) } },
  });
  const answered = await checkout.fetch(new Request(`http://127.0.0.1/api/paykit/payment-links/${LINK_ID}`));
  return { answered, upstream };
}

describe('paykit-checkout over a service whose answers are too large', () => {
  it('takes the cap from proxy.upstream.maxResponseBytes', async () => {
    const size = Buffer.byteLength(JSON.stringify(link));
    expect((await openLinkOver(jsonAnswer(200, link), size)).answered.status).toBe(200);
    const refused = (await openLinkOver(jsonAnswer(200, link), size - 1)).answered;
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error: { code: 'upstream_invalid' } });
  });

  it('holds 1 MiB by default, and hangs up on the rest', async () => {
    const { answered, upstream } = await openLinkOver(floodAnswer(60 * 1024 * 1024, { contentLength: false }));
    expect(answered.status).toBe(502);
    expect(await upstream.answers[0]?.closed).toBe(true);
  });
});
