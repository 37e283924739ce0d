/** Webhook endpoints: registration (spec) and the sandbox's endpoint list and delivery log. */
import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventKind,
} from '../../shared/schemas/webhooks';
import type { Page } from '../../shared/schemas/primitives';
import type { RequestOptions, Transport } from './transport';

export interface ListQuery {
  limit?: number;
  offset?: number;
}

export interface DeliveryQuery extends ListQuery {
  event_id?: string;
  endpoint_id?: string;
  event?: WebhookEventKind;
  status?: WebhookDeliveryStatus;
}

export function webhooksApi(t: Transport) {
  return {
    webhooks: {
      /** Registers an endpoint. The answer's `secret` is shown only here: store it to verify deliveries. */
      create: (body: CreateWebhookEndpointRequest, call: RequestOptions = {}) =>
        t.request<CreatedWebhookEndpoint>({ ...call, method: 'POST', path: '/v1/webhooks', body }),
    },
  };
}

/** Sandbox-only: the production service answers these with 404. */
export function webhooksSandboxApi(t: Transport) {
  return {
    webhooks: {
      /** Registered endpoints, without their secrets. */
      list: (query: ListQuery = {}, call: RequestOptions = {}) =>
        t.request<Page<WebhookEndpoint>>({ ...call, method: 'GET', path: '/v1/sandbox/webhooks', query: { ...query } }),
      /** The delivery log, oldest first, with every attempt. */
      deliveries: (query: DeliveryQuery = {}, call: RequestOptions = {}) =>
        t.request<Page<WebhookDelivery>>({ ...call, method: 'GET', path: '/v1/sandbox/webhooks/deliveries', query: { ...query } }),
      delivery: (id: string, call: RequestOptions = {}) =>
        t.request<WebhookDelivery>({ ...call, method: 'GET', path: `/v1/sandbox/webhooks/deliveries/${encodeURIComponent(id)}` }),
      /** Sends a failed delivery once more (same event id and body) and answers with the outcome. */
      retryDelivery: (id: string, call: RequestOptions = {}) =>
        t.request<WebhookDelivery>({ ...call, method: 'POST', path: `/v1/sandbox/webhooks/deliveries/${encodeURIComponent(id)}/retry` }),
    },
  };
}
