/** Reading untrusted request bodies without ever holding more than the limit in memory. */
import { readAtMost } from '../../shared/read-at-most';
import { ProxyError } from './errors';

/** Reads at most `limit` bytes; one byte more and the stream is cancelled and 413 thrown. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  const bytes = await readAtMost(request.body, limit);
  if (!bytes) throw tooLarge(limit);
  return bytes;
}

function tooLarge(limit: number): ProxyError {
  return new ProxyError(413, 'payload_too_large', `Request body is larger than ${formatBytes(limit)}`);
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** A JSON object body: 415 for another content type, 400 for malformed JSON, 413 over the cap. */
export async function readJsonObject(request: Request, limit: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type');
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) return {};
  if (!type || !/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new ProxyError(415, 'unsupported_media_type', 'Send JSON with Content-Type: application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ProxyError(400, 'invalid_request', 'Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ProxyError(400, 'invalid_request', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
