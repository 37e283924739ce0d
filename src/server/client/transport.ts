/**
 * The one place the server client speaks HTTP: auth header, JSON, multipart, timeouts,
 * typed errors and retries (429 on any method; 5xx and network errors on safe methods only).
 * Redirects are never followed: the answer must come from the service the key was sent to.
 */
import { PaykitApiError, PaykitConnectionError, PaykitError, PaykitTimeoutError } from '../../shared/errors';
import { isLoopbackHostname } from '../../shared/loopback';
import { retryDelay as backoffRetryDelay } from '../../web/backoff';
import { apiErrorFromAnswer } from '../../web/error-answer';

/** Options of `createPaykitClient`. */
export interface ClientOptions {
  /** The secret API key, sent as a Bearer token. Required; keep it on your server. */
  apiKey: string;
  /** Service root in front of /v1 and /api/v1, e.g. "https://api.example.com" or "http://127.0.0.1:4010". */
  baseUrl: string;
  /** The fetch to send requests with (default: the global fetch). */
  fetch?: typeof fetch;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /** Upper bound of any single wait between attempts, Retry-After included (default 30 s). */
  maxRetryDelayMs?: number;
  /** Waits between attempts; tests pass a fake. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Source of the retry jitter, a number in [0, 1) (default `Math.random`); tests pass a fixed one. */
  random?: () => number;
  /**
   * Called when the sandbox answers as a new instance (restarted, or reset): every payment and
   * webhook endpoint it knew is gone, so cached payments are stale and webhooks must be
   * registered again. Never called against the real service, which sends no instance id.
   */
  onSandboxRestart?: (previousInstance: string, currentInstance: string) => void;
}

/** Per-call options of the server client's methods. */
export interface RequestOptions {
  /** Acts for a connected account: sent as x-on-behalf-of. */
  onBehalfOf?: string;
  /** Aborting it aborts the request and any retry still to come. */
  signal?: AbortSignal;
  /** This call's time-out per attempt, instead of the client's. */
  timeoutMs?: number;
  /**
   * Epoch milliseconds by which the call must be over, retries included: an attempt is cut off
   * there (PaykitTimeoutError) and a retry whose wait would end past it is not made (the last
   * error is thrown at once, a 429 with its Retry-After). The proxy sets it from its budget.
   */
  deadline?: number;
}

export interface RequestSpec extends RequestOptions {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  form?: FormData;
}

/** What the client has learned about the service from its answers. */
export interface UpstreamInfo {
  /**
   * The service's clock (ms since the epoch): this machine's plus how far the service's was
   * ahead by the `Date` header of its last answer (a second's resolution). Payment expiry is
   * the service's to decide; the sandbox's virtual clock can be hours ahead.
   */
  now(): number;
  /** The service answered as paykit's sandbox (it sends an instance id): a test environment. */
  readonly sandbox: boolean;
}

export interface Transport {
  /** The parsed JSON of a successful answer, not yet checked: see `answered` for the typed read. */
  request(spec: RequestSpec): Promise<unknown>;
  upstream: UpstreamInfo;
}

const BASE_DELAY_MS = 500;

/** The sandbox's per-instance id (a sandbox extension; see createSandbox). */
const SANDBOX_INSTANCE_HEADER = 'paykit-sandbox-instance';

