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
import { withSetCookie, type DemoIdentities } from './demo-identity';
import { HttpError, methodNotAllowed } from '../src/web/http-error';
import { requestSite } from '../src/web/same-origin';

export const STAFF_SESSION_PATH = '/dashboard/session';
/** The paths the sign-in takes (the caller routes them here). */
export const STAFF_SIGN_IN_PATHS = [STAFF_SESSION_PATH, '/dashboard/sign-in', '/dashboard/sign-out'] as const;
const ACTIONS: Record<string, 'sign-in' | 'sign-out'> = { '/dashboard/sign-in': 'sign-in', '/dashboard/sign-out': 'sign-out' };
const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Whether the browser says this request came from a page of this very origin, by the kit's one
 * same-origin rule (src/web/same-origin.ts): `Sec-Fetch-Site` decides when present (another
 * local port is `same-site`, refused), Origin against Host for a browser without it. Stricter
 * than the proxy in one way: a request carrying neither header is not the demo's page, whose
 * POST always carries Origin, so it signs nobody in.
 */
export function isSameOriginRequest(request: Request): boolean {
  return requestSite(request.headers, { host: request.headers.get('host') }) === 'same-origin';
}

/** Answers the staff sign-in routes (the caller has checked the Host); refusals are thrown, in the JSON envelope. */
export async function serveStaffSignIn(request: Request, path: string, identities: DemoIdentities): Promise<Response> {
  const action = ACTIONS[path];
  if (action === undefined) {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed('Use GET to read the staff session', ['GET', 'HEAD']);
    return answer(request.method === 'HEAD', { staff: identities.isStaffVisitor(request) });
  }
  // A GET could be a link or an <img> on any page: only the button's POST signs in or out.
  if (request.method !== 'POST') throw methodNotAllowed(`Use the dashboard’s button to ${action.replace('-', ' ')} (a POST)`, ['POST']);
  await request.body?.cancel(); // nothing in the body counts
  if (!isSameOriginRequest(request)) {
    throw new HttpError(
      403,
      'cross_origin_sign_in',
      `The demo store’s staff can ${action.replace('-', ' ')} only from the dashboard page itself: open /dashboard on this address and press the button there`,
    );
  }
  if (action === 'sign-out') {
    identities.signOutStaff(request);
    return answer(false, { staff: false });
  }
  return withSetCookie(answer(false, { staff: true }), identities.signInStaff(request));
}

function answer(head: boolean, body: { staff: boolean }): Response {
  return new Response(head ? null : JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE } });
}
