/**
 * Whether a browser sent a request from a page of the origin it addressed: the one rule every
 * same-origin check of the kit follows (the proxy's, the panel API's, the demo's staff sign-in).
 *
 * `Sec-Fetch-Site` is set by the browser and no page script can set or change it, so when it is
 * present it decides alone: `same-origin` (and `none`, a navigation the person started) is a page
 * of this origin, `same-site` and `cross-site` are not — whatever Origin and Host say. That is
 * what keeps a dev server's proxy working: Vite's `changeOrigin: true` and Next.js rewrites
 * rewrite Host to the backend's, while the browser rightly says `same-origin`.
 *
 * Only a browser without fetch metadata (before 2023) falls back to Origin, which must then name
 * the addressed host. A request with neither header is no browser's cross-origin request: a
 * server, curl, or a same-origin form of an old browser.
 */

/** How the request's headers are read (a Web `Headers`, or a wrapper around Node's). */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * What the request was addressed to: its `host` (the Host header, or X-Forwarded-Host from a
 * trusted proxy; the scheme is not compared, since a load balancer that ends TLS hands an https
 * page's request over as http), or its whole `origin` when the server knows its scheme.
 */
export type Addressed = { host: string | null } | { origin: string };

/** `same-origin`: a page of this origin. `cross-origin`: a page elsewhere. `unknown`: no browser evidence either way. */
export type RequestSite = 'same-origin' | 'cross-origin' | 'unknown';

export function requestSite(headers: HeaderReader, addressed: Addressed): RequestSite {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same-origin' : 'cross-origin';
  const origin = headers.get('origin');
  if (origin === null) return 'unknown';
  const page = parseOrigin(origin);
  if (page === null) return 'cross-origin'; // "null" (a sandboxed frame, a redirect across sites) and anything unparsable
  if ('origin' in addressed) return page.origin === addressed.origin.toLowerCase() ? 'same-origin' : 'cross-origin';
  return addressed.host !== null && page.host === addressed.host.toLowerCase() ? 'same-origin' : 'cross-origin';
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
