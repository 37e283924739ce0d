import { useEffect, useRef } from 'react';
import { createProxyClient, type ProxyClient } from '../../client/proxy-client';
import { isDevelopment } from '../internal/dev';

/** What the provider builds its client from. */
export interface ProxyClientSource {
  /** A ready client: used as given (its identity is the caller's to keep). */
  client?: ProxyClient | undefined;
  /** Read once, at mount. */
  baseUrl: string;
  /** Read once, at mount. */
  fetch?: typeof fetch | undefined;
}

/**
 * The provider's proxy client, created once for the provider's lifetime. A new client would
 * mean new requests and new status subscriptions, and an inline `fetch={…}` changes identity
 * on every render; so, as react-stripe-js does for its `stripe` prop, later changes to
 * `baseUrl` or `fetch` are ignored, with one warning in development.
 */
export function useProxyClient({ client: given, baseUrl, fetch }: ProxyClientSource): ProxyClient {
  const first = useRef({ baseUrl, fetch });
  const own = useRef<ProxyClient | null>(null);
  // Created lazily (the ref-initialisation pattern), so a provider given a client never builds one.
  if (!given && !own.current) own.current = createProxyClient({ baseUrl: first.current.baseUrl, ...(first.current.fetch ? { fetch: first.current.fetch } : {}) });
  const warned = useRef(false);
  useEffect(() => {
    if (!isDevelopment || given || warned.current) return;
    const changed = first.current.baseUrl !== baseUrl ? 'baseUrl' : first.current.fetch !== fetch ? 'fetch' : null;
    if (!changed) return;
    warned.current = true;
    console.warn(
      `paykit: <PaykitProvider> \`${changed}\` changed after mount and is ignored; the provider keeps the client it created first. ` +
        'Pass a stable value (define fetch outside the component or with useCallback), or remount the provider with a new `key`.',
    );
  }, [given, baseUrl, fetch]);
  return given ?? (own.current as ProxyClient);
}
