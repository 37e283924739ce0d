/**
 * The webhook receiver is public (the service calls it) and reads a body before it can know
 * whether the body is signed, so an attacker may send many, large or never-ending ones. Each is
 * bounded in size, in number read at once, and in time; the service retries whatever it refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { deliverWebhook, paymentEventBody, PROXY_BASE, scriptedClient } from '../../../test/support/proxy-harness';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

const KB = 1024;

function receiver(extra: Partial<PaykitHandlerOptions> = {}) {
  const onError = vi.fn();
  const handler = createPaykitHandler(mergeHandlerOptions({ upstream: { client: scriptedClient().client }, webhooks: { secret: 'whsec_bounds' }, onError }, extra));
  return { handler, onError };
}

/** A webhook body that sends its first bytes, then nothing until `finish()`; counts what was pulled and whether it was cancelled. */
function stalledBody() {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pulled === 0) {
          pulled += 9;
          return controller.enqueue(new TextEncoder().encode('{"event":'));
        }
        await finished;
        controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, finish, pulled: () => pulled, cancelled: () => cancelled };
}

const post = (handler: (r: Request) => Promise<Response>, body: BodyInit, peer = 'attacker') =>
  handler(
    new Request(`${PROXY_BASE}/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'service-signature': 'f'.repeat(64), 'x-test-peer': peer },
      body,
      duplex: 'half',
    } as RequestInit),
  );

describe('the webhook receiver under attack', () => {
  it('refuses a body over 64 KB with 413 before checking any signature', async () => {
    const { handler } = receiver();
    const answer = await post(handler, 'x'.repeat(100 * KB));
    expect(answer.status).toBe(413);
    expect((await answer.json()).error.code).toBe('payload_too_large');
  });

  it('reads only so many unsigned bodies at once: the next is answered 503 with Retry-After at once, unread', async () => {
    const { handler } = receiver({ webhooks: { maxInFlight: 2 } });
    const held = [stalledBody(), stalledBody()];
    const answers = held.map((body) => post(handler, body.stream));
    await vi.waitFor(() => expect(held.every((body) => body.pulled() > 0)).toBe(true));
    const next = stalledBody();
    const refused = await post(handler, next.stream);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(next.pulled()).toBe(0);
    for (const body of held) body.finish();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([400, 400]);
  });

  it('gives up on a body that does not arrive in time: 408, the stream cancelled, the slot free again', async () => {
    const { handler, onError } = receiver({ webhooks: { bodyTimeoutMs: 20, maxInFlight: 1 } });
    const slow = stalledBody();
    const answer = await post(handler, slow.stream);
    expect(answer.status).toBe(408);
    expect((await answer.json()).error.code).toBe('request_timeout');
    expect(slow.cancelled()).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect((await post(handler, '{}')).status).toBe(400);
  });

  it('rate-limits each sender of deliveries in a bucket of its own: 429 with Retry-After after the burst, others unaffected', async () => {
    const { handler } = receiver({
      webhooks: { rateLimit: { burst: 10, perSecond: 0.001 } },
      limits: { clientKey: (request) => request.headers.get('x-test-peer') ?? 'service' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await post(handler, '{}')).status);
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
    const refused = await post(handler, '{}');
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // The service is another sender.
    expect((await deliverWebhook(handler, paymentEventBody('payment.settled').body, 'whsec_bounds')).status).toBe(200);
  });

  it('rate-limits the webhook route by default, after a burst of 200', async () => {
    const { handler } = receiver();
    const statuses: number[] = [];
    for (let i = 0; i < 400; i++) statuses.push((await post(handler, '{}')).status);
    expect(statuses.slice(0, 200)).toEqual(Array(200).fill(400));
    expect(statuses).toContain(429);
  });
});
