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

/** Lowercase hex HMAC-SHA256 of `body`, keyed with the UTF-8 bytes of `secret` (the whole string, prefix included). */
export async function hmacSha256Hex(secret: string, body: RawBody): Promise<string> {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('secret must be a non-empty string');
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, rawBodyBytes(body))));
}
