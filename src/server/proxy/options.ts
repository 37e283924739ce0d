/** What a merchant configures when mounting the proxy. The browser decides none of it. */
import type { WebhookEvent } from 'paykit/schemas';
import type { PaykitClient } from '../client';
import type { ConnectionInfo } from '../../web/connection';
import type { Awaitable, PaykitPolicies } from './policies';
import type { RateLimitOptions } from './rate-limit';
import type { ReadPayments } from './read-payments';
import type { ReceiptOptions } from './receipt';
import type { StatusStore } from './status-store';

// Each group's own type lives beside what it governs; these are named here too, where a merchant looks for them.
export type { OperationName, PaykitPolicies, PaymentDecision } from './policies';

/** `upstream` of PaykitHandlerOptions: which service the proxy calls, and how. */
export interface PaykitUpstreamOptions {
  /** The upstream client; or give apiKey (+ baseUrl) and one is made. */
  client?: PaykitClient;
  /** The secret API key for the client made when `client` is not given. */
  apiKey?: string;
  /** The service root (in front of /v1) for the client made when `client` is not given; required with `apiKey`. */
  baseUrl?: string;
  /**
   * The longest a browser request waits on the service, retries included (default 10 000 ms).
   * A retry that would not fit is not made: a 429 is answered at once with 503 and the service's
   * Retry-After, a hang with 504 when the budget ends. A browser that goes away cancels the
   * request and every retry still to come, except in a payment link's checkout, which other payers
   * may share: it finishes within the budget, and its claim on the link lasts the budget + 5 s.
   */
  budgetMs?: number;
  /**
   * The most bytes one answer of the service may have, for the client made when `client` is not
   * given (default 1 MiB; see ClientOptions.maxResponseBytes). A larger answer is not read on and
   * the browser gets 502 `upstream_invalid`.
   */
  maxResponseBytes?: number;
  /**
   * The upstream is a test environment: payment views carry `test_mode: true` and the widget
   * shows a "Test mode" badge. Default: detected once per proxy (one `GET /v1/accounts/me` the
   * first time a view needs it, unless an earlier call already told) as whether the upstream is
   * paykit's sandbox, so every instance stamps views alike. Set it `true` for the service's own
   * sandbox, whose answers do not say so, or `false` to never ask.
   */
  testMode?: boolean;
  /**
   * Whether the proxy reads a payment back from the service (`GET /v1/payments/{id}`) when its
   * store lacks it (a restart with the memory store, a payment created elsewhere) or lacks its
   * address. That endpoint is a paykit sandbox extension the real service answers with 404.
   * `'never'`: no such call anywhere (status, SSE, link checkout, receipt); such a payment
   * answers 404 `not_found` until a webhook tells its status (open it with the handler's
   * `createPayment` so the store has it), and a link checkout whose remembered payment the store
   * lacks answers 503 `payment_status_unknown`.
   * `'when-available'`: read back when the upstream is paykit's non-strict sandbox (the probe
   * that decides `testMode`), never otherwise. Default: `'when-available'`.
   */
  readPayments?: ReadPayments;
}

/** `limits` of PaykitHandlerOptions: what one browser client, and everyone together, may cost the process. */
export interface PaykitLimitsOptions {
  /** Per-client token bucket; false turns it off (default 30 burst, 5 per second). */
  rateLimit?: RateLimitOptions | false;
  /**
   * Which bucket a request counts against, for rate limits and in-flight caps (default: the
   * peer address in the connection facts the handler was passed, as toNodeListener passes them,
   * an IPv6 one cut to its `ipv6Prefix`, else one shared bucket). Building one from a header your
   * load balancer sets? Pass the address through `addressBucket` so an IPv6 client cannot be a
   * new client per address.
   */
  clientKey?: (request: Request, connection?: ConnectionInfo) => string;
  /**
   * Leading bits of an IPv6 peer address that name one client in the default `clientKey` (default
   * 64: a network hands one subscriber a /64 or more, and it holds 2^64 addresses). 128 keys on
   * each address; IPv4 (and IPv4-mapped `::ffff:a.b.c.d`) peers are keyed on their address.
   */
  ipv6Prefix?: number;
  /** Largest JSON body (default 64 KB). */
  maxJsonBytes?: number;
  /** Largest document upload (default 10 MB, the service's limit). */
  maxDocumentBytes?: number;
  /**
   * Document uploads one client may have in flight at once (default 3: a person choosing a few
   * files quickly); one more is refused with 429 before any of it is read.
   */
  maxUploadsPerClient?: number;
  /**
   * Document uploads in flight at once for everyone (default 8). Each holds up to
   * `maxDocumentBytes` in memory while it is checked and forwarded, so this bounds what uploads
   * can cost the process: 8 × 10 MB by default.
   */
  maxUploadsInFlight?: number;
  /**
   * Status streams (GET /payments/:id/events) one client may hold open at once (default 6, what a
   * browser opens per origin); one more is answered 429 with Retry-After, and the kit's client
   * then polls instead.
   */
  maxStreamsPerClient?: number;
  /** Status streams open at once for everyone (default 5 000); each holds a socket and a subscription. */
  maxStreams?: number;
  /** SSE heartbeat interval (default 15 s). */
  heartbeatMs?: number;
}

