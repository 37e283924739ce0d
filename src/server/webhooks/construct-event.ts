/** Verify, then parse: the one call a merchant's webhook route needs. */
import type { WebhookEvent } from 'paykit/schemas';
import { WEBHOOK_EVENT_KINDS, webhookEvent } from '../../shared/schemas/webhooks';
import { describeIssue, type IssueLike } from '../../shared/schemas/issues';
import { PaykitError } from '../../shared/errors';
import type { RawBody } from '../../shared/hmac';
import { WebhookPayloadError, WebhookSignatureError } from './errors';
import { checkWebhookSignature } from './verify';

const SIGNATURE_PROBLEM = {
  missing: 'Missing Service-Signature header',
  malformed: 'Service-Signature must be 64 lowercase hex characters (one header, one value)',
  mismatch: 'Service-Signature does not match: pass the raw request body (not parsed and re-serialised JSON) and the secret of this endpoint',
} as const;

/**
 * Checks the signature over the raw body, then parses and validates the envelope.
 * Throws WebhookSignatureError (answer 400) or WebhookPayloadError; returns the typed event.
 */
export async function constructEvent(rawBody: RawBody, signatureHeader: string | null | undefined, secret: string): Promise<WebhookEvent> {
  if (typeof secret !== 'string' || secret === '') {
    throw new PaykitError('constructEvent: secret is required (the whsec_… value shown when the endpoint was created)');
  }
  if (!isRawBody(rawBody)) {
    throw new PaykitError('constructEvent: rawBody must be the unparsed body as a string, Uint8Array or ArrayBuffer (not parsed JSON)');
  }
  const check = await checkWebhookSignature(rawBody, signatureHeader, secret);
  if (check !== 'valid') throw new WebhookSignatureError(SIGNATURE_PROBLEM[check]);
  return parseWebhookEvent(rawBody);
}

/** Parses and validates an envelope whose signature was already checked; throws WebhookPayloadError. */
export function parseWebhookEvent(rawBody: RawBody): WebhookEvent {
  let parsed: unknown;
  try {
    const text = typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
    parsed = JSON.parse(text);
  } catch {
    throw new WebhookPayloadError('Webhook body is not UTF-8 JSON');
  }
  const kind = (parsed as { event?: unknown } | null)?.event;
  if (typeof kind === 'string' && !(WEBHOOK_EVENT_KINDS as readonly string[]).includes(kind)) {
    throw new WebhookPayloadError(`Unknown webhook event kind ${JSON.stringify(kind)}; known: ${WEBHOOK_EVENT_KINDS.join(', ')}`);
  }
  const result = webhookEvent.safeParse(parsed);
  if (!result.success) {
    throw new WebhookPayloadError(`Webhook body is not a known event: ${describeIssue(result.error.issues[0] as unknown as IssueLike)}`);
  }
  return result.data;
}

function isRawBody(value: unknown): value is RawBody {
  return typeof value === 'string' || ArrayBuffer.isView(value) || Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}
