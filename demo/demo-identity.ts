/**
 * The demo's notion of "signed in": an HttpOnly cookie holding an opaque random session id,
 * mapped here to a user id that never leaves the server. The user id is what the demo's accounts
 * are filed under (their reference id, shown in the panel), so it must not work as a cookie: a
 * value read in the panel or guessed is no way in. A real merchant uses its own session.
 */
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

/** A visitor as identified: their user id, and the Set-Cookie value the answer carries when their session is new. */
export interface Visit {
  user: string;
  setCookie?: string;
}

/** `response` carrying `setCookie` (when there is one); a Response with immutable headers is copied. */
export function withSetCookie(response: Response, setCookie: string | undefined): Response {
  if (setCookie === undefined) return response;
  try {
    response.headers.append('set-cookie', setCookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append('set-cookie', setCookie);
    return copy;
  }
}

/** Visitors by session, the Web Requests they sent, and the connected account each opened. */
export class DemoIdentities {
  /** session id → user id, least recently used first. */
  private readonly users = new Map<string, string>();
  private readonly byRequest = new WeakMap<Request, string>();
  private readonly accounts = new Map<string, string>();
  /** Users who signed in on /dashboard as the demo merchant's staff (demo-only, see signInStaff). */
  private readonly staff = new Set<string>();

  constructor(private readonly maxSessions = MAX_DEMO_SESSIONS) {}

  /** The visitor; a missing, made-up or forgotten session gets a new one, whose HttpOnly cookie the answer is to set. */
  identify(request: Request): Visit {
    const session = this.sessionOf(request);
    if (session !== undefined) {
      const known = this.users.get(session) as string;
      this.users.delete(session);
      this.users.set(session, known);
      return { user: known };
    }
    const user = randomId('u');
    return { user, setCookie: this.startSession(user) };
  }

  /**
   * Demo-only staff sign-in (the dashboard's "Sign in as the store's staff", a same-origin POST
   * checked in staff-sign-in.ts): the visitor becomes the demo merchant's staff, kept here on the
   * server side of the session, never a value the browser sends. The raised privilege gets a new
   * session id, so a session id planted in the browser beforehand (a page on another local port
   * can set cookies for this host) is no way in. A real merchant checks its own staff sign-in.
   * Returns the new session's Set-Cookie value, for the answer.
   */
  signInStaff(request: Request): string {
    const session = this.sessionOf(request);
    const user = session === undefined ? randomId('u') : (this.users.get(session) as string);
    if (session !== undefined) this.users.delete(session);
    const setCookie = this.startSession(user);
    this.staff.add(user);
    return setCookie;
  }

  /** The visitor is a shopper again (their session and account stay). */
  signOutStaff(request: Request): void {
    const session = this.sessionOf(request);
    if (session !== undefined) this.staff.delete(this.users.get(session) as string);
  }

  /** Whether the visitor's session is the demo merchant's staff; creates no session. */
  isStaffVisitor(request: Request): boolean {
    const session = this.sessionOf(request);
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
  private sessionOf(request: Request): string | undefined {
    const session = readCookie(request.headers.get('cookie') ?? undefined, DEMO_COOKIE);
    return session !== undefined && SESSION_ID.test(session) && this.users.has(session) ? session : undefined;
  }

  /** A new session for `user`; its Set-Cookie value. */
  private startSession(user: string): string {
    const session = randomId('s');
    this.users.set(session, user);
    this.forgetOldest();
    return `${DEMO_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`;
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
