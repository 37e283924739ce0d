/**
 * What the Node adapter knows about a request that a Web `Request` cannot carry, kept beside it
 * for merchants' own policies: the peer address and the framework's own request object (so a
 * policy can read an Express `req.session`). The kit's handlers never read it: they take the
 * connection's facts as their second argument (web/connection.ts), which works on any runtime.
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
