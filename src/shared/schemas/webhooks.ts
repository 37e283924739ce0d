/**
 * Webhook endpoints, the event envelope and each event kind's data. Event schemas are
 * loose: fields the service adds later pass through instead of failing a receiver.
 */
import * as z from 'zod/mini';
import { hasControlCharacter } from '../control-characters';
import { hasPrefix } from '../ids';
import { isLoopbackHostname } from '../loopback';
import { VERIFICATION_STATUSES, type AccountVerificationStatus } from './connected-account';
import { currencyCode, decimalString, isIsoTimestamp } from './primitives';

/** The event kinds the service sends (docs/service-contract.md#event-data). */
export const WEBHOOK_EVENT_KINDS = ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'] as const;
/** One of WEBHOOK_EVENT_KINDS. */
export const webhookEventKind = z.enum(WEBHOOK_EVENT_KINDS);
/** An event kind the service sends. */
export type WebhookEventKind = 'payment.confirmed' | 'payment.settled' | 'payment.failed' | 'account.verification_status_updated';

/** The request header carrying the lowercase hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'Service-Signature';

/** The longest webhook URL accepted (the kit's limit; the service names none: docs/service-contract.md#webhooks). */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * Why `raw` cannot be a webhook URL, or null when it can. HTTPS is required; plain HTTP only
 * on loopback hosts so local receivers work (sandbox choice; the service says HTTPS only: docs/service-contract.md#webhooks).
 */
export function webhookUrlIssue(raw: string): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`;
  // new URL() would quietly trim or percent-encode these, so the stored URL would differ from what was sent.
  if (/\s/.test(raw) || hasControlCharacter(raw)) return 'must not contain spaces or control characters';
  const absolute = 'must be an absolute URL such as "https://example.com/webhooks"';
  // "https:example.com" parses too; require the authority so the URL means what it looks like.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) return absolute;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return absolute;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must use https, not ${url.protocol.slice(0, -1)}`;
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname)) {
    return 'must use https (plain http is allowed only for loopback hosts: 127.0.0.1, localhost, [::1])';
  }
  if (url.username || url.password) return 'must not contain credentials (user:password@)';
  if (!url.hostname) return absolute;
  return null;
}

/** A string webhookUrlIssue finds nothing wrong with. */
export const webhookUrl = z.string().check(
  z.superRefine((value, ctx) => {
    const issue = webhookUrlIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, input: value });
  }),
);

/** POST /v1/webhooks: where to send events and which kinds, each named once. */
export const createWebhookEndpointRequest = z.object({
  url: webhookUrl,
  events: z.array(webhookEventKind).check(
    z.minLength(1, 'must name at least one event kind'),
    z.superRefine((events, ctx) => {
      const repeated = events.find((kind, i) => events.indexOf(kind) !== i);
      if (repeated) ctx.addIssue({ code: 'custom', message: `must not repeat an event kind ("${repeated}" appears more than once)`, input: events });
    }),
  ),
});
/** POST /v1/webhooks: where to send events and which kinds. */
export type CreateWebhookEndpointRequest = {
  /** Where to send events: https (plain http only on loopback hosts). */
  url: string;
  /** The event kinds to send, each named once; at least one. */
  events: WebhookEventKind[];
};

const timestamp = z.string().check(z.refine(isIsoTimestamp, 'must be an ISO 8601 timestamp'));

/** A registered webhook endpoint, without its secret. */
export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventKind),
  created_at: timestamp,
  status: z.literal('enabled'),
});
/** A registered webhook endpoint, without its secret. */
export type WebhookEndpoint = {
  /** The endpoint's id. */
  id: string;
  /** Where events are sent. */
  url: string;
  /** The event kinds sent there. */
  events: WebhookEventKind[];
  /** When the endpoint was registered, ISO 8601. */
  created_at: string;
  /** Always enabled: the service has no other state. */
  status: 'enabled';
};

