/**
 * One live connection to one payment's status, shared by all its subscribers: SSE when the
 * browser has EventSource, polling otherwise or once the stream proves unreliable. Pauses
 * while the page is hidden or offline, and ends at a final state or a 404.
 */
import { PaykitConnectionError, PaykitError } from '../shared/errors';
import type { PaymentView } from '../shared/schemas/views';
import type { Jitter } from '../web/backoff';
import type { PageSignals } from './page';
import { createPoller, type Poller } from './polling';
import { openStatusStream } from './sse';
import { isFinal, isNews, readPaymentView } from './view';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export type PaymentEvent =
  | { type: 'status'; view: PaymentView }
  | { type: 'connection'; state: ConnectionState }
  /** `fatal` only for a payment that does not exist: nothing more will come. Other errors are retried. */
  | { type: 'error'; error: PaykitError; fatal: boolean };

export type PaymentListener = (event: PaymentEvent) => void;

export interface SubscriptionTuning {
  /** Between successful polls (default 2000). Also the first error backoff's ceiling. */
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

export const DEFAULT_TUNING: Required<SubscriptionTuning> = {
  pollIntervalMs: 2000,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 60_000,
  jitter: 'equal',
  sseOpenTimeoutMs: 10_000,
};

export interface ConnectionDeps {
  paymentId: string;
  eventsUrl: string;
  EventSource: typeof EventSource | null;
  withCredentials: boolean;
  fetchView(signal: AbortSignal): Promise<PaymentView>;
  page: PageSignals | null;
  random: () => number;
  tuning: Required<SubscriptionTuning>;
  /** A final view already known: the connection starts closed and makes no request. */
  knownFinal?: PaymentView;
  onFinal?(view: PaymentView): void;
}

export interface PaymentConnection {
  /** Adds a listener and replays the current view, state and fatal error to it. */
  add(listener: PaymentListener): () => void;
  start(): void;
  /** For good: closes the stream, aborts the in-flight request, forgets the page. */
  stop(): void;
  readonly view: PaymentView | undefined;
}

export function createPaymentConnection(deps: ConnectionDeps): PaymentConnection {
  const listeners = new Set<{ listener: PaymentListener }>();
  let view = deps.knownFinal;
  let state: ConnectionState = view ? 'closed' : 'connecting';
  let fatal: PaykitError | null = null;
  let done = view !== undefined;
  let started = false;
  let mode: 'sse' | 'polling' = deps.EventSource ? 'sse' : 'polling';
  let closeStream: (() => void) | null = null;
  let poller: Poller | null = null;
  let unwatch: (() => void) | null = null;

  const emit = (event: PaymentEvent) => {
    for (const entry of [...listeners]) {
      if (listeners.has(entry)) safeCall(entry.listener, event);
    }
  };
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    emit({ type: 'connection', state });
  };
  const runnable = () => !deps.page || (!deps.page.hidden() && !deps.page.offline());

  function deliver(next: PaymentView) {
    if (done || !isNews(view, next)) return;
    view = next;
    emit({ type: 'status', view: next });
    if (isFinal(next)) {
      deps.onFinal?.(next);
      finish();
    }
  }

  function finish() {
    stop();
    setState('closed');
  }

  function stop() {
    done = true;
    closeStream?.();
    closeStream = null;
    poller?.stop();
    unwatch?.();
    unwatch = null;
  }

  function resume() {
    if (done || !runnable()) return;
    if (mode === 'sse' && deps.EventSource) {
      if (!closeStream) closeStream = openStream(deps.EventSource);
      if (closeStream) return;
      mode = 'polling';
    }
    poller ??= createPoller({
      fetchView: deps.fetchView,
      intervalMs: deps.tuning.pollIntervalMs,
      maxBackoffMs: deps.tuning.maxBackoffMs,
      maxRetryAfterMs: deps.tuning.maxRetryAfterMs,
      jitter: deps.tuning.jitter,
      random: deps.random,
      canRun: runnable,
      onView(next) {
        deliver(next);
        if (!done) setState('live');
      },
      onError(error, isFatal) {
        if (done) return;
        if (isFatal) fatal = error;
        emit({ type: 'error', error, fatal: isFatal });
        if (isFatal) finish();
        else setState('reconnecting');
      },
    });
    poller.wake();
  }

  function openStream(EventSourceImpl: typeof EventSource) {
    return openStatusStream(
      EventSourceImpl,
      deps.eventsUrl,
      { withCredentials: deps.withCredentials, openTimeoutMs: deps.tuning.sseOpenTimeoutMs },
      {
        onOpen: () => setState('live'),
        onData(data) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            parsed = undefined;
          }
          const next = readPaymentView(parsed, deps.paymentId);
          if (next) deliver(next);
          else emit({ type: 'error', error: new PaykitError('The status stream sent an event that is not this payment'), fatal: false });
        },
        onDrop() {
          setState('reconnecting');
          emit({ type: 'error', error: new PaykitConnectionError('The live status stream dropped; reconnecting'), fatal: false });
        },
        onFail() {
          // Polling from here on: the stream has shown it does not work on this network.
          closeStream = null;
          mode = 'polling';
          resume();
        },
      },
    );
  }

  function onPageChange() {
    if (done) return;
    if (runnable()) return resume();
    // Hidden or offline: drop the stream (reopened on return) and stop polling.
    closeStream?.();
    closeStream = null;
    poller?.pause();
    if (deps.page?.offline()) setState('reconnecting');
  }

  return {
    get view() {
      return view;
    },
    add(listener) {
      const entry = { listener };
      listeners.add(entry);
      if (view) safeCall(listener, { type: 'status', view });
      if (fatal) safeCall(listener, { type: 'error', error: fatal, fatal: true });
      safeCall(listener, { type: 'connection', state });
      return () => {
        listeners.delete(entry);
      };
    },
    start() {
      if (started || done) return;
      started = true;
      unwatch = deps.page?.watch(onPageChange) ?? null;
      if (deps.page?.offline()) setState('reconnecting');
      resume();
    },
    stop,
  };
}

/** One broken listener must not starve the others or the connection; its error still surfaces. */
function safeCall(listener: PaymentListener, event: PaymentEvent) {
  try {
    listener(event);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
