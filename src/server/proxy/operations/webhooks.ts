/**
 * The service's webhooks feed live payment status. The signature is checked over the raw
 * bytes before anything is parsed; an event id is acted on once for longer than the whole
 * retry span; events may come out of order, and the store never moves a payment backwards.
 */
import type { WebhookEvent } from 'paykit/schemas';
import { WebhookPayloadError } from '../../webhooks/errors';
import { parseWebhookEvent } from '../../webhooks/construct-event';
import { checkWebhookSignature } from '../../webhooks/verify';
import { readLimited } from '../../../web/json-body';
import type { ProxyContext } from '../context';
import type { ReceiptContext } from '../receipt';
import { HttpError, invalidRequest, json, notFound } from '../../../web/http-error';
import { viewFromEvent } from '../views';
import { withReceipt } from '../receipt';
import type { YieldingSlots } from '../yielding-slots';
import { movesForward } from '../status-store';

/** The service's retries span 2 h 36 min (docs/service-contract.md#delivery-and-retries); remember ids for 3 h so a last retry is still a replay. */
export const EVENT_DEDUPE_MS = 3 * 60 * 60 * 1000;
/**
 * How long an id is held while its event is handled: longer than the 10 s the service waits for
 * an answer, shorter than its first retry (1 min). If the store fails before the id is confirmed
 * or released, the claim lapses and that retry is acted on, not taken for a replay.
 */
export const EVENT_LEASE_MS = 30 * 1000;
/**
 * The service's events are well under 2 KB (docs/service-contract.md#delivery-and-retries) (an envelope and one payment or account summary); 64 KB
 * leaves room for the service to grow them while keeping what an unsigned body can cost small.
 */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

/** What the webhook receiver keeps for the whole proxy (`webhooks` of PaykitHandlerOptions, settled). */
export interface WebhookState {
  webhooks: {
    /** Signing secrets, the empty ones dropped. */
    secrets: string[];
    onEvent?: (event: WebhookEvent) => void | Promise<void>;
    /** Bodies being read before their signature is known; a slow one yields its slot to a newcomer. */
    bodies: YieldingSlots;
    bodyTimeoutMs: number;
  };
}

export async function receiveWebhook(ctx: ReceiptContext & WebhookState): Promise<Response> {
  const { store } = ctx;
  const { secrets: webhookSecrets, onEvent } = ctx.webhooks;
  if (webhookSecrets.length === 0) throw notFound('Webhooks are not configured here');
  const raw = await readUnverifiedBody(ctx);
  const header = ctx.request.headers.get('service-signature');
  const event = await verifiedEvent(raw, header, webhookSecrets);

  if (!(await store.claimEvent(event.id, EVENT_LEASE_MS))) return json({ received: true, duplicate: true });
  try {
    if (event.event !== 'account.verification_status_updated') {
      const known = await store.get(event.data.payment_id);
      const next = viewFromEvent(event.event, event.data, known?.view, event.created_at);
      // Before storing, so a payer watching live gets the settled view and its receipt at once.
      await store.apply(movesForward(known?.view, next) ? await withReceipt(ctx, next, event.data) : next);
    }
    await onEvent?.(event);
    await store.confirmEvent(event.id, EVENT_DEDUPE_MS);
  } catch (error) {
    // Let the service retry: forget the id so the retry is not taken for a replay.
    await store.releaseEvent(event.id);
    throw error;
  }
  return json({ received: true });
}

/**
 * The body, before anyone knows who sent it: only so many are read at once (a few per sender),
 * each within the size limit and the time limit, and one still arriving after the grace gives its
 * slot up to a newcomer when all are taken. Whatever is refused or cut off here the service
 * delivers again later.
 */
async function readUnverifiedBody(ctx: ProxyContext & WebhookState): Promise<Uint8Array> {
  const deadline = new AbortController();
  let release: () => void;
  try {
    release = ctx.webhooks.bodies.acquire(ctx.limits.clientKey(ctx.request, ctx.connection), () => deadline.abort());
  } catch (error) {
    throw closingConnection(error);
  }
  const timer = setTimeout(() => deadline.abort(), ctx.webhooks.bodyTimeoutMs);
  try {
    return await readLimited(ctx.request, MAX_WEBHOOK_BYTES, undefined, deadline.signal);
  } catch (error) {
    throw closingConnection(error);
  } finally {
    clearTimeout(timer);
    release();
  }
}

/**
 * A refusal of a body the receiver will not read (no slot, over the rate limit) or will not read
 * further (too large, too slow, its slot taken): answered with `Connection: close`, so the Node
 * adapter reads none of the rest and the connection costs a socket until the answer is out, not
 * the body. The service sends its small deliveries whole and reads the answer; whatever is refused
 * it delivers again. Other errors pass through unchanged.
 */
export function closingConnection(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  return new HttpError(error.status, error.code, error.message, { param: error.param, headers: { ...error.headers, connection: 'close' } });
}

async function verifiedEvent(raw: Uint8Array, header: string | null, secrets: string[]): Promise<WebhookEvent> {
  for (const secret of secrets) {
    const check = await checkWebhookSignature(raw, header, secret);
    if (check === 'missing') throw new HttpError(400, 'invalid_signature', 'Missing Service-Signature header');
    if (check === 'malformed') throw new HttpError(400, 'invalid_signature', 'Malformed Service-Signature header');
    if (check !== 'valid') continue;
    try {
      return parseWebhookEvent(raw);
    } catch (error) {
      if (error instanceof WebhookPayloadError) throw invalidRequest(error.message);
      throw error;
    }
  }
  throw new HttpError(400, 'invalid_signature', 'Service-Signature does not match the body');
}
