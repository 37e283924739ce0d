/**
 * Headers of every page `npm start` serves. The CSP is strict: scripts and styles only from
 * this origin (no 'unsafe-inline', no 'unsafe-eval'); the QR code is a data: image.
 */
export interface PagePolicy {
  /** Who may frame the pages (the demo store frames /pay in its overlay). */
  frameAncestors: string;
  /** Image sources beyond 'self' and data: ('blob:' for the document uploader's previews on /onboarding). */
  extraImgSrc?: string;
}

export function contentSecurityPolicy({ frameAncestors, extraImgSrc }: PagePolicy): string {
  const ancestors = expressible(frameAncestors);
  const images = expressible(extraImgSrc ?? '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${images ? ` ${images}` : ''}`,
    "connect-src 'self'",
    "frame-src 'self'",
    // An empty list would be a syntax error, which browsers read as no restriction at all.
    `frame-ancestors ${ancestors || "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The sources a browser accepts. CSP's host grammar has names and IPv4 only: an IPv6 literal such
 * as `http://[::1]:5301` is refused with a console error on every load (and matches nothing), so
 * it is left out; a page on [::1] is still 'self' to itself.
 */
function expressible(sources: string): string {
  return sources
    .split(/\s+/)
    .filter((source) => source !== '' && !source.includes('['))
    .join(' ');
}

export function pageHeaders(policy: PagePolicy = { frameAncestors: "'self'" }): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(policy),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}
