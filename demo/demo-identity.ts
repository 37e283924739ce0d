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
  /** Users who signed in on /dashboard as the demo merchant's staff (demo-only, see signInStaff). */
  private readonly staff = new Set<string>();

  constructor(private readonly maxSessions = MAX_DEMO_SESSIONS) {}

  /** The visitor's user id; a missing, made-up or forgotten session gets a new one, set as an HttpOnly cookie on `res`. */
  identify(req: IncomingMessage, res: ServerResponse): string {
    const session = this.sessionOf(req);
    if (session !== undefined) {
      const known = this.users.get(session) as string;
      this.users.delete(session);
      this.users.set(session, known);
      return known;
    }
    const user = randomId('u');
    this.startSession(user, res);
    return user;
  }

  /**
   * Demo-only staff sign-in (the dashboard's "Sign in as the store's staff", a same-origin POST
   * checked in staff-sign-in.ts): the visitor becomes the demo merchant's staff, kept here on the
   * server side of the session, never a value the browser sends. The raised privilege gets a new
   * session id, so a session id planted in the browser beforehand (a page on another local port
   * can set cookies for this host) is no way in. A real merchant checks its own staff sign-in.
   */
  signInStaff(req: IncomingMessage, res: ServerResponse): void {
    const session = this.sessionOf(req);
    const user = session === undefined ? randomId('u') : (this.users.get(session) as string);
    if (session !== undefined) this.users.delete(session);
    this.startSession(user, res);
    this.staff.add(user);
  }

  /** The visitor is a shopper again (their session and account stay). */
  signOutStaff(req: IncomingMessage): void {
    const session = this.sessionOf(req);
    if (session !== undefined) this.staff.delete(this.users.get(session) as string);
  }

  /** Whether the visitor's session is the demo merchant's staff; creates no session. */
  isStaffVisitor(req: IncomingMessage): boolean {
    const session = this.sessionOf(req);
    return session !== undefined && this.staff.has(this.users.get(session) as string);
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

  /** Whether the request's session is the demo merchant's staff (it signed in on /dashboard). */
  isStaff(request: Request): boolean {
    const user = this.byRequest.get(request);
    return user !== undefined && this.staff.has(user);
  }

  /** The request's session id when this process handed it out and still keeps it. */
  private sessionOf(req: IncomingMessage): string | undefined {
    const session = readCookie(req.headers.cookie, DEMO_COOKIE);
    return session !== undefined && SESSION_ID.test(session) && this.users.has(session) ? session : undefined;
  }

  private startSession(user: string, res: ServerResponse): void {
    const session = randomId('s');
    this.users.set(session, user);
    this.forgetOldest();
    res.appendHeader('set-cookie', `${DEMO_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`);
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
