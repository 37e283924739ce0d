/**
 * The demo's notion of "signed in": an HttpOnly cookie with a random user id, each user with
 * their own connected account once they start onboarding. A real merchant uses its session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export const DEMO_COOKIE = 'paykit_demo_user';
const USER_ID = /^u_[0-9a-f]{32}$/;

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

  userOf(request: Request): string | undefined {
    return this.byRequest.get(request);
  }

  accountOf(request: Request): string | null {
    const user = this.byRequest.get(request);
    return (user && this.accounts.get(user)) ?? null;
  }

  linkAccount(request: Request, accountId: string): void {
    const user = this.byRequest.get(request);
    if (user) this.accounts.set(user, accountId);
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