/** The answer to POST /webhooks: the only time the signing secret is shown. */
export const createdWebhookEndpoint = z.extend(webhookEndpoint, { secret: z.string() });
/** The endpoint with its signing secret, as answered once at creation. */
export type CreatedWebhookEndpoint = {
  /** The endpoint's id. */
  id: string;
  /** Where events are sent. */
  url: string;
  /** The event kinds sent there. */
  events: WebhookEventKind[];
  /** When the endpoint was registered, ISO 8601. */
  created_at: string;
  /** Always enabled: the service has no other state. */
  status: 'enabled';
  /** The signing secret, shown only in this answer. */
  secret: string;
};

// ---- events ----

const eventId = z.string().check(z.refine((v) => hasPrefix('event', v), 'must be an event id starting with evt_'));

/** What happened to the payment: the part of the event kind after `payment.`. */
export const paymentEventStatus = z.enum(['confirmed', 'settled', 'failed']);

/** data of payment.confirmed, payment.settled and payment.failed. */
export const paymentEventData = z.looseObject({
  payment_id: z.string(),
  transaction_id: z.nullable(z.string()),
  payment_link_id: z.nullable(z.string()),
  reference: z.string(),
  amount: decimalString,
  currency: currencyCode,
  status: paymentEventStatus,
  /** The payment's own status (pending, settled, expired, underpaid, overpaid). */
  payment_status: z.string(),
  amount_received: decimalString,
  tx_hash: z.nullable(z.string()),
  confirmed_at: z.nullable(timestamp),
  settled_at: z.nullable(timestamp),
  failure_reason: z.optional(z.string()),
});
/** data of payment.confirmed, payment.settled and payment.failed. */
export type PaymentEventData = {
  /** The payment's id. */
  payment_id: string;
  /** The transaction that paid it, or null. */
  transaction_id: string | null;
  /** The link it was paid through, or null. */
  payment_link_id: string | null;
  /** The caller's reference. */
  reference: string;
  /** The amount asked, a decimal string. */
  amount: string;
  /** The asset the amount is in. */
  currency: string;
  /** What happened to the payment: the part of the event kind after `payment.`. */
  status: 'confirmed' | 'settled' | 'failed';
  /** The payment's own status (pending, settled, expired, underpaid, overpaid). */
  payment_status: string;
  /** What has arrived, a decimal string. */
  amount_received: string;
  /** The chain's transaction hash, or null. */
  tx_hash: string | null;
  /** When it was confirmed on chain (ISO 8601), or null. */
  confirmed_at: string | null;
  /** When it settled (ISO 8601), or null. */
  settled_at: string | null;
  /** Why it failed, on payment.failed. */
  failure_reason?: string;
  /** Fields the service adds later pass through. */
  [field: string]: unknown;
};

/** An account's verification status, as the account resource has it. */
export const verificationStatus = z.enum(VERIFICATION_STATUSES);

/** data of account.verification_status_updated. */
export const accountVerificationEventData = z.looseObject({
  connected_account_id: z.string(),
  reference_id: z.string(),
  verification_status: verificationStatus,
  previous_status: verificationStatus,
  rejection_reason: z.nullable(z.string()),
  required_info: z.array(z.string()),
});
/** data of account.verification_status_updated. */
export type AccountVerificationEventData = {
  /** The connected account's id. */
  connected_account_id: string;
  /** The platform's reference for the account. */
  reference_id: string;
  /** Where verification stands now. */
  verification_status: AccountVerificationStatus;
  /** Where it stood before. */
  previous_status: AccountVerificationStatus;
  /** Why it was rejected, or null. */
  rejection_reason: string | null;
  /** What the account still has to provide. */
  required_info: string[];
  /** Fields the service adds later pass through. */
  [field: string]: unknown;
};

function envelopeOf<K extends WebhookEventKind, D extends z.ZodMiniType>(kind: K, data: D) {
  return z.looseObject({ event: z.literal(kind), id: eventId, created_at: timestamp, data });
}

/** The payment.confirmed event: the payment is confirmed on-chain (docs/service-contract.md#event-data). */
export const paymentConfirmedEvent = envelopeOf('payment.confirmed', paymentEventData);
/** The payment.settled event: the funds are credited to the balance (docs/service-contract.md#event-data). */
export const paymentSettledEvent = envelopeOf('payment.settled', paymentEventData);
/** The payment.failed event: the payment attempt failed or timed out (docs/service-contract.md#event-data). */
export const paymentFailedEvent = envelopeOf('payment.failed', paymentEventData);
/** The account.verification_status_updated event. */
export const accountVerificationStatusUpdatedEvent = envelopeOf('account.verification_status_updated', accountVerificationEventData);

