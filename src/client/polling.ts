/**
 * Polls one thing: every `intervalMs` while answers come, backing off with jitter on errors,
 * never sooner than a Retry-After, and not at all while `canRun()` is false (hidden tab,
 * offline). An answer that says "not yet" (`isPending`) is no failure: no backoff, the next
 * poll after the interval or its Retry-After if longer (capped at `maxRetryAfterMs`). `wake()`
 * asks for an answer now (the tab came back, the network returned). It knows nothing of what
 * it fetches: payments and onboarding accounts both poll through it.
 */
import { PaykitApiError, PaykitError } from '../shared/errors';
import { retryDelay, type Jitter } from '../web/backoff';

/** How often to ask and how to back off; every field is required here (callers fill defaults). */
export interface PollTuning {
  /** Between successful polls; also the first error backoff's ceiling. */
  intervalMs: number;
  /** Ceiling of the error backoff. */
  maxBackoffMs: number;
  /** Longest Retry-After honoured; longer hints wait this long. */
  maxRetryAfterMs: number;
  /** Jitter on the error backoff. */
  jitter: Jitter;
  /** Jitter source, [0, 1). */
  random: () => number;
}

/** What a poller fetches, when it may, and whom it tells. */
export interface PollerOptions<V> extends PollTuning {
  /** One request for the current view; aborted through `signal` when the poller stops. */
  fetchView: (signal: AbortSignal) => Promise<V>;
  /** False while polling is pointless (hidden tab, offline): no request then. */
  canRun: () => boolean;
  /** An error after which asking again cannot help (the thing does not exist, no session). */
  isFatal: (error: PaykitError) => boolean;
  /** An answer that says "nothing to show yet, ask again" (a status being checked): not a failure. */
  isPending?: (error: PaykitError) => boolean;
  /** Each successful answer, in order. */
  onView: (view: V) => void;
  /** `fatal`: `isFatal` said so, and the poller has stopped. Other errors (pending ones too) are retried. */
  onError: (error: PaykitError, fatal: boolean) => void;
}

/** The handle on a running poller. */
export interface Poller {
  /** Poll now, or as soon as a Retry-After allows; nothing while a request is in flight. */
  wake(): void;
  /** No further requests until `wake()` (an in-flight one may finish). */
  pause(): void;
  /**
   * Aborts the in-flight request and cancels the next; nothing more until `wake()`. The
   * backoff and a pending Retry-After are kept, so a restart does not hammer the server.
   */
  stop(): void;
}

/** Creates a poller; it makes no request before the first `wake()`. */
export function createPoller<V>(options: PollerOptions<V>): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let failures = 0;
  /** Epoch ms before which the server asked us not to come back. */
  let notBefore = 0;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, delayMs));
  };

  function run() {
    timer = undefined;
    if (stopped || inFlight || !options.canRun()) return;
    const controller = new AbortController();
    inFlight = controller;
    options.fetchView(controller.signal).then(
      (view) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        failures = 0;
        notBefore = 0;
        options.onView(view);
        if (!stopped) schedule(options.intervalMs);
      },
      (thrown: unknown) => {
        if (controller.signal.aborted) return;
        const error = thrown instanceof PaykitError ? thrown : new PaykitError(String(thrown), { cause: thrown });
        inFlight = null;
        if (stopped) return;
        if (options.isFatal(error)) {
          stopped = true;
          options.onError(error, true);
          return;
        }
        const retryAfterMs = retryAfterMsOf(error);
        const pending = options.isPending?.(error) ?? false;
        if (pending) failures = 0;
        const delay = pending
          ? Math.max(options.intervalMs, Math.min(retryAfterMs ?? 0, options.maxRetryAfterMs))
          : retryDelay(failures++, retryAfterMs, {
              baseMs: options.intervalMs,
              maxMs: options.maxBackoffMs,
              jitter: options.jitter,
              random: options.random,
              maxRetryAfterMs: options.maxRetryAfterMs,
            });
        if (retryAfterMs !== null) notBefore = Date.now() + Math.min(retryAfterMs, options.maxRetryAfterMs);
        options.onError(error, false);
        if (!stopped) schedule(delay);
      },
    );
  }

  return {
    wake() {
      stopped = false;
      if (inFlight) return;
      const wait = notBefore - Date.now();
      if (wait > 0) schedule(wait);
      else {
        clearTimeout(timer);
        run();
      }
    },
    pause() {
      clearTimeout(timer);
      timer = undefined;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      inFlight?.abort();
      inFlight = null;
    },
  };
}

/** The wait the server asked for, in ms, when the error carries one. */
function retryAfterMsOf(error: PaykitError): number | null {
  return error instanceof PaykitApiError && error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : null;
}
