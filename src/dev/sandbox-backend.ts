/**
 * What every dev backend is made of: a sandbox, the server client talking to it, a webhook
 * endpoint registered with it for the events the proxy follows, and the proxy handler verifying
 * those webhooks, opening accounts by the platform's rule. Where the sandbox and the proxy live
 * (the same page, the same process over HTTP) is the caller's choice.
 */
import type { WebhookEventKind } from 'paykit/schemas';
import type { PaykitClient, PaykitHandlerOptions, PaykitPolicies, PaykitUpstreamOptions, PaykitWebhookOptions } from 'paykit/server';
import type { Sandbox } from 'paykit/sandbox';
import { createPaykitClient } from '../server/client';
import { createPaykitHandler } from '../server/proxy/handler';
import { platformAccountFields } from './account-fields';

/** The events the proxy's status views move on. */
export const PROXY_WEBHOOK_EVENTS: readonly WebhookEventKind[] = ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'];

/** How the pieces reach each other, and what the proxy decides. */
export interface SandboxBackendOptions {
  /** The sandbox to run against; its API key is the server client's. */
  sandbox: Sandbox;
  /** The sandbox's base URL as the server client calls it (a real URL, or a made-up origin served by `fetch`). */
  sandboxUrl: string;
  /** How the server client reaches the sandbox (default: the global fetch). */
  fetch?: typeof fetch;
  /** The server client's retries of failed calls (default: the client's own). */
  maxRetries?: number;
  /** Where the sandbox delivers webhooks: the proxy's `/webhooks` route. */
  webhookUrl: string;
  /** The signed-in user a proxy request comes from: the account's reference id and email local part. */
  userOf: (request: Request) => string;
  /** Domain of the email given to an account whose user typed none. */
  emailDomain: string;
  /** The rest of the proxy's options; the client, the webhook secret and the account rule are set here. */
  proxy: Omit<PaykitHandlerOptions, 'upstream' | 'policies' | 'webhooks'> & {
    upstream?: Omit<PaykitUpstreamOptions, 'client' | 'apiKey' | 'baseUrl'>;
    policies?: Omit<PaykitPolicies, 'createAccount'>;
    webhooks?: Omit<PaykitWebhookOptions, 'secret'>;
  };
}

/** A wired backend. */
export interface SandboxBackend {
  /** The server client (holding the sandbox's key). */
  client: PaykitClient;
  /** The proxy handler, as `createPaykitHandler` returns it. */
  proxy: (request: Request) => Promise<Response>;
}

/** Registers the proxy's webhook receiver with the sandbox, then builds the proxy around the server client. */
export async function createSandboxBackend(options: SandboxBackendOptions): Promise<SandboxBackend> {
  const { sandbox, userOf, emailDomain } = options;
  const client = createPaykitClient({ apiKey: sandbox.apiKey, baseUrl: options.sandboxUrl, fetch: options.fetch, maxRetries: options.maxRetries });
  const endpoint = await client.webhooks.create({ url: options.webhookUrl, events: [...PROXY_WEBHOOK_EVENTS] });
  const proxy = createPaykitHandler({
    ...options.proxy,
    upstream: { ...options.proxy.upstream, client },
    webhooks: { ...options.proxy.webhooks, secret: endpoint.secret },
    policies: { ...options.proxy.policies, createAccount: (request, body) => platformAccountFields(userOf(request), body, emailDomain) },
  });
  return { client, proxy };
}
