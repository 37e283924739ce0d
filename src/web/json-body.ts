/**
 * Reading untrusted request bodies without ever holding more than a limit in memory: bytes
 * are counted as they arrive, so a missing Content-Length never means "read it all", and a
 * declared one over the limit is refused before a byte is read.
 */
import { HttpError, invalidRequest, payloadTooLarge, unsupportedMediaType } from './http-error';
import { readAtMost } from './read-at-most';

/** "64 KB", "1 MB": how a limit reads in a refusal. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The raw body, at most `limit` bytes; one byte more and the stream is cancelled and
 * `tooLarge()` thrown (default: 413 "Request body is larger than <limit>"). A body still arriving
 * when `signal` aborts is cancelled and 408 request_timeout thrown.
 */
export async function readLimited(
  request: Request,
  limit: number,
  tooLarge: () => HttpError = () => payloadTooLarge(`Request body is larger than ${formatBytes(limit)}`),
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  const bytes = await readAtMost(request.body, limit, signal);
  if (!bytes) throw tooLarge();
  return bytes;
}

/** How a JSON body is read; each edge keeps the answers its clients already rely on. */
export interface JsonBodyOptions {
  /** The most bytes accepted; one more is 413 payload_too_large. */
  limit: number;
  /** The refusal of a body whose Content-Type is not application/json (default 415 unsupported_media_type). */
  wrongType?: () => HttpError;
  /**
   * true: the Content-Type is required even of an empty body (a cross-site page cannot send
   * application/json without a preflight). false (default): an empty body is {} whatever its type.
   */
  typeRequiredWhenEmpty?: boolean;
  /**
   * true: a Content-Type that is sent must be JSON even over an empty body (`text/plain` is
   * refused before a byte is read); a request with no Content-Type and no body still reads as {}.
   * Ignored when `typeRequiredWhenEmpty` is true, which is stricter.
   */
  declaredTypeMustBeJson?: boolean;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const defaultWrongType = () => unsupportedMediaType('Send JSON with Content-Type: application/json');

/** A JSON object body: an empty (or blank) body is {}, malformed JSON or a non-object is 400. */
export async function readJsonObject(request: Request, options: JsonBodyOptions): Promise<Record<string, unknown>> {
  const wrongType = options.wrongType ?? defaultWrongType;
  const declared = request.headers.get('content-type');
  const typed = JSON_TYPE.test((declared ?? '').trim());
  if (!typed && (options.typeRequiredWhenEmpty || (options.declaredTypeMustBeJson && declared !== null))) throw wrongType();
  const text = decodeUtf8(await readLimited(request, options.limit));
  if (text !== null && text.trim() === '') return {};
  if (!typed) throw wrongType();
  if (text === null) throw invalidRequest('Request body is not valid JSON');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest('Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