/** Any event the service sends, narrowed by `event`. */
export const webhookEvent = z.discriminatedUnion('event', [paymentConfirmedEvent, paymentSettledEvent, paymentFailedEvent, accountVerificationStatusUpdatedEvent]);
/** Any event the service sends, narrowed by `event`. */
export type WebhookEvent =
  | WebhookEventOf<'payment.confirmed', PaymentEventData>
  | WebhookEventOf<'payment.settled', PaymentEventData>
  | WebhookEventOf<'payment.failed', PaymentEventData>
  | WebhookEventOf<'account.verification_status_updated', AccountVerificationEventData>;

/** One event of a known kind: its envelope and data. */
export type WebhookEventOf<Kind extends WebhookEventKind, Data> = {
  /** The event's kind. */
  event: Kind;
  /** The event's id (`evt_…`). */
  id: string;
  /** When the event happened, ISO 8601. */
  created_at: string;
  /** What the event is about. */
  data: Data;
  /** Fields the service adds later pass through. */
  [field: string]: unknown;
};

/** The envelope alone, whatever the kind: for logging or forwarding events this version does not know. */
export const webhookEnvelope = z.looseObject({
  event: z.string(),
  id: eventId,
  created_at: timestamp,
  data: z.record(z.string(), z.unknown()),
});
/** The envelope of any event, known kind or not. */
export type WebhookEnvelope = {
  /** The event's kind, known to this version or not. */
  event: string;
  /** The event's id (`evt_…`). */
  id: string;
  /** When the event happened, ISO 8601. */
  created_at: string;
  /** What the event is about. */
  data: Record<string, unknown>;
  /** Fields the service adds later pass through. */
  [field: string]: unknown;
};

// ---- sandbox delivery log (sandbox extension) ----

/** Where one delivery stands: still being tried, delivered, or given up. */
export const webhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
/** Where one delivery stands: still being tried, delivered, or given up. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One try at delivering an event to an endpoint. */
export const webhookDeliveryAttempt = z.object({
  attempted_at: timestamp,
  /** The receiver's HTTP status; null when no answer came (timeout, network error). */
  status_code: z.nullable(z.number()),
  /** Why the attempt failed; null when it was delivered. */
  error: z.nullable(z.string()),
  duration_ms: z.number(),
});
/** One try at delivering an event to an endpoint. */
export type WebhookDeliveryAttempt = {
  /** When the attempt was made, ISO 8601. */
  attempted_at: string;
  /** The receiver's HTTP status; null when no answer came (timeout, network error). */
  status_code: number | null;
  /** Why the attempt failed; null when it was delivered. */
  error: string | null;
  /** How long the attempt took, in milliseconds. */
  duration_ms: number;
};

/** One event on its way to one endpoint, with every attempt made. */
export const webhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event: webhookEventKind,
  endpoint_id: z.string(),
  url: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.array(webhookDeliveryAttempt),
  /** When the next automatic attempt falls due on the virtual clock; null once delivered or failed. */
  next_attempt_at: z.nullable(timestamp),
  created_at: timestamp,
  /** The exact request body sent on every attempt. */
  body: z.string(),
});
/** One event on its way to one endpoint, with every attempt made. */
export type WebhookDelivery = {
  /** The delivery's id. */
  id: string;
  /** The event delivered. */
  event_id: string;
  /** The event's kind. */
  event: WebhookEventKind;
  /** The endpoint it goes to. */
  endpoint_id: string;
  /** The endpoint's URL. */
  url: string;
  /** Still being tried, delivered, or given up. */
  status: WebhookDeliveryStatus;
  /** Every attempt made, oldest first. */
  attempts: WebhookDeliveryAttempt[];
  /** When the next automatic attempt falls due on the virtual clock; null once delivered or failed. */
  next_attempt_at: string | null;
  /** When the delivery was queued, ISO 8601. */
  created_at: string;
  /** The exact request body sent on every attempt. */
  body: string;
};
