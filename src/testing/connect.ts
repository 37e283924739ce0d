/**
 * A test's handle on a sandbox that runs elsewhere (a Playwright global set-up started it; the
 * test runs in a worker process): the server client holding its key, the payment outcomes, and
 * the webhook registration a merchant's proxy needs. HTTP only, no node:*.
 */
import type { PaykitClient } from 'paykit/server';
import { createPaykitClient } from '../server/client';
import { createPaymentSimulators, type PaymentSimulators } from '../dev/payment-simulators';
import { PROXY_WEBHOOK_EVENTS } from '../dev/sandbox-backend';

/** Where a sandbox answers and the key it wants: what a global set-up hands to its tests. */
export interface TestSandboxAddress {
  /** The sandbox's root, e.g. `http://127.0.0.1:41234`: give it to your server as the service's base URL. */
  url: string;
  /** The sandbox's API key: give it to your server as its API key. */
  apiKey: string;
}

/** A sandbox a test can drive. */
export interface TestSandboxConnection extends TestSandboxAddress {
  /** The server client on the sandbox (its sandbox-only calls included: `client.sandbox.simulatePayment`…). */
  readonly client: PaykitClient;
  /**
   * Payment outcomes: payInFull (settled), payPart (underpaid), overpay, expire. Each resolves
   * with the payment as the sandbox now has it; its webhooks may still be on their way to your
   * server, so wait for the page to show the new state.
   */
  readonly simulate: { payment: PaymentSimulators };
  /**
   * Registers `url` (your proxy's `…/webhooks` route) for the events the proxy follows, and
   * resolves with the endpoint's signing secret: your proxy's `webhookSecret`.
   */
  registerWebhookEndpoint(url: string): Promise<string>;
}

/** Connects to a running sandbox (no request is made until you call something). */
export function connectTestSandbox(address: TestSandboxAddress): TestSandboxConnection {
  const client = createPaykitClient({ apiKey: address.apiKey, baseUrl: address.url, maxRetries: 0 });
  return {
    url: address.url,
    apiKey: address.apiKey,
    client,
    simulate: { payment: createPaymentSimulators(client) },
    async registerWebhookEndpoint(url) {
      const endpoint = await client.webhooks.create({ url, events: [...PROXY_WEBHOOK_EVENTS] });
      return endpoint.secret;
    },
  };
}
