/**
 * The proxy in front of an in-process sandbox: browser requests go to the handler, the
 * handler's upstream calls are recorded (so attack tests can assert none were made), and the
 * sandbox's webhooks are delivered into the handler's receiver.
 */
import { createPaykitClient, createPaykitHandler, type PaykitHandlerOptions } from '../../src/server';
import { createHarness, TEST_API_KEY, TEST_BASE_URL } from './harness';

export const SHOP_ORIGIN = 'https://shop.example';
export const PROXY_BASE = `${SHOP_ORIGIN}/api/paykit`;

export async function createProxyHarness(options: Partial<PaykitHandlerOptions> & { sandboxOptions?: Parameters<typeof createHarness>[0] } = {}) {
  const { sandboxOptions, ...proxyOptions } = options;
  let handler: (request: Request) => Promise<Response> = async () => new Response('not ready', { status: 503 });
  let receiverUp = true;
  const h = createHarness({
    ...sandboxOptions,
    // Webhook deliveries land in the proxy's receiver, in-process.
    fetch: async (input, init) => (receiverUp ? handler(new Request(input, init)) : Promise.reject(new TypeError('connect ECONNREFUSED'))),
  });
  const upstream: Request[] = [];
  const client = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      upstream.push(request.clone());
      return h.sandbox.fetch(request);
    },
  });
  const endpoint = await h.client.webhooks.create({
    url: `http://localhost:3000/api/paykit/webhooks`,
    events: ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'],
  });
  const make = (extra: Partial<PaykitHandlerOptions> = {}) =>
    createPaykitHandler({
      client,
      webhookSecret: endpoint.secret,
      rateLimit: false,
      createPayment: (_request, body) => (body.order === 'tee' ? { amount: '25.00', currency: 'USDT', reference: 'order-tee' } : null),
      ...proxyOptions,
      ...extra,
    });
  handler = make();

  /** A browser request to the proxy (same-origin unless headers say otherwise). */
  async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await handler(new Request(`${PROXY_BASE}${path}`, { method, headers, body }));
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, headers: response.headers, response, body: text ? (JSON.parse(text) as any) : undefined };
  }

  return {
    ...h,
    upstream,
    webhookSecret: endpoint.secret,
    call,
    /** The current handler (replace it with `useHandler` to try other options on the same sandbox). */
    get handler() {
      return handler;
    },
    useHandler(extra: Partial<PaykitHandlerOptions>) {
      handler = make(extra);
      return handler;
    },
    setReceiverUp(up: boolean) {
      receiverUp = up;
    },
  };
}
