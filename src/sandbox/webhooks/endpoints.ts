/** Registered webhook endpoints. Secrets stay in here; views handed out never carry them. */
import type { CreateWebhookEndpointRequest, CreatedWebhookEndpoint, WebhookEndpoint, WebhookEventKind } from 'paykit/schemas';
import type { SandboxCore } from '../core';
import { secureToken } from '../random';

export interface StoredEndpoint {
  view: WebhookEndpoint;
  secret: string;
}

export class EndpointRegistry {
  private readonly endpoints: StoredEndpoint[] = [];

  constructor(private readonly core: SandboxCore) {}

  create(request: CreateWebhookEndpointRequest): CreatedWebhookEndpoint {
    const view: WebhookEndpoint = {
      id: this.core.ids.next('webhookEndpoint'),
      url: request.url,
      events: [...request.events],
      created_at: this.core.clock.isoNow(),
      status: 'enabled',
    };
    // Web Crypto, not the seeded generator: two sandboxes with the same seed must not share secrets.
    const secret = secureToken('whsec_', 32);
    this.endpoints.push({ view, secret });
    return { ...copy(view), secret };
  }

  list(): WebhookEndpoint[] {
    return this.endpoints.map((e) => copy(e.view));
  }

  subscribedTo(kind: WebhookEventKind): StoredEndpoint[] {
    return this.endpoints.filter((e) => e.view.status === 'enabled' && e.view.events.includes(kind));
  }
}

function copy(view: WebhookEndpoint): WebhookEndpoint {
  return { ...view, events: [...view.events] };
}
