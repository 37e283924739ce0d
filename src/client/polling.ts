/**
 * Polls one payment: every `intervalMs` while answers come, backing off with jitter on
 * errors, never sooner than a Retry-After, and not at all while `canRun()` is false (hidden
 * tab, offline). `wake()` asks for an answer now (the tab came back, the network returned).
 */
import { PaykitError } from '../shared/errors';
import type { PaymentView } from '../shared/schemas/views';
import { retryDelay, type Jitter } from '../web/backoff';
import { errorDetails } from './request';

export interface PollerOptions {
  fetchView(signal: AbortSignal): Promise<PaymentView>;
  intervalMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
  jitter: Jitter;
  random: () => number;
  canRun(): boolean;
  onView(view: PaymentView): void;
  /** `fatal`: the payment does not exist (404); the poller has stopped. */
  onError(error: PaykitError, fatal: boolean): void;
}

export interface Poller {
  /** Poll now, or as soon as a Retry-After allows; nothing while a request is in flight. */
  wake(): void;
  /** No further requests until `wake()` (an in-flight one may finish). */
  pause(): void;
  /** For good: aborts the in-flight request. */
  stop(): void;
}

export function createPoller(options: PollerOptions): Poller {
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
        if ((error as { status?: unknown }).status === 404) {
          stopped = true;
          options.onError(error, true);
          return;
        }
        const { retryAfterMs } = errorDetails(error);
        const delay = retryDelay(failures++, retryAfterMs, {
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
      if (stopped || inFlight) return;
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
      inFlight?.abort();
      inFlight = null;
    },
  };
}
