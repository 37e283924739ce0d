import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  InternalServerError,
  NotFoundError,
  PaykitConnectionError,
  PaykitTimeoutError,
  PaykitUpstreamInvalidError,
  RateLimitError,
  UnprocessableEntityError,
} from '../shared/errors';
import { envelope, hangingFetch, json, linkView, paymentView, scriptedFetch } from '../../test/support/client-fakes';
import { checkoutPaymentLink, getPaymentLink } from './payment-links';
import { createProxyClient } from './proxy-client';

afterEach(() => {
  vi.useRealTimers();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('proxy requests', () => {
  it('GETs a payment from the default base with same-origin cookies', async () => {
    const { fetch, calls } = scriptedFetch(() => json(paymentView()));
    const client = createProxyClient({ fetch });
    await expect(client.getPayment('pay_1')).resolves.toMatchObject({ payment_id: 'pay_1', status: 'pending' });
    expect(calls[0]?.url).toBe('/api/paykit/payments/pay_1');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('POSTs JSON to create a payment, link checkouts, and encodes ids', async () => {
    const { fetch, calls } = scriptedFetch(
      () => json(paymentView(), 201),
      () => json(linkView()),
      () => json({ link: linkView(), payment: paymentView() }, 201),
    );
    const client = createProxyClient({ fetch, baseUrl: 'https://shop.example/pay/', credentials: 'include' });
    await client.createPayment({ sku: 'tee' });
    await getPaymentLink(client, 'pl_1/../x');
    await checkoutPaymentLink(client, 'pl_1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', 'https://shop.example/pay/payments'],
      ['GET', 'https://shop.example/pay/payment-links/pl_1%2F..%2Fx'],
      ['POST', 'https://shop.example/pay/payment-links/pl_1/checkout'],
    ]);
    expect(calls[0]?.init.body).toBe('{"sku":"tee"}');
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('throws typed errors from the envelope: status, code, message, param', async () => {
    const { fetch } = scriptedFetch(() => envelope(422, 'unprocessable_entity', 'sku is not for sale', { 'x-request-id': 'req_9' }, 'sku'));
    const error = await rejection(createProxyClient({ fetch }).createPayment({ sku: 'x' }));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ name: 'UnprocessableEntityError', status: 422, code: 'unprocessable_entity', message: 'sku is not for sale', requestId: 'req_9' });
    expect((error as UnprocessableEntityError).param).toBe('sku');
  });

  it('maps 404 and 429 (with Retry-After) and tolerates a body that is not the envelope', async () => {
    const { fetch } = scriptedFetch(
      () => envelope(404, 'not_found', 'No such payment'),
      () => envelope(429, 'rate_limited', 'slow down', { 'retry-after': '7' }),
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    );
    const client = createProxyClient({ fetch });
    const notFound = await rejection(client.getPayment('pay_1'));
    expect(notFound).toBeInstanceOf(NotFoundError);
    const limited = await rejection(client.getPayment('pay_1'));
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as RateLimitError).retryAfterSeconds).toBe(7);
    const gateway = await rejection(client.getPayment('pay_1'));
    expect(gateway).toBeInstanceOf(InternalServerError);
    expect(gateway).toMatchObject({ status: 502, code: 'http_502' });
  });

  it('carries param and Retry-After on the error itself, for any status that sends one', async () => {
    const { fetch } = scriptedFetch(
      () => envelope(503, 'upstream_busy', 'busy', { 'retry-after': '4' }, 'sku'),
      () => envelope(500, 'internal_error', 'Oops'),
    );
    const client = createProxyClient({ fetch });
    const busy = await rejection(client.getPayment('pay_1'));
    expect(busy).toBeInstanceOf(InternalServerError);
    // Own fields: whoever copies or re-throws the error keeps them.
    expect({ ...(busy as InternalServerError) }).toMatchObject({ status: 503, param: 'sku', retryAfterSeconds: 4 });
    expect(await rejection(client.getPayment('pay_1'))).toMatchObject({ param: null, retryAfterSeconds: null });
  });

  it('refuses a 200 that is not this payment', async () => {
    const { fetch } = scriptedFetch(
      () => json({ payment_id: 'pay_other', status: 'settled', updated_at: 'x' }),
      () => new Response('ok'),
    );
    const client = createProxyClient({ fetch });
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ name: 'PaykitUpstreamInvalidError', code: 'upstream_invalid' });
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reads every answer at the edge: a shape it does not expect is a typed error naming the field, never a TypeError later', async () => {
    const statusless: Partial<ReturnType<typeof linkView>> = linkView();
    delete statusless.status;
    const { fetch } = scriptedFetch(
      () => json({ ...paymentView(), amount: 25 }, 201),
      () => json(statusless),
      () => json({ link: { ...linkView(), description: 7 }, payment: paymentView() }, 201),
      () => json({ link: linkView(), payment: { status: 'pending' } }, 201),
    );
    const client = createProxyClient({ fetch });
    await expect(client.createPayment({ sku: 'tee' })).rejects.toBeInstanceOf(PaykitUpstreamInvalidError);
    await expect(getPaymentLink(client, 'pl_1')).rejects.toMatchObject({ code: 'upstream_invalid', field: 'status' });
    await expect(checkoutPaymentLink(client, 'pl_1')).rejects.toMatchObject({ code: 'upstream_invalid', field: 'link.description' });
    await expect(checkoutPaymentLink(client, 'pl_1')).rejects.toMatchObject({ code: 'upstream_invalid', field: 'payment' });
  });

  it('turns network failures and timeouts into connection and timeout errors', async () => {
    const down = createProxyClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await rejection(down.getPayment('pay_1'))).toBeInstanceOf(PaykitConnectionError);

    vi.useFakeTimers();
    const hanging = hangingFetch();
    const slow = createProxyClient({ fetch: hanging.fetch, timeoutMs: 5000 });
    const pending = rejection(slow.getPayment('pay_1'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toBeInstanceOf(PaykitTimeoutError);
    expect(hanging.signals[0]?.aborted).toBe(true);
  });

  it("rethrows the caller's abort as is and aborts the fetch", async () => {
    const hanging = hangingFetch();
    const client = createProxyClient({ fetch: hanging.fetch });
    const controller = new AbortController();
    const pending = rejection(client.getPayment('pay_1', { signal: controller.signal }));
    controller.abort(new DOMException('left the page', 'AbortError'));
    const error = await pending;
    expect(error).toMatchObject({ name: 'AbortError', message: 'left the page' });
    expect(hanging.signals[0]?.aborted).toBe(true);
  });
});
