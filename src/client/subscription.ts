/**
 * Live payment status as configuration of the generic live connection: SSE when the browser
 * has EventSource, polling otherwise or once the stream proves unreliable; views only move
 * forward; a final state (or a 404) ends it, and a finished payment is never asked for again.
 */
import type { PaymentView } from 'paykit/schemas';
import { PaykitApiError, PaykitConnectionError, PaykitError } from '../shared/errors';
import type { Jitter } from '../web/backoff';
import type { ConnectionEvent, LiveKind, LiveSource, OpenStream } from './connection';
import type { PageSignals } from './page';
import { openStatusStream } from './sse';
import { isFinal, isNews, readPaymentView } from './view';

export type { ConnectionState } from './connection';

/** What a payment's subscribers hear: each new view, the connection's state, and errors. */
export type PaymentEvent = { type: 'status'; view: PaymentView } | ConnectionEvent;

/** A subscriber of a payment's live status. */
export type PaymentListener = (event: PaymentEvent) => void;

/** How a payment subscription polls and backs off, and how long it waits for SSE to open. */
export interface SubscriptionTuning {
  /**
   * Between successful polls (default 2000). Also the first error backoff's ceiling, and the
   * pace while the proxy says the status is being checked (or its Retry-After, if longer).
   */
  pollIntervalMs?: number;
  /** Ceiling of the error backoff (default 30000). */
  maxBackoffMs?: number;
  /** Longest Retry-After honoured (default 60000); longer hints wait this long. */
  maxRetryAfterMs?: number;
  /** Jitter on error backoff (default 'equal': between half and all of the ceiling). */
  jitter?: Jitter;
  /** An SSE stream not open by then falls back to polling (default 10000). */
  sseOpenTimeoutMs?: number;
}

/** The tuning of a payment subscription where neither the client nor the subscriber set one. */
export const DEFAULT_TUNING: Required<SubscriptionTuning> = {
  pollIntervalMs: 2000,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 60_000,
  jitter: 'equal',
  sseOpenTimeoutMs: 10_000,
};

/** The proxy's code for a payment whose status it cannot tell yet (it forgot it, and may not ask the service). */
export const STATUS_BEING_CHECKED = 'payment_status_unknown';

/**
 * Whether `error` says the payment's status is being checked: not missing, not a fault; the
 * watch goes on and the next view (from the service's next webhook) ends it.
 */
export function isStatusBeingChecked(error: unknown): boolean {
  return error instanceof PaykitApiError && error.code === STATUS_BEING_CHECKED;
}

/**
 * A payment: views move only forward, a final state is final forever, a 404 ends the watch, and
 * a status being checked is polled at the normal pace on a live connection (no backoff).
 */
export const PAYMENT_KIND: LiveKind<PaymentView, PaymentEvent> = {
  viewEvent: (view) => ({ type: 'status', view }),
  isNews,
  isFinal,
  isFatal: (error) => (error as { status?: unknown }).status === 404,
  isPending: isStatusBeingChecked,
  finalIsForever: true,
  remember: 'final',
};

/** Where and how one payment's status is fetched and streamed. */
export interface PaymentSourceOptions {
  /** The payment watched; stream events about any other are refused. */
  paymentId: string;
  /** The proxy's SSE endpoint for this payment. */
  eventsUrl: string;
  /** null: no SSE, poll only. */
  EventSource: typeof EventSource | null;
  /** Send cookies with the stream (cross-origin too). */
  withCredentials: boolean;
  /** One GET of the payment. */
  fetchView: (signal: AbortSignal) => Promise<PaymentView>;
  /** Hidden-tab and offline signals; null: always run. */
  page: PageSignals | null;
  /** Jitter source, [0, 1). */
  random: () => number;
  /** Poll interval, backoff and SSE open timeout, defaults filled in. */
  tuning: Required<SubscriptionTuning>;
}

/** The live source of one payment: its SSE stream if the browser has one, and its GET to poll. */
export function paymentSource(options: PaymentSourceOptions): LiveSource<PaymentView> {
  const { tuning } = options;
  return {
    fetchView: options.fetchView,
    openStream: options.EventSource ? paymentStream(options.EventSource, options) : undefined,
    page: options.page,
    tuning: {
      intervalMs: tuning.pollIntervalMs,
      maxBackoffMs: tuning.maxBackoffMs,
      maxRetryAfterMs: tuning.maxRetryAfterMs,
      jitter: tuning.jitter,
      random: options.random,
    },
  };
}

function paymentStream(EventSourceImpl: typeof EventSource, options: PaymentSourceOptions): OpenStream<PaymentView> {
  return (handlers) =>
    openStatusStream(
      EventSourceImpl,
      options.eventsUrl,
      { withCredentials: options.withCredentials, openTimeoutMs: options.tuning.sseOpenTimeoutMs },
      {
        onOpen: handlers.onOpen,
        onData(data) {
          const next = readPaymentView(parseJson(data), options.paymentId);
          if (next) handlers.onView(next);
          else handlers.onError(new PaykitError('The status stream sent an event that is not this payment'), false);
        },
        onChecking(data) {
          const message = (parseJson(data) as { message?: unknown } | undefined)?.message;
          handlers.onError(
            new PaykitApiError({
              status: 503,
              code: STATUS_BEING_CHECKED,
              message: typeof message === 'string' ? message : "This payment's status is being checked",
            }),
            false,
          );
        },
        onDrop: () => handlers.onError(new PaykitConnectionError('The live status stream dropped; reconnecting'), true),
        onFail: handlers.onFail,
      },
    );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
