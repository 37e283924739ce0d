/**
 * Exponential backoff with jitter, so a page full of checkouts does not retry in lockstep
 * after an outage. `full`: anywhere in [0, ceiling]; `equal`: [ceiling/2, ceiling] (never
 * retries at once); `none`: the ceiling itself.
 */
export type Jitter = 'full' | 'equal' | 'none';

/** How `backoffDelay` spreads retries out; all times in milliseconds. */
export interface BackoffOptions {
  /** The ceiling of the first retry; it doubles per consecutive failure. */
  baseMs: number;
  /** No wait is longer than this, however many failures in a row. */
  maxMs: number;
  /** How the wait is spread below its ceiling (see Jitter). */
  jitter: Jitter;
  /** [0, 1); tests pass a seeded one. */
  random: () => number;
}

/** The wait before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(Math.max(attempt, 0), 30));
  if (options.jitter === 'none') return ceiling;
  const r = Math.min(Math.max(options.random(), 0), 1);
  return options.jitter === 'full' ? r * ceiling : ceiling / 2 + (r * ceiling) / 2;
}

/** Backoff, but never sooner than the server's Retry-After (itself capped by `maxRetryAfterMs`). */
export function retryDelay(attempt: number, retryAfterMs: number | null, options: BackoffOptions & { maxRetryAfterMs: number }): number {
  const backoff = backoffDelay(attempt, options);
  return retryAfterMs === null ? backoff : Math.max(backoff, Math.min(retryAfterMs, options.maxRetryAfterMs));
}
