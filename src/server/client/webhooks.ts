/** Webhook endpoints: registration (docs/service-contract.md#webhooks) and the sandbox's endpoint list and delivery log. */
import type { CreateWebhookEndpointRequest, WebhookDeliveryStatus, WebhookEventKind } from 'paykit/schemas';
import { createdWebhookEndpoint, webhookDelivery, webhookEndpoint } from '../../shared/schemas/webhooks';
import { page } from '../../shared/schemas/primitives';
import { answered } from './answered';
import type { RequestOptions, Transport } from './transport';

/** Paging of a sandbox list. */
export interface ListQuery {
  /** The most entries a page holds. */
  limit?: number;
  /** How many entries to skip. */
  offset?: number;
}

/** Filters and paging of the sandbox's delivery log. */
export interface DeliveryQuery extends ListQuery {
  /** Only deliveries of this event. */
  event_id?: string;
  /** Only deliveries to this endpoint. */
  endpoint_id?: string;
  /** Only deliveries of this event kind. */
  event?: WebhookEventKind;
  /** Only deliveries in this state. */
  status?: WebhookDeliveryStatus;
}

const endpointPage = page(webhookEndpoint);
const deliveryPage = page(webhookDelivery);

export function webhooksApi(t: Transport) {
  const request = answered(t);
  return {
    webhooks: {
      /** Registers an endpoint. The answer's `secret` is shown only here: store it to verify deliveries. */
      create: (body: CreateWebhookEndpointRequest, call: RequestOptions = {}) =>
        request('webhooks.create', createdWebhookEndpoint, { ...call, method: 'POST', path: '/v1/webhooks', body }),
    },
  };
}

/** Sandbox-only: the production service answers these with 404. */
export function webhooksSandboxApi(t: Transport) {
  const request = answered(t);
  return {
    webhooks: {
      /** Registered endpoints, without their secrets. */
      list: (query: ListQuery = {}, call: RequestOptions = {}) =>
        request('sandbox.webhooks.list', endpointPage, { ...call, method: 'GET', path: '/v1/sandbox/webhooks', query: { ...query } }),
      /** The delivery log, oldest first, with every attempt. */
      deliveries: (query: DeliveryQuery = {}, call: RequestOptions = {}) =>
        request('sandbox.webhooks.deliveries', deliveryPage, { ...call, method: 'GET', path: '/v1/sandbox/webhooks/deliveries', query: { ...query } }),
      delivery: (id: string, call: RequestOptions = {}) =>
        request('sandbox.webhooks.delivery', webhookDelivery, { ...call, method: 'GET', path: `/v1/sandbox/webhooks/deliveries/${encodeURIComponent(id)}` }),
      /** Sends a failed delivery once more (same event id and body) and answers with the outcome. */
      retryDelivery: (id: string, call: RequestOptions = {}) =>
        request('sandbox.webhooks.retryDelivery', webhookDelivery, {
          ...call,
          method: 'POST',
          path: `/v1/sandbox/webhooks/deliveries/${encodeURIComponent(id)}/retry`,
        }),
    },
  };
}
