/**
 * POST /webhooks (the service's: docs/service-contract.md#webhooks) and the sandbox's webhook extensions: the endpoint list without
 * secrets, the delivery log, and the manual retry the service puts in its dashboard.
 */
import { createWebhookEndpointRequest, WEBHOOK_EVENT_KINDS, webhookDeliveryStatus } from '../../shared/schemas/webhooks';
import { json } from '../../web/http-error';
import { enumParam, listQuery, paginate } from '../http';
import type { Route } from '../route';
import type { Dispatcher } from './dispatcher';
import type { EndpointRegistry } from './endpoints';

export function webhookRoutes(endpoints: EndpointRegistry, dispatcher: Dispatcher): Route[] {
  return [
    {
      method: 'POST',
      path: '/webhooks',
      handler: async (ctx) => json(endpoints.create(await ctx.body(createWebhookEndpointRequest)), 201),
    },
    {
      method: 'GET',
      path: '/sandbox/webhooks',
      extension: true,
      handler: (ctx) => json(paginate(endpoints.list(), listQuery(ctx.query))),
    },
    {
      method: 'GET',
      path: '/sandbox/webhooks/deliveries',
      extension: true,
      handler: (ctx) => {
        const page = listQuery(ctx.query);
        const status = enumParam(ctx.query, 'status', webhookDeliveryStatus.options);
        const event = enumParam(ctx.query, 'event', WEBHOOK_EVENT_KINDS);
        const eventId = ctx.query.get('event_id');
        const endpointId = ctx.query.get('endpoint_id');
        const matching = dispatcher
          .records()
          .filter(
            (d) =>
              (status === undefined || d.status === status) &&
              (event === undefined || d.event === event) &&
              (eventId === null || d.event_id === eventId) &&
              (endpointId === null || d.endpoint_id === endpointId),
          );
        return json(paginate(matching, page));
      },
    },
    {
      method: 'GET',
      path: '/sandbox/webhooks/deliveries/:id',
      extension: true,
      handler: (ctx) => json(dispatcher.get(ctx.params.id as string)),
    },
    {
      method: 'POST',
      path: '/sandbox/webhooks/deliveries/:id/retry',
      extension: true,
      handler: async (ctx) => json(await dispatcher.retry(ctx.params.id as string)),
    },
  ];
}
