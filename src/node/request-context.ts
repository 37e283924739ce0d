/**
 * What the Node adapter knows about a request that a Web `Request` cannot carry, kept beside
 * it: the peer address (per-client rate limits), the raw request target (`new URL()` resolves
 * `..`, `%2e%2e` and `\` before a handler sees the path, so a raw
 * `/api/paykit/payments/../balances` would otherwise arrive as `/api/paykit/balances`), and the
 * framework's own request object (so a policy can read an Express `req.session`).
 */
interface NodeContext {
  remoteAddress: string | undefined;
  rawTarget: string;
  incoming: unknown;
}

const contexts = new WeakMap<Request, NodeContext>();

/** Keeps what the adapter knew about `request`'s Node origin, for the readers below. */
export function rememberNodeContext(request: Request, context: NodeContext): void {
  contexts.set(request, context);
}

/** The peer address of a request that came through the Node adapter. */
export function clientAddress(request: Request): string | undefined {
  return contexts.get(request)?.remoteAddress;
}

/** The Node/Express request object behind a Web Request (e.g. to read `req.session` in resolveAccount). */
export function incomingMessageOf<T = unknown>(request: Request): T | undefined {
  return contexts.get(request)?.incoming as T | undefined;
}

/** The raw path (no query or fragment) of a request that came through the Node adapter. */
export function rawPathname(request: Request): string | undefined {
  const target = contexts.get(request)?.rawTarget;
  if (target === undefined) return undefined;
  // Absolute-form targets ("GET http://host/path HTTP/1.1") carry the path after the authority.
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return path.split(/[?#]/, 1)[0] ?? '';
}
