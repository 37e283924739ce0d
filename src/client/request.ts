/**
 * The one place paykit/client speaks HTTP to the merchant's proxy: JSON in and out, the
 * page's cookies per `credentials`, a timeout, and typed errors read from the proxy's
 * `{ "error": { code, message, param? } }` envelope.
 */
import { PaykitApiError, PaykitConnectionError, PaykitError, PaykitTimeoutError } from '../shared/errors';
import { apiErrorFromAnswer } from '../web/error-answer';

/** Where and how a requester sends. */
export interface RequestConfig {
  /** The proxy's mount point; paths are appended to it. */
  baseUrl: string;
  /** The fetch every request goes through. */
  fetch: typeof fetch;
  /** Whether requests carry the page's cookies. */
  credentials: RequestCredentials;
  /** Per request, before it fails with PaykitTimeoutError. */
  timeoutMs: number;
}

/** Per-call options of the client's methods. */
export interface ProxyCallOptions {
  /** Aborting it aborts the request (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Sends one JSON request to the proxy; answers the parsed body or throws a typed error. */
export type Requester = <T>(method: 'GET' | 'POST', path: string, body?: unknown, options?: ProxyCallOptions) => Promise<T>;

/** The base URL and a path (which starts with a slash), with no doubled slash between them. */
export function joinPath(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/** An id as one path segment: a caller's slash or dot never reaches another proxy route. */
export function pathSegment(id: string, what: string): string {
  if (typeof id !== 'string' || id === '') throw new PaykitError(`${what} must be a non-empty string`);
  return encodeURIComponent(id);
}

/** A requester bound to one configuration. */
export function createRequester(config: RequestConfig): Requester {
  return async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: ProxyCallOptions = {}): Promise<T> {
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
  const error = apiErrorFromAnswer(response.status, parsed, {
    fallbackMessage: `${method} ${path} failed with HTTP ${response.status}`,
    requestId,
    retryAfter: response.headers.get('retry-after'),
  });
  throw error;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
