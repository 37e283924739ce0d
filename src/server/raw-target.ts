/**
 * The request target exactly as a client sent it, kept beside the Request by the Node adapter.
 * `new URL()` resolves `..`, `%2e%2e` and `\` before a handler sees the path, so without this a
 * raw `/api/paykit/payments/../balances` would arrive looking like `/api/paykit/balances`.
 */
const targets = new WeakMap<Request, string>();

export function rememberRawTarget(request: Request, target: string): void {
  targets.set(request, target);
}

/** The raw path (no query or fragment) of a request that came through the Node adapter. */
export function rawPathname(request: Request): string | undefined {
  const target = targets.get(request);
  if (target === undefined) return undefined;
  // Absolute-form targets ("GET http://host/path HTTP/1.1") carry the path after the authority.
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return path.split(/[?#]/, 1)[0] ?? '';
}
