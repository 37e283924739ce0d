/**
 * The service's client as the proxy and the hosted checkout both make it from a key: one time
 * limit per call, a bounded answer, and a word to the operator when a sandbox behind it restarts.
 */
import { PaykitError } from '../shared/errors';
import { createPaykitClient, type PaykitClient } from './client';

export interface UpstreamKey {
  apiKey?: string;
  /** The service root in front of /v1. */
  baseUrl?: string;
  /** See ClientOptions.maxResponseBytes (default 1 MiB). */
  maxResponseBytes?: number;
}

/** A client for `key`; `missing` is the error's words when the key or the root is not given. */
export function upstreamClientFor(key: UpstreamKey, onError: (error: unknown) => void, missing: string): PaykitClient {
  const { apiKey, baseUrl } = key;
  if (!apiKey || !baseUrl) throw new PaykitError(missing);
  return createPaykitClient({
    apiKey,
    baseUrl,
    timeoutMs: 10_000,
    maxResponseBytes: key.maxResponseBytes,
    onSandboxRestart: () =>
      onError(
        new PaykitError(
          `The sandbox at ${baseUrl} restarted: it has forgotten every payment and webhook endpoint. Register this server's webhook endpoint with it again (payments shown before the restart will not change), and restart this server to drop them.`,
        ),
      ),
  });
}
