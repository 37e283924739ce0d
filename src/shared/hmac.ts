/**
 * HMAC-SHA256 over raw bytes with Web Crypto, so the same code signs in the sandbox
 * (browser or Node) and verifies on any Web-standard server runtime.
 */

/** What a webhook body can arrive as: the unparsed text, or its bytes. */
export type RawBody = string | Uint8Array | ArrayBuffer;

const encoder = new TextEncoder();

/** The exact bytes to MAC. Strings are UTF-8, as they go over the wire; views are copied so offsets and shared buffers are safe. */
export function rawBodyBytes(body: RawBody): Uint8Array<ArrayBuffer> {
  if (typeof body === 'string') return encoder.encode(body);
  // isView/toString rather than instanceof: bodies may come from another realm (vm, iframe, jsdom).
  if (ArrayBuffer.isView(body)) return new Uint8Array(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  if (Object.prototype.toString.call(body) === '[object ArrayBuffer]') return new Uint8Array(body.slice(0));
  throw new TypeError('raw body must be a string, Uint8Array or ArrayBuffer');
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Imported keys by secret: importing costs more than signing a webhook body, and a receiver checks
 * every delivery against the same one or two secrets. A few are kept (rotation, several
 * endpoints); beyond that the oldest is imported again when next needed.
 */
const keys = new Map<string, Promise<CryptoKey>>();
export const MAX_CACHED_KEYS = 16;

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
    // A failed import is not kept: the next call tries again.
    key.catch(() => keys.get(secret) === key && keys.delete(secret));
    if (keys.size > MAX_CACHED_KEYS) keys.delete(keys.keys().next().value as string);
  }
  return key;
}

/** Lowercase hex HMAC-SHA256 of `body`, keyed with the UTF-8 bytes of `secret` (the whole string, prefix included). */
export async function hmacSha256Hex(secret: string, body: RawBody): Promise<string> {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('secret must be a non-empty string');
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), rawBodyBytes(body))));
}
