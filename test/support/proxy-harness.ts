/**
 * The proxy in front of an in-process sandbox: browser requests go to the handler, the
 * handler's upstream calls are recorded (so attack tests can assert none were made), and the
 * sandbox's webhooks are delivered into the handler's receiver.
 *
 * The sandbox is strict unless `sandboxOptions` say `strict: false`: the proxy's client gets only
 * what the real service serves, the test drives outcomes through the control handler (`client`,
 * `sandboxCall`), and when the test finishes any extension the proxy called fails it, named.
 */
import { onTestFinished } from 'vitest';
import { createPaykitClient, createPaykitHandler, signWebhookPayload, type PaykitHandlerOptions, type WebhookEventKind } from '../../src/server';
import { createHarness, harnessClient } from './harness';
import { mergeHandlerOptions } from './merge-handler-options';
import { expectNoExtensionCalls } from './strict-sandbox';

export const SHOP_ORIGIN = 'https://shop.example';
export const PROXY_BASE = `${SHOP_ORIGIN}/api/paykit`;

export async function createProxyHarness(options: Partial<PaykitHandlerOptions> & { sandboxOptions?: Parameters<typeof createHarness>[0] } = {}) {
  const { sandboxOptions, ...proxyOptions } = options;
  let handler: (request: Request) => Promise<Response> = () => Promise.resolve(new Response('not ready', { status: 503 }));
  let receiverUp = true;
  const h = createHarness({
    strict: true,
    ...sandboxOptions,
    // Webhook deliveries land in the proxy's receiver, in-process.
    fetch: async (input, init) => (receiverUp ? handler(new Request(input, init)) : Promise.reject(new TypeError('connect ECONNREFUSED'))),
  });
  const upstream: Request[] = [];
  const client = harnessClient(async (input, init) => {
    const request = new Request(input, init);
    upstream.push(request.clone());
    return h.sandbox.fetch(request);
  });
  const endpoint = await h.client.webhooks.create({
    url: `http://localhost:3000/api/paykit/webhooks`,
    events: ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'],
  });
  const defaults: Partial<PaykitHandlerOptions> = {
    // The real service's sandbox does not say it is one (only paykit's non-strict one does): a
    // merchant testing against it sets testMode, so the views say Test mode as they should.
    upstream: { client, testMode: true },
    webhooks: { secret: endpoint.secret },
    limits: { rateLimit: false },
    policies: {
      createPayment: (_request, body) => (body.order === 'tee' ? { amount: '25.00', currency: 'USDT', reference: 'order-tee' } : null),
    },
  };
  // A test's `limits: {…}` adds to the defaults' limits rather than replacing the group.
  const make = (extra: Partial<PaykitHandlerOptions> = {}) => createPaykitHandler(mergeHandlerOptions(defaults, proxyOptions, extra));
  handler = make();
  const sandboxCall = h.call;
  // Checked after the test body and its afterEach hooks, so a call made while tearing down counts too.
  if (h.sandbox.strict) onTestFinished(() => expectNoExtensionCalls(h.sandbox));

  /** A browser request to the proxy (same-origin unless headers say otherwise). */
  async function call(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit; signal?: AbortSignal; via?: (request: Request) => Promise<Response> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const request = new Request(`${PROXY_BASE}${path}`, { method, headers, body, ...(init.signal ? { signal: init.signal } : {}) });
    // `via` sends it to another handler (one made with makeHandler) instead of the current one.
    const response = await (init.via ?? handler)(request);
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, headers: response.headers, response, body: text ? JSON.parse(text) : undefined };
  }

  return {
    ...h,
    /** A raw request to the sandbox's control handler with the harness's API key (the proxy's `call` shadows the sandbox one). */
    sandboxCall,
    upstream,
    webhookSecret: endpoint.secret,
    call,
    /** The current handler (replace it with `useHandler` to try other options on the same sandbox; they merge into the harness's, group by group). */
    get handler() {
      return handler;
    },
    useHandler(extra: Partial<PaykitHandlerOptions>) {
      handler = make(extra);
      return handler;
    },
    /** Another handler over the same sandbox and client, without making it the receiver or `call`'s target. */
    makeHandler(extra: Partial<PaykitHandlerOptions> = {}) {
      return make(extra);
    },
    /** The upstream requests recorded from now on (take it before the call under test). */
    mark() {
      const from = upstream.length;
      return () => upstream.slice(from);
    },
    setReceiverUp(up: boolean) {
      receiverUp = up;
    },
  };
}

export interface SseFrame {
  /** The frame's text as sent (lines joined with \n). */
  raw: string;
  id?: string;
  event?: string;
  retry?: string;
  /** The data lines joined and JSON-parsed when they are JSON. */
  data?: unknown;
  /** Comment lines (": …") without the colon. */
  comments: string[];
}

