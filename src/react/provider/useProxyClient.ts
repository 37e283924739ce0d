import type { ProxyClient } from 'paykit/client';
import { useEffect, useRef, useState } from 'react';
import { createProxyClient } from '../../client/proxy-client';

// Browser code sees no Node types; all it reads of `process` is what bundlers replace at build time.
declare const process: { env: { NODE_ENV?: string } } | undefined;

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
  // What the first render saw: the client is built from it, later renders only compare with it.
  const [first] = useState(() => ({ baseUrl, fetch }));
  // Built lazily, so a provider given a client never builds one; kept as state, so it is built once.
  const [own, setOwn] = useState(() => (given ? null : clientFrom(first)));
  const warned = useRef(false);
  useEffect(() => {
    // Written out here, not behind a shared constant: bundlers replace process.env.NODE_ENV, both
    // arms then read "production" and the test folds, so this warning never ships in production.
    // A page without a bundler has no `process` and counts as production.
    if ((typeof process === 'object' ? process.env.NODE_ENV : 'production') === 'production' || given || warned.current) return;
    const changed = first.baseUrl !== baseUrl ? 'baseUrl' : first.fetch !== fetch ? 'fetch' : null;
    if (!changed) return;
    warned.current = true;
    console.warn(
      `paykit: <PaykitProvider> \`${changed}\` changed after mount and is ignored; the provider keeps the client it created first. ` +
        'Pass a stable value (define fetch outside the component or with useCallback), or remount the provider with a new `key`.',
    );
  }, [given, baseUrl, fetch, first]);
  if (given) return given;
  if (own) return own;
  // The caller stopped passing a client: build ours now. React renders again at once with it
  // stored, before committing anything, so this one is the client from then on.
  const built = clientFrom(first);
  setOwn(built);
  return built;
}

function clientFrom({ baseUrl, fetch }: Pick<ProxyClientSource, 'baseUrl' | 'fetch'>): ProxyClient {
  return createProxyClient({ baseUrl, ...(fetch ? { fetch } : {}) });
}
