/**
 * One proxy client per proxy URL for the whole page. A client's registry shares one live
 * connection among the subscribers of a payment (client/registry.ts), so two elements showing
 * the same payment through the same proxy open one event stream between them, not two.
 */
import type { ProxyClient } from 'paykit/client';
import { createProxyClient } from '../client/proxy-client';

/** Where an element talks to when it names no proxy-url: the same default as PaykitProvider. */
export const DEFAULT_PROXY_URL = '/api/paykit';

const clients = new Map<string, ProxyClient>();

/** The page's client of `proxyUrl`, created on first use. */
export function sharedClient(proxyUrl: string = DEFAULT_PROXY_URL): ProxyClient {
  let client = clients.get(proxyUrl);
  if (!client) {
    client = createProxyClient({ baseUrl: proxyUrl });
    clients.set(proxyUrl, client);
  }
  return client;
}
