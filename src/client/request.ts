/**
 * The one place paykit/client speaks HTTP to the merchant's proxy: JSON in and out, the
 * page's cookies per `credentials`, a timeout, and typed errors read from the proxy's
 * `{ "error": { code, message, param? } }` envelope.
 */
import { PaykitApiError, PaykitConnectionError, PaykitError, PaykitTimeoutError } from '../shared/errors';
import { apiErrorFromAnswer } from '../web/error-answer';
import { parseRetryAfter } from '../web/retry-after';

export interface RequestConfig {
  baseUrl: string;
  fetch: typeof fetch;
  credentials: RequestCredentials;
  timeoutMs: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type Requester = <T>(method: 'GET' | 'POST', path: string, body?: unknown, options?: CallOptions) => Promise<T>;

/** What the envelope says beyond status, code and message. */
export interface ErrorDetails {
  /** The request field the error is about, when the proxy named one. */
  param: string | null;
  /** The server's Retry-After in ms (uncapped), on 429 and 503 answers. */
  retryAfterMs: number | null;
}

const details = new WeakMap<object, ErrorDetails>();

/** The `param` and Retry-After of an error this client threw; nulls for anything else. */
export function errorDetails(error: unknown): ErrorDetails {
  return (typeof error === 'object' && error !== null && details.get(error)) || { param: null, retryAfterMs: null };
}

export function joinPath(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

export function createRequester(config: RequestConfig): Requester {
  return async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    const outer = options.signal;
    outer?.throwIfAborted();
    // A controller of our own (AbortSignal.any/timeout are too new for some browsers still in use).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const onAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onAbort);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await config.fetch(joinPath(config.baseUrl, path), {
        method,
        headers,
        credentials: config.credentials,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      return await readAnswer<T>(response, method, path);
    } catch (error) {
      if (outer?.aborted) throw outer.reason ?? error;
      if (error instanceof PaykitError) throw error;
      if (timedOut) throw new PaykitTimeoutError(`${method} ${path}: no answer within ${config.timeoutMs} ms`);
      throw new PaykitConnectionError(`${method} ${path}: could not reach the server (${describe(error)})`, { cause: error });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  };
}

async function readAnswer<T>(response: Response, method: string, path: string): Promise<T> {
  const requestId = response.headers.get('x-request-id');
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.ok) {
    if (parsed === undefined) {
      throw new PaykitApiError({ status: response.status, code: 'invalid_response', message: `${method} ${path}: the server did not answer with JSON`, requestId });
    }
    return parsed as T;
  }
  const retryAfter = response.headers.get('retry-after');
  const error = apiErrorFromAnswer(response.status, parsed, { fallbackMessage: `${method} ${path} failed with HTTP ${response.status}`, requestId, retryAfter });
  details.set(error, { param: error.param, retryAfterMs: parseRetryAfter(retryAfter, Date.now()) });
  throw error;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