/** Reads a text/event-stream body frame by frame (a frame ends at a blank line). */
export function sseReader(response: Response) {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;

  // A read that timed out is still pending; the next call takes its result instead of losing it.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  async function read(timeoutMs: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no SSE data within ${timeoutMs} ms`)), timeoutMs);
    });
    pending ??= reader.read();
    try {
      const result = await Promise.race([pending, timeout]);
      pending = undefined;
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The next frame, or null once the stream has ended. Fails after `timeoutMs` without one. */
    async next(timeoutMs = 2000): Promise<SseFrame | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parseFrame(raw);
        }
        if (ended) return null;
        const { done, value } = await read(timeoutMs);
        if (done) {
          ended = true;
          continue;
        }
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next frame that carries an event (skipping retry hints and heartbeats). */
    async nextEvent(timeoutMs = 2000): Promise<SseFrame | null> {
      for (;;) {
        const frame = await this.next(timeoutMs);
        if (!frame || frame.event !== undefined || frame.data !== undefined) return frame;
      }
    },
    cancel: () => reader.cancel(),
  };
}

function parseFrame(raw: string): SseFrame {
  const frame: SseFrame = { raw, comments: [] };
  const data: string[] = [];
  for (const line of raw.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('retry: ')) frame.retry = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length > 0) {
    const text = data.join('\n');
    try {
      frame.data = JSON.parse(text);
    } catch {
      frame.data = text;
    }
  }
  return frame;
}

/**
 * A server client whose upstream is a function the test writes (every request recorded), for
 * handler tests that need no sandbox: upstream failures, the webhook receiver on its own.
 */
export function scriptedClient(
  answer: (request: Request) => Response | Promise<Response> = () => Response.json({ error: { code: 'not_found', message: 'nothing here' } }, { status: 404 }),
  options: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {},
) {
  const upstream: Request[] = [];
  const client = createPaykitClient({
    apiKey: options.apiKey ?? 'sk_test_scripted_0123456789',
    baseUrl: options.baseUrl ?? 'https://api.service.example',
    maxRetries: 0,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      upstream.push(request.clone());
      return answer(request);
    },
  });
  return { client, upstream };
}

let eventCounter = 0;

/** A payment event envelope as the service sends it (the serialised body, ready to sign). */
export function paymentEventBody(
  kind: Extract<WebhookEventKind, `payment.${string}`>,
  fields: { id?: string; paymentId?: string; paymentStatus?: string; amount?: string; amountReceived?: string; createdAt?: string; failureReason?: string } = {},
): { id: string; body: string } {
  const id = fields.id ?? `evt_test${String(++eventCounter).padStart(6, '0')}`;
  const status = kind === 'payment.confirmed' ? 'confirmed' : kind === 'payment.settled' ? 'settled' : 'failed';
  const paymentStatus = fields.paymentStatus ?? (kind === 'payment.failed' ? 'expired' : 'settled');
  const amount = fields.amount ?? '25.00';
  const body = JSON.stringify({
    event: kind,
    id,
    created_at: fields.createdAt ?? '2026-01-15T09:05:00.000Z',
    data: {
      payment_id: fields.paymentId ?? 'pay_test1',
      transaction_id: null,
      payment_link_id: null,
      reference: 'order-1',
      amount,
      currency: 'USDT',
      status,
      payment_status: paymentStatus,
      amount_received: fields.amountReceived ?? (kind === 'payment.failed' ? '0.00' : amount),
      tx_hash: null,
      confirmed_at: null,
      settled_at: null,
      ...(kind === 'payment.failed' ? { failure_reason: fields.failureReason ?? 'expired' } : {}),
    },
  });
  return { id, body };
}

/** POSTs a webhook body to a handler's receiver, signed with `secret` unless a signature is given (null: no header). */
export async function deliverWebhook(
  handler: (request: Request) => Promise<Response>,
  body: string | Uint8Array,
  secret: string,
  signature?: string | string[] | null,
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  const value = signature === undefined ? await signWebhookPayload(body, secret) : signature;
  for (const v of value === null ? [] : [value].flat()) headers.append('service-signature', v);
  const response = await handler(new Request(`${PROXY_BASE}/webhooks`, { method: 'POST', headers, body: typeof body === 'string' ? body : Uint8Array.from(body) }));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Every field of the payer's payment view, sorted: nothing more may reach a browser. */
export const PAYMENT_VIEW_KEYS = [
  'address',
  'amount',
  'amount_due',
  'amount_received',
  'currency',
  'expires_at',
  'network',
  'payment_id',
  'server_time',
  'settled_at',
  'status',
  'test_mode',
  'updated_at',
];
