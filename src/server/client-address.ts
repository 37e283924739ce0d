/** The peer address of a request that came through the Node adapter, kept beside the Request (for per-client rate limits). */
const addresses = new WeakMap<Request, string>();

export function rememberClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export function clientAddress(request: Request): string | undefined {
  return addresses.get(request);
}
