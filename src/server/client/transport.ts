/**
 * The one place the server client speaks HTTP: auth header, JSON, multipart, timeouts,
 * typed errors and retries (429 on any method; 5xx and network errors on safe methods only).
 * Redirects are never followed: the answer must come from the service the key was sent to.
 * Answers are read within a byte cap and within the attempt's time (headers and body alike).
 */
import { PaykitApiError, PaykitConnectionError, PaykitError, PaykitTimeoutError } from '../../shared/errors';
import { isLoopbackHostname } from '../../shared/loopback';
import { retryDelay as backoffRetryDelay } from '../../web/backoff';
import { apiErrorFromAnswer } from '../../web/error-answer';
import { clipText, UPSTREAM_MESSAGE_MAX } from './clip-text';
import { declaresMoreThan, DEFAULT_MAX_RESPONSE_BYTES, readBodyAtMost, unaskedEncoding } from './answer-body';
import { PaykitResponseTooLargeError } from './response-too-large';

/** Options of `createPaykitClient`. */
export interface ClientOptions {
  /** The secret API key, sent as a Bearer token. Required; keep it on your server. */
  apiKey: string;
  /** Service root in front of /v1 and /api/v1, e.g. "https://api.example.com" or "http://127.0.0.1:4010". */
  baseUrl: string;
  /** The fetch to send requests with (default: the global fetch). */
  fetch?: typeof fetch;
  /** Per attempt (default 30 s), the answer's body included: a body that stalls is cut off there. */
  timeoutMs?: number;
  /**
   * The most bytes one answer may have (default 1 MiB). Over it, the answer is not read further
   * (its connection is closed) and the call fails with PaykitResponseTooLargeError. The client asks
   * for `Accept-Encoding: identity` and refuses an encoded answer, so these are the bytes that
   * arrive, not what they would inflate to.
   */
  maxResponseBytes?: number;
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
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) {
    throw new PaykitError(`createPaykitClient: maxResponseBytes must be a whole number of bytes above 0, got ${String(options.maxResponseBytes)}`);
  }
  const maxRetries = options.maxRetries ?? 2;
  const maxDelay = options.maxRetryDelayMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  // The key never travels on in a message; nor does a message of any length (it may reach a browser).
  const redact = (text: string) => clipText(text.replaceAll(options.apiKey, '[redacted]'), UPSTREAM_MESSAGE_MAX);
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
    // identity: the bytes the cap counts are the bytes that arrive (answer-body.ts says why).
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', 'accept-encoding': 'identity' };
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
    // One cut-off for the whole attempt: a service that sends its headers, then stalls in the
    // body, is a time-out like one that never answers (it used to escape as a bare AbortError).
    const failed = (error: unknown, what: string): unknown => {
      if (spec.signal?.aborted) return spec.signal.reason ?? error;
      if (timeout.aborted) return new PaykitTimeoutError(`${spec.method} ${spec.path} timed out after ${attemptMs} ms${what}`);
      // Whatever a network layer put in its message, the key never travels on in ours.
      const reason = redact(describe(error));
      return new PaykitConnectionError(`${spec.method} ${spec.path} failed${what}: ${reason}`, { cause: new Error(reason) });
    };
    let response: Response;
    try {
      response = await doFetch(url, { method: spec.method, headers, body, signal, redirect: 'manual' });
    } catch (error) {
      if (spec.signal?.aborted) throw error;
      throw failed(error, '');
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
    const encoding = unaskedEncoding(response);
    if (encoding !== null) {
      await response.body?.cancel().catch(() => undefined);
      throw new PaykitApiError({
        status: response.status,
        code: 'invalid_response',
        message: `${spec.method} ${spec.path}: the service answered ${encoding}-encoded though this client asks for identity; it was not read (is a proxy in front of the service compressing?)`,
        requestId,
      });
    }
    const tooLarge = () => new PaykitResponseTooLargeError({ operation: `${spec.method} ${spec.path}`, limitBytes: maxBytes, status: response.status, requestId });
    if (declaresMoreThan(response, maxBytes)) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readBodyAtMost(response.body, maxBytes, signal);
    } catch (error) {
      throw failed(error, ' while its answer arrived');
    }
    if (bytes === null) throw tooLarge();
    const text = new TextDecoder().decode(bytes);
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
    // The same answer would come back, just as large.
    if (error instanceof PaykitResponseTooLargeError) return null;
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
