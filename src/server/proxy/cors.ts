/**
 * Cross-origin rules. Same-origin pages need nothing. Listed origins get CORS headers with
 * credentials. A state-changing request from any other origin is refused outright — CORS
 * only hides the answer, it does not stop a cross-site POST from acting (CSRF).
 */
import { forbidden } from '../../web/http-error';
import { requestSite } from '../../web/same-origin';

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

/**
 * Refuses a POST from a page of another origin unless that origin is listed, by the rule of
 * src/web/same-origin.ts: the browser's own `Sec-Fetch-Site` decides when present (`same-origin`
 * or `none` passes, `same-site` and `cross-site` do not), so a dev server's proxy that rewrites
 * Host (Vite's `changeOrigin`, Next.js rewrites) still passes. Only an older browser's Origin is
 * compared with the addressed host: the `Host` header (not request.url, which frameworks such
 * as Next.js rebuild from their own address), or `X-Forwarded-Host` when the proxy in front is
 * trusted to set it. Requests with neither header (servers, curl) pass.
 */
export function checkOrigin(request: Request, origins: readonly string[], trustProxy = false): void {
  if (request.method !== 'POST') return;
  const origin = request.headers.get('origin');
  if (origin && origins.includes(origin)) return;
  if (requestSite(request.headers, { host: addressedHost(request, trustProxy) }) === 'cross-origin') throw crossSite();
}

const crossSite = () => forbidden('Cross-site requests may not change anything here');

/** An Origin header is logged this far: it is the sender's to write. */
const MAX_LOGGED_ORIGIN = 200;

/** A browser's cross-origin request the page never learns the fate of, as the server's log says it. */
export interface CrossOriginRefusal {
  /** The page's origin, as its Origin header said it (cut to 200 characters). */
  origin: string;
  /** What was refused and why, for the operator. */
  reason: string;
}

/**
 * Why a page on another origin got nothing it can use from this answer, or null when it did (or
 * the request is no browser's cross-origin request). The browser hides a CORS failure from the
 * page's script ("Failed to fetch") and a 403 body from it too, so the server's log is the only
 * place the operator can read it: a refused preflight, a refused cross-site POST, or an answer
 * sent without `Access-Control-Allow-Origin` (the browser drops it). Judged from the answer, so it
 * holds whatever list the proxy was given.
 */
export function crossOriginRefusal(request: Request, response: Response, trustProxy = false): CrossOriginRefusal | null {
  const origin = request.headers.get('origin');
  if (origin === null || response.headers.has('access-control-allow-origin')) return null;
  if (requestSite(request.headers, { host: addressedHost(request, trustProxy) }) !== 'cross-origin') return null;
  const shown = origin.length > MAX_LOGGED_ORIGIN ? `${origin.slice(0, MAX_LOGGED_ORIGIN)}…` : origin;
  const why = `${shown} is not an allowed origin (corsOrigins; PAYKIT_CORS_ORIGINS for paykit-checkout)`;
  if (request.method === 'OPTIONS') return { origin: shown, reason: `CORS preflight refused: ${why}` };
  if (request.method === 'POST' && response.status === 403) return { origin: shown, reason: `cross-site POST refused: ${why}` };
  return { origin: shown, reason: `answer unreadable to the page: ${why}` };
}

/**
 * The host the browser sent the request to. The scheme is not compared: behind a load balancer
 * that ends TLS, the page is https:// while the request reaches us as http://.
 */
function addressedHost(request: Request, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || request.headers.get('host')) ?? hostOf(request.url);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
