/**
 * Cross-origin rules. Same-origin pages need nothing. Listed origins get CORS headers with
 * credentials. A state-changing request from any other origin is refused outright — CORS
 * only hides the answer, it does not stop a cross-site POST from acting (CSRF).
 */
import { forbidden } from '../../web/http-error';

const ALLOWED_HEADERS = 'content-type, last-event-id';
const ALLOWED_METHODS = 'GET, POST';

export function corsHeaders(request: Request, origins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !origins.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

export function preflight(request: Request, origins: readonly string[]): Response {
  const headers = corsHeaders(request, origins);
  if (!headers['access-control-allow-origin']) {
    throw forbidden('This origin may not call the payment proxy');
  }
  return new Response(null, {
    status: 204,
    headers: { ...headers, 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '600' },
  });
}

/** Refuses a POST whose Origin is neither this one nor listed. Requests without Origin (servers, same-origin GETs) pass. */
export function checkOrigin(request: Request, origins: readonly string[]): void {
  if (request.method !== 'POST') return;
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin && origin !== 'null' && (sameHost(origin, request.url) || origins.includes(origin))) return;
  if (!origin && fetchSite !== 'cross-site') return;
  throw forbidden('Cross-site requests may not change anything here');
}

/**
 * Same site as the request: the host must match. The scheme may not — behind a load balancer
 * that ends TLS, the page is https:// while the request reaches us as http://.
 */
function sameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