/** `webhooks` of PaykitHandlerOptions: the service's signed deliveries, and what they may cost. */
export interface PaykitWebhookOptions {
  /** Signing secret(s) of the service's webhook endpoint; several while rotating. None: the webhook route answers 404. */
  secret?: string | string[];
  /**
   * Called with every verified, first-seen event; throw to have the service retry it. "First
   * seen" is the store's memory: the default memory store forgets on restart, so make this
   * idempotent on `event.id` (or use a shared store) if acting twice would matter.
   */
  onEvent?: (event: WebhookEvent) => Awaitable<void>;
  /**
   * Per-sender token bucket, apart from `limits.rateLimit` (default 200 burst, 50 per second:
   * room for a sale's burst of confirmations and settlements, and for the retries of events
   * missed during an outage, which the service spreads over minutes and hours); false turns it
   * off. Over it: 429 with Retry-After, the body unread and the connection closed, and the
   * service delivers the event again later (1 min, 5 min, 30 min, 2 h).
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * Bodies read at once before their signature can be checked (default 32). When all are taken,
   * a newcomer takes the slot of the body that has been arriving longest, if that one is past
   * `bodyGraceMs` (it is cut off with 408); else the newcomer is answered 503 with Retry-After,
   * unread, and the service delivers it again later. Every such refusal (and 413, 408) says
   * `Connection: close`: through `toNodeListener` none of the rest is read and the connection is
   * closed once the answer is out, so a sender held off costs a socket, not its body.
   */
  maxInFlight?: number;
  /**
   * Bodies one sender (as `limits.clientKey` names it) may have being read at once (default 4 of
   * the 32): one more takes the slot of that sender's own body past `bodyGraceMs`, or is answered
   * 429 with Retry-After, unread, and its connection closed. The service sends each body whole,
   * at once, so its deliveries hold a slot for moments; a sender trickling bodies holds at most
   * this many.
   */
  maxPerClient?: number;
  /**
   * How long a body may keep arriving before its slot goes to a newcomer who needs one (default
   * 1 000 ms). The service's events (under 2 KB) arrive with their headers; a body still arriving
   * after this is kept only while nobody else is waiting. Shorter protects the service better
   * against senders who trickle bodies from many addresses (they must open a new one per slot per
   * grace to keep others out); longer spares slow but honest links.
   */
  bodyGraceMs?: number;
  /** How long a body may take to arrive (default 10 000 ms); a slower one is answered 408. */
  bodyTimeoutMs?: number;
}

/** `http` of PaykitHandlerOptions: where the handler is mounted and which pages may call it. */
export interface PaykitHttpOptions {
  /** Where the handler is mounted (default "/api/paykit"). */
  basePath?: string;
  /** Origins allowed to call cross-origin (exact match, e.g. "https://shop.example"). */
  corsOrigins?: string[];
  /**
   * The reverse proxy in front sets `X-Forwarded-Host` and removes any the client sent (default
   * false): the same-origin check then compares a page's Origin with it instead of `Host`.
   * Browsers that send `Sec-Fetch-Site` need neither.
   */
  trustProxy?: boolean;
}

/** Options of `createPaykitHandler`, in eight groups; each default is documented on its field. */
export interface PaykitHandlerOptions {
  /** Which service the proxy calls: `client`, or `apiKey` + `baseUrl`; its time budget, test mode and read-backs. */
  upstream?: PaykitUpstreamOptions;
  /** Where live payment status is kept (default: an in-memory `MemoryStatusStore`); share one across instances. */
  store?: StatusStore;
  /** The merchant's decisions: amounts, accounts, staff, which operations a request may use. */
  policies?: PaykitPolicies;
  /** Body sizes, rate limits and in-flight caps of the browser's requests. */
  limits?: PaykitLimitsOptions;
  /** The service's signed deliveries: secret, handler and what they may cost. */
  webhooks?: PaykitWebhookOptions;
  /** Where the handler is mounted, cross-origin callers and the reverse proxy in front. */
  http?: PaykitHttpOptions;
  /**
   * What the settled widget's receipt may show beyond amount, time and payment id (default:
   * nothing; a payer sees no transaction data). `transactionHash: true` adds the on-chain
   * transaction hash, `reference: true` the payment's reference (your order number, or the
   * payment link id). Each settled payment then costs at most one upstream read (its transaction,
   * or the payment record when no webhook named the transaction), kept with the stored status;
   * if that read fails the receipt simply goes without.
   */
  receipt?: ReceiptOptions;
  /** Unexpected errors (answers stay generic). Never receives the API key. */
  onError?: (error: unknown) => void;
}
