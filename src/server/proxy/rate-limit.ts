/** Per-client token bucket: `burst` requests at once, refilled at `perSecond`. */
import { HttpError } from '../../web/http-error';

/** The proxy's per-client limit, a token bucket (`limits.rateLimit`). */
export interface RateLimitOptions {
  /** Requests a client may make at once. */
  burst: number;
  /** Requests a client's bucket regains each second. */
  perSecond: number;
  /** Buckets kept at most; the least recently used are dropped first. */
  maxClients?: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): void {
    const now = this.now();
    const { burst, perSecond } = this.options;
    const previous = this.buckets.get(client);
    const tokens = previous ? Math.min(burst, previous.tokens + ((now - previous.at) / 1000) * perSecond) : burst;
    this.buckets.delete(client);
    if (tokens < 1) {
      this.buckets.set(client, { tokens, at: now });
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perSecond));
      throw new HttpError(429, 'rate_limited', `Too many requests; try again in ${retryAfter} s`, { headers: { 'retry-after': String(retryAfter) } });
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    if (this.buckets.size > (this.options.maxClients ?? 10_000)) {
      this.buckets.delete(this.buckets.keys().next().value as string);
    }
  }
}
