/** A failure the proxy answers itself, always as the JSON error envelope. */
export class ProxyError extends Error {
  override name = 'ProxyError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { headers?: Record<string, string>; param?: string } = {},
  ) {
    super(message);
  }
}

export function errorEnvelope(error: ProxyError, extraHeaders: Record<string, string> = {}): Response {
  const body: Record<string, string> = { code: error.code, message: error.message };
  if (error.extra.param) body.param = error.extra.param;
  return new Response(JSON.stringify({ error: body }), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...error.extra.headers, ...extraHeaders },
  });
}
