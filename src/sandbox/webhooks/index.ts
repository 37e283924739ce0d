// PLACEHOLDER — the webhooks helper replaces this file.
import type { Domain, EventBus, SandboxCore } from '../core';

export interface DeliveryRecord {
  id: string;
}

export interface WebhooksDomain extends Domain {
  bus: EventBus;
  idle(): Promise<void>;
  deliveries(): DeliveryRecord[];
}

export function createWebhooksDomain(_core: SandboxCore): WebhooksDomain {
  return { routes: [], bus: { emit() {} }, idle: async () => {}, deliveries: () => [] };
}
