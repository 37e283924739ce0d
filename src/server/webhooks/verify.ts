/**
 * Webhook signature checks for merchants' receivers. Web Crypto only, so it runs on
 * Node 20+, Deno, Bun and edge runtimes alike.
 */
import { hmacSha256Hex, type RawBody } from '../../shared/hmac';
import { constantTimeEqual } from '../../web/constant-time';

export type { RawBody } from '../../shared/hmac';

/** What a signature check found; `verifyWebhook` collapses it to a boolean. */
export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch';

/** Exactly 64 lowercase hex digits: the service says lowercase, and one form leaves no room for smuggled variants (docs/service-contract.md#signatures). */
const SIGNATURE = /^[0-9a-f]{64}$/;

/** Lowercase hex HMAC-SHA256 of the raw body keyed with the endpoint secret: the Service-Signature value. */
export function signWebhookPayload(rawBody: RawBody, secret: string): Promise<string> {
  return hmacSha256Hex(secret, rawBody);
}

/** Like verifyWebhook, but says why a signature fails (for error messages and logs). Never throws. */
export async function checkWebhookSignature(rawBody: unknown, signatureHeader: unknown, secret: unknown): Promise<SignatureCheck> {
  if (signatureHeader === undefined || signatureHeader === null || signatureHeader === '') return 'missing';
  // A repeated header arrives comma-joined (or as an array from some frameworks): refused too.
  if (typeof signatureHeader !== 'string' || !SIGNATURE.test(signatureHeader)) return 'malformed';
  if (typeof secret !== 'string' || secret === '') return 'mismatch';
  let expected: string;
  try {
    expected = await hmacSha256Hex(secret, rawBody as RawBody);
  } catch {
    return 'mismatch';
  }
  return constantTimeEqual(expected, signatureHeader) ? 'valid' : 'mismatch';
}

/**
 * True only when `signatureHeader` is the lowercase hex HMAC-SHA256 of exactly `rawBody`
 * (the unparsed body: re-serialised JSON will not match). Never throws.
 */
export async function verifyWebhook(rawBody: RawBody, signatureHeader: string | null | undefined, secret: string): Promise<boolean> {
  try {
    return (await checkWebhookSignature(rawBody, signatureHeader, secret)) === 'valid';
  } catch {
    return false;
  }
}
