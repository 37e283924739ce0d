/** Authentication, transport and rate-limit checks that run before any route. */
import { isLoopbackHostname } from '../shared/loopback';
import { constantTimeEqual } from '../web/constant-time';
import { forbidden, HttpError } from '../web/http-error';

/** "Bearer <key>" with exactly one space; "Bearer: key", "bearer key" with extra spaces, or other schemes are malformed. */
export function bearerKey(header: string | null): string | null {
  const match = header === null ? null : /^Bearer ([^\s:]\S*)$/.exec(header);
  return match ? (match[1] as string) : null;
}

export function authenticate(request: Request, apiKey: string): void {
  const header = request.headers.get('authorization');
  if (header === null) throw new HttpError(401, 'unauthorized', 'Missing Authorization header: send "Authorization: Bearer <API_KEY>"');
  const key = bearerKey(header);
  if (key === null) {
    throw new HttpError(401, 'unauthorized', 'Malformed Authorization header: expected "Bearer <API_KEY>" with one space, no colon');
  }
  if (!constantTimeEqual(key, apiKey)) throw new HttpError(401, 'unauthorized', 'Invalid API key');
}

/** The service rejects plain HTTP; the sandbox allows it on loopback (or everywhere, when configured): docs/service-contract.md#addresses-versions-and-authentication. */
export function requireTransport(url: URL, allowInsecureHttp: 'loopback' | 'always'): void {
  if (url.protocol === 'https:' || allowInsecureHttp === 'always') return;
  if (isLoopbackHostname(url.hostname)) return;
  throw forbidden('Plain HTTP requests are rejected: use HTTPS');
}

/** The sandbox's per-API-key limit (a fixed window on the virtual clock), as the service limits a merchant. */
export interface SandboxRateLimitOptions {
  /** Requests allowed per window, per API key. */
  limit: number;
  /** The window's length, in seconds of the sandbox's virtual clock. */
  windowSeconds: number;
}

/** Fixed-window counter per key on the virtual clock; 429 rate_limited with Retry-After when exceeded. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly options: SandboxRateLimitOptions) {}

  check(key: string, now: number): void {
    const windowMs = this.options.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) this.windows.set(key, (window = { start: now, count: 0 }));
    window.count += 1;
    if (window.count > this.options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      throw new HttpError(429, 'rate_limited', `Too many requests: at most ${this.options.limit} per ${this.options.windowSeconds} s. Retry after ${retryAfter} s`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
}
