/**
 * createProxyClient: what a browser page (any framework) uses to talk to the merchant's
 * paykit proxy. No API key, no amounts: the proxy decides those.
 */
import type { PaymentView } from 'paykit/schemas';
import { PaykitUpstreamInvalidError } from '../shared/errors';
import { browserPage, type PageSignals } from './page';
import { createLiveRegistry } from './registry';
import { createRequester, joinPath, pathSegment as segment, type ProxyCallOptions, type RequestConfig } from './request';
import { DEFAULT_TUNING, PAYMENT_KIND, paymentSource, type PaymentEvent, type PaymentListener, type SubscriptionTuning } from './subscription';
import { readPaymentView } from './view';

/** How a proxy client reaches the proxy and keeps payment status live. */
export interface ProxyClientOptions {
  /** Where the merchant mounted the proxy (default '/api/paykit'). */
  baseUrl?: string;
  /**
   * Every request goes through it — then also status updates (polling: an EventSource cannot
   * use it, unless you pass one below) and document uploads (no XMLHttpRequest, so no progress).
   */
  fetch?: typeof fetch;
  /** Cookies on proxy requests (default 'same-origin'); 'include' also makes SSE send them cross-origin. */
  credentials?: RequestCredentials;
  /** Defaults to the browser's (none when `fetch` is given); null turns SSE off (polling only). */
  EventSource?: typeof EventSource | null;
  /** Per request (default 20000). */
  timeoutMs?: number;
  /** Defaults for every subscribePayment of this client. */
  subscription?: SubscriptionTuning;
  /** Jitter source, [0, 1) (default Math.random). */
  random?: () => number;
  /** Hidden-tab and offline signals (default: the page's document and navigator); null: always run. */
  page?: PageSignals | null;
}

/** One subscription's tuning (applies only if it opens the payment's connection) and lifetime. */
export interface SubscribeOptions extends SubscriptionTuning {
  /** Aborting it unsubscribes. */
  signal?: AbortSignal;
}

/** The browser's client of the merchant's proxy. */
export interface ProxyClient {
  /** Where the proxy is mounted, as given (default '/api/paykit'). */
  readonly baseUrl: string;
  /** One payment's current view; NotFoundError when the proxy does not know it. */
  getPayment(paymentId: string, options?: ProxyCallOptions): Promise<PaymentView>;
  /** The body is the merchant's own input (an order id, say); the proxy's createPayment callback decides amount and currency. */
  createPayment(body: Record<string, unknown>, options?: ProxyCallOptions): Promise<PaymentView>;
  /**
   * Live status of a payment; returns the unsubscribe function. Subscribers of the same
   * payment share one connection, and only the subscription that opens it sets its tuning:
   * a later subscriber's options are ignored while the connection lives.
   */
  subscribePayment(paymentId: string, listener: PaymentListener, options?: SubscribeOptions): () => void;
  /** The last view a subscription of this client saw, if any (for useSyncExternalStore-style snapshots). */
  peekPayment(paymentId: string): PaymentView | undefined;
  /** How requests send cookies; uploads (XMLHttpRequest) follow it too. */
  readonly credentials: RequestCredentials;
  /**
   * Any proxy path, with the same timeout and typed errors as the methods above: a JSON `body`,
   * or a multipart `form`. Answers the parsed JSON unread: paykit's onboarding and dashboard
   * functions, built on it, read it with the shared schemas (PaykitUpstreamInvalidError when it
   * is not what they expect).
   */
  request(method: 'GET' | 'POST', path: string, init?: ProxyRequestInit): Promise<unknown>;
  /** True when created with a custom fetch: nothing may bypass it (uploads then use it too). */
  readonly customFetch: boolean;
}

/** What request() sends: JSON or a form, and the caller's abort. */
export interface ProxyRequestInit {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body` (the browser sets the boundary). */
  form?: FormData;
  /** Aborting it aborts the request (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Creates a client of the merchant's proxy; it holds no key and decides no amounts. */
export function createProxyClient(options: ProxyClientOptions = {}): ProxyClient {
  const baseUrl = options.baseUrl ?? '/api/paykit';
  const credentials = options.credentials ?? 'same-origin';
  const config: RequestConfig = {
    baseUrl,
    credentials,
    timeoutMs: options.timeoutMs ?? 20_000,
    // Looked up per call, so a page (or test) that swaps fetch later is honoured.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  const request = createRequester(config);
  const payments = createLiveRegistry<string, PaymentView, PaymentEvent>(PAYMENT_KIND);

  async function getPayment(paymentId: string, call?: ProxyCallOptions): Promise<PaymentView> {
    const body = await request<unknown>('GET', `/payments/${segment(paymentId, 'paymentId')}`, undefined, call);
    const view = readPaymentView(body, paymentId);
    if (!view) throw new PaykitUpstreamInvalidError({ operation: 'GET /payments/{id}', field: '(the answer)' });
    return view;
  }

  async function createPayment(body: Record<string, unknown>, call?: ProxyCallOptions): Promise<PaymentView> {
    const answer = await request<unknown>('POST', '/payments', body, call);
    const view = readPaymentView(answer);
    if (!view) throw new PaykitUpstreamInvalidError({ operation: 'POST /payments', field: '(the answer)', status: 201 });
    return view;
  }

  // A custom fetch (an in-browser sandbox, a test) must see every request: no side channel.
  const eventSource = options.EventSource !== undefined ? options.EventSource : options.fetch ? null : typeof EventSource === 'function' ? EventSource : null;

  return {
    baseUrl,
    customFetch: options.fetch !== undefined,
    getPayment,
    createPayment,

    subscribePayment(paymentId, listener, subscribeOptions = {}) {
      const path = `/payments/${segment(paymentId, 'paymentId')}/events`;
      const { signal, ...tuning } = subscribeOptions;
      const source = () =>
        paymentSource({
          paymentId,
          eventsUrl: joinPath(baseUrl, path),
          EventSource: eventSource,
          withCredentials: credentials === 'include',
          fetchView: (abort) => getPayment(paymentId, { signal: abort }),
          page: options.page === undefined ? browserPage() : options.page,
          random: options.random ?? Math.random,
          tuning: { ...DEFAULT_TUNING, ...withoutUndefined(options.subscription), ...withoutUndefined(tuning) },
        });
      return payments.subscribe(paymentId, listener, source, signal);
    },

    peekPayment: (paymentId) => payments.peek(paymentId),
    credentials,
    request: (method: 'GET' | 'POST', path: string, init: ProxyRequestInit = {}) =>
      init.form
        ? formRequester(config, init.form)<unknown>(method, path, {}, { signal: init.signal })
        : request<unknown>(method, path, init.body, { signal: init.signal }),
  };
}

/** The same requester (timeout, typed errors), its fetch handed the form instead of JSON. */
function formRequester(config: RequestConfig, form: FormData) {
  return createRequester({ ...config, fetch: (input, init) => config.fetch(input, { ...init, headers: { accept: 'application/json' }, body: form }) });
}

function withoutUndefined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
