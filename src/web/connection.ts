/**
 * What an HTTP edge knows about a request's connection that a Web `Request` cannot carry: the
 * peer address (per-client limits) and the raw request target (`new URL()` resolves `..`,
 * `%2e%2e` and `\` before a handler sees the path, so a raw `/api/paykit/payments/../balances`
 * would otherwise arrive as `/api/paykit/balances`). An adapter fills it (the Node one does) and
 * hands it to the handler as its second argument; a mounted handler gets what its parent got.
 * On a runtime that knows neither, it is absent and the handler uses the URL.
 */

/** A request's connection facts, passed explicitly beside the Request (never kept in a side table). */
export interface ConnectionInfo {
  /** The peer's address as the socket saw it (undefined: not known on this runtime). */
  remoteAddress?: string;
  /** The request target exactly as sent on the request line, e.g. "/api/paykit/payments/../balances?x=1". */
  rawTarget?: string;
}

/** The path of a raw request target, without its query or fragment (an absolute-form target loses its scheme and authority). */
export function rawPathOf(target: string): string {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** The path a handler should route on: the raw target's when the connection gave one, else the URL's (already normalised). */
export function requestPath(request: Request, connection: ConnectionInfo | undefined): string {
  return connection?.rawTarget === undefined ? new URL(request.url).pathname : rawPathOf(connection.rawTarget);
}
