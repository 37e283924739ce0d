/** Webhooks in the emulator: endpoint registration, the event bus, signed deliveries with retries. */
import type { WebhookEventKind } from 'paykit/schemas';
import type { EventBus, EventKind, SandboxCore } from '../core';
import type { Domain } from '../route';
import { Dispatcher, type DeliveryRecord } from './dispatcher';
import { EndpointRegistry } from './endpoints';
import { webhookRoutes } from './routes';

export { RETRY_DELAYS_MS, type DeliveryRecord } from './dispatcher';

export interface WebhooksDomain extends Domain {
  bus: EventBus;
  /** Resolves when no delivery attempt is in flight and none that fell due is waiting. */
  idle(): Promise<void>;
  /** Every delivery, oldest first (copies). */
  deliveries(): DeliveryRecord[];
}

// The core's EventKind and the schema's kinds must stay the same list.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsAgree: Same<EventKind, WebhookEventKind> = true;
void kindsAgree;

export function createWebhooksDomain(core: SandboxCore): WebhooksDomain {
  const endpoints = new EndpointRegistry(core);
  const dispatcher = new Dispatcher(core, endpoints);
  return {
    routes: webhookRoutes(endpoints, dispatcher),
    bus: { emit: (kind, data) => dispatcher.emit(kind, data) },
    idle: () => dispatcher.idle(),
    deliveries: () => dispatcher.records(),
  };
}
