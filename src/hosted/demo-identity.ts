/**
 * The demo's notion of "signed in": an HttpOnly cookie with a random user id, each user with
 * their own connected account once they start onboarding. A real merchant uses its session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/** The cookie holding the demo visitor's user id. */
export const DEMO_COOKIE = 'paykit_demo_user';
const USER_ID = /^u_[0-9a-f]{32}$/;

/** Visitors by cookie, the Web Requests they sent, and the connected account each opened. */
export class DemoIdentities {
  private readonly byRequest = new WeakMap<Request, string>();
  private readonly accounts = new Map<string, string>();

  /** The visitor's user id from the cookie, or a new one set as an HttpOnly cookie on `res`. */
  identify(req: IncomingMessage, res: ServerResponse): string {
    const existing = readCookie(req.headers.cookie, DEMO_COOKIE);
    if (existing && USER_ID.test(existing)) return existing;
    const id = `u_${randomBytes(16).toString('hex')}`;
    res.appendHeader('set-cookie', `${DEMO_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`);
    return id;
  }

  /** Ties a Web Request (as the proxy sees it) to the user it came from. */
  attach(request: Request, userId: string): void {
    this.byRequest.set(request, userId);
  }

  /** The user a Web Request was attached to. */
  userOf(request: Request): string | undefined {
    return this.byRequest.get(request);
  }

  /** The connected account of the request's user, or null before they open one. */
  accountOf(request: Request): string | null {
    const user = this.byRequest.get(request);
    return (user && this.accounts.get(user)) ?? null;
  }

  /** Remembers the account the request's user just opened. */
  linkAccount(request: Request, accountId: string): void {
    const user = this.byRequest.get(request);
    if (user) this.accounts.set(user, accountId);
  }
}

/** The value of cookie `name` in a Cookie header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
