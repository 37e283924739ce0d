/**
 * The demo's staff sign-in, behind the dashboard's "Sign in as the store's staff" button. Staff
 * move the demo merchant's money (balances, FX, payment links, transactions), so becoming staff
 * is a POST that only the demo's own page can send: opening /dashboard, a link or an <img> from
 * another site or another port on this machine (the same site, not the same origin) signs nobody in.
 *
 *   GET  /dashboard/session   → { staff: boolean } (the page asks on load)
 *   POST /dashboard/sign-in   → { staff: true }, on a new session id
 *   POST /dashboard/sign-out  → { staff: false }
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoIdentities } from './demo-identity';
import { HttpError } from '../src/web/http-error';
import { requestSite } from '../src/web/same-origin';

export const STAFF_SESSION_PATH = '/dashboard/session';
const ACTIONS: Record<string, 'sign-in' | 'sign-out'> = { '/dashboard/sign-in': 'sign-in', '/dashboard/sign-out': 'sign-out' };

/** Whether `path` is one of the staff sign-in routes (answered by `serveStaffSignIn`). */
export function isStaffSignInPath(path: string): boolean {
  return path === STAFF_SESSION_PATH || ACTIONS[path] !== undefined;
}

/**
 * Whether the browser says this request came from a page of this very origin, by the kit's one
 * same-origin rule (src/web/same-origin.ts): `Sec-Fetch-Site` decides when present (another
 * local port is `same-site`, refused), Origin against Host for a browser without it. Stricter
 * than the proxy in one way: a request carrying neither header is not the demo's page, whose
 * POST always carries Origin, so it signs nobody in.
 */
export function isSameOriginRequest(req: IncomingMessage): boolean {
  const headers = { get: (name: string) => singleHeader(req.headers[name]) };
  return requestSite(headers, { host: req.headers.host ?? null }) === 'same-origin';
}

function singleHeader(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Answers the staff sign-in routes (the caller has checked the Host). */
export function serveStaffSignIn(req: IncomingMessage, res: ServerResponse, path: string, identities: DemoIdentities): void {
  const action = ACTIONS[path];
  if (action === undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method_not_allowed', 'Use GET to read the staff session', 'GET, HEAD');
    return answer(res, req.method === 'HEAD', { staff: identities.isStaffVisitor(req) });
  }
  // A GET could be a link or an <img> on any page: only the button's POST signs in or out.
  if (req.method !== 'POST') return refuse(res, 405, 'method_not_allowed', `Use the dashboard’s button to ${action.replace('-', ' ')} (a POST)`, 'POST');
  req.resume(); // nothing in the body counts
  if (!isSameOriginRequest(req)) {
    return refuse(
      res,
      403,
      'cross_origin_sign_in',
      `The demo store’s staff can ${action.replace('-', ' ')} only from the dashboard page itself: open /dashboard on this address and press the button there`,
    );
  }
  if (action === 'sign-in') identities.signInStaff(req, res);
  else identities.signOutStaff(req);
  return answer(res, false, { staff: action === 'sign-in' });
}

function answer(res: ServerResponse, head: boolean, body: { staff: boolean }): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(head ? undefined : JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, code: string, message: string, allow?: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(allow ? { allow } : {}),
  });
  res.end(JSON.stringify(new HttpError(status, code, message).toEnvelope()));
}
