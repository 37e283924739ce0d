/**
 * The demo's notion of "signed in": an HttpOnly cookie holding an opaque random session id,
 * mapped here to a user id that never leaves the server. The user id is what the demo's accounts
 * are filed under (their reference id, shown in the panel), so it must not work as a cookie: a
 * value read in the panel or guessed is no way in. A real merchant uses its own session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/** The cookie holding the demo visitor's session id. */
export const DEMO_COOKIE = 'paykit_demo_session';

/**
 * Sessions kept at most; the oldest unused one is forgotten first (with its account link), so a
 * flood of cookie-less requests cannot grow memory without bound. Sessions live as long as the
 * process: a restart signs every visitor out, as it also empties the in-process sandbox.
 */
export const MAX_DEMO_SESSIONS = 10_000;

const SESSION_ID = /^s_[0-9a-f]{32}$/;

const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/** Visitors by session, the Web Requests they sent, and the connected account each opened. */
export class DemoIdentities {
  /** session id → user id, least recently used first. */
  private readonly users = new Map<string, string>();
  private readonly byRequest = new WeakMap<Request, string>();
  private readonly accounts = new Map<string, string>();
  /** Users whose session opened /dashboard: the demo merchant's staff (demo-only, see markStaff). */
  private readonly staff = new Set<string>();

  constructor(private readonly maxSessions = MAX_DEMO_SESSIONS) {}

  /** The visitor's user id; a missing, made-up or forgotten session gets a new one, set as an HttpOnly cookie on `res`. */
  identify(req: IncomingMessage, res: ServerResponse): string {
    const session = readCookie(req.headers.cookie, DEMO_COOKIE);
    const known = session !== undefined && SESSION_ID.test(session) ? this.users.get(session) : undefined;
    if (session !== undefined && known !== undefined) {
      this.users.delete(session);
      this.users.set(session, known);
      return known;
    }
    const fresh = randomId('s');
    const user = randomId('u');
    this.users.set(fresh, user);
    this.forgetOldest();
    res.appendHeader('set-cookie', `${DEMO_COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`);
    return user;
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

  /**
   * Demo-only staff sign-in: opening /dashboard makes this session the demo merchant's staff, kept
   * here on the server side of the session, never a value the browser sends. A real merchant
   * checks its own staff sign-in instead.
   */
  markStaff(userId: string): void {
    this.staff.add(userId);
  }

  /** Whether the request's session is the demo merchant's staff (it opened /dashboard). */
  isStaff(request: Request): boolean {
    const user = this.byRequest.get(request);
    return user !== undefined && this.staff.has(user);
  }

  private forgetOldest(): void {
    while (this.users.size > this.maxSessions) {
      const [session, user] = this.users.entries().next().value as [string, string];
      this.users.delete(session);
      this.accounts.delete(user);
      this.staff.delete(user);
    }
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