export function createTransport(options: ClientOptions): Transport {
  if (!options.apiKey) throw new PaykitError('createPaykitClient: apiKey is required (keep it on your server)');
  const base = parseBaseUrl(options.baseUrl);
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 2;
  const maxDelay = options.maxRetryDelayMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const redact = (text: string) => text.replaceAll(options.apiKey, '[redacted]');
  let instance: string | null = null;
  let clockOffset = 0;
  const noticeDate = (date: string | null) => {
    const service = date ? Date.parse(date) : Number.NaN;
    if (Number.isNaN(service)) return;
    // The header drops the milliseconds, so one reading is up to a second behind: within a
    // second of the last, keep the larger; a bigger change (a clock moved) is taken as is.
    const seen = service - Date.now();
    clockOffset = Math.abs(seen - clockOffset) > 1000 ? seen : Math.max(seen, clockOffset);
  };
  const upstream: UpstreamInfo = {
    now: () => Date.now() + clockOffset,
    get sandbox() {
      return instance !== null;
    },
  };
  const noticeInstance = (seen: string | null) => {
    if (seen === null || seen === instance) return;
    const previous = instance;
    instance = seen;
    if (previous !== null) options.onSandboxRestart?.(previous, seen);
  };

  async function attempt(spec: RequestSpec): Promise<unknown> {
    const url = new URL(base.pathname.replace(/\/$/, '') + spec.path, base);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
    if (spec.onBehalfOf) headers['x-on-behalf-of'] = spec.onBehalfOf;
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form;
    else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    spec.signal?.throwIfAborted();
    const attemptMs = Math.min(spec.timeoutMs ?? timeoutMs, spec.deadline === undefined ? Infinity : spec.deadline - Date.now());
    if (attemptMs <= 0) throw new PaykitTimeoutError(`${spec.method} ${spec.path} was not sent: its time budget was spent`);
    const timeout = AbortSignal.timeout(attemptMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, { method: spec.method, headers, body, signal, redirect: 'manual' });
    } catch (error) {
      if (spec.signal?.aborted) throw error;
      if (timeout.aborted) throw new PaykitTimeoutError(`${spec.method} ${spec.path} timed out after ${attemptMs} ms`);
      // Whatever a network layer put in its message, the key never travels on in ours.
      const reason = redact(describe(error));
      throw new PaykitConnectionError(`${spec.method} ${spec.path} failed: ${reason}`, { cause: new Error(reason) });
    }
    const requestId = response.headers.get('x-request-id') ?? response.headers.get('request-id');
    noticeInstance(response.headers.get(SANDBOX_INSTANCE_HEADER));
    noticeDate(response.headers.get('date'));
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel();
      throw new PaykitApiError({
        status: response.status || 302,
        code: 'unexpected_redirect',
        message: `${spec.method} ${spec.path}: the service answered with a redirect, which is never followed`,
        requestId,
      });
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (response.ok) {
      if (parsed === undefined && text) {
        throw new PaykitApiError({ status: response.status, code: 'invalid_response', message: 'The service answered with a body that is not JSON', requestId });
      }
      return parsed;
    }
    throw apiErrorFromAnswer(response.status, parsed, {
      fallbackMessage: `HTTP ${response.status} without an error body`,
      retryAfter: response.headers.get('retry-after'),
      requestId,
      redact,
    });
  }

  return {
    upstream,
    async request(spec: RequestSpec): Promise<unknown> {
      const safe = spec.method === 'GET';
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(spec);
        } catch (error) {
          const delay = retry < maxRetries ? retryDelay(error, safe, retry) : null;
          if (delay === null || spec.signal?.aborted) throw error;
          // A wait that would end past the deadline only delays the same answer.
          if (spec.deadline !== undefined && Date.now() + delay >= spec.deadline) throw error;
          await sleep(delay, spec.signal);
        }
      }
    },
  };

  /** Milliseconds to wait before the next attempt, or null when this error must not be retried. */
  function retryDelay(error: unknown, safe: boolean, retry: number): number | null {
    // Equal jitter: never an immediate retry, never in lockstep; a 429's Retry-After wins when longer (up to maxDelay).
    const backoff = { baseMs: BASE_DELAY_MS, maxMs: maxDelay, jitter: 'equal' as const, random, maxRetryAfterMs: maxDelay };
    if (error instanceof PaykitApiError) {
      if (error.status === 429) {
        const hinted = error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000;
        return backoffRetryDelay(retry, hinted, backoff);
      }
      return error.status >= 500 && safe ? backoffRetryDelay(retry, null, backoff) : null;
    }
    if (error instanceof PaykitConnectionError || error instanceof PaykitTimeoutError) return safe ? backoffRetryDelay(retry, null, backoff) : null;
    return null;
  }
}

function parseBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaykitError(`createPaykitClient: baseUrl is not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname)) {
    throw new PaykitError('createPaykitClient: refusing to send the API key over plain HTTP; use an https:// baseUrl (http is allowed only for loopback hosts)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PaykitError(`createPaykitClient: baseUrl must be http(s), got ${url.protocol}`);
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  // Woken early by the caller's abort: end with the caller's own reason, as fetch would.
  signal?.throwIfAborted();
}
