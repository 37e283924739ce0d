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
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${extraImgSrc ? ` ${extraImgSrc}` : ''}`,
    "connect-src 'self'",
    "frame-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
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
