/**
 * The sandbox's stand-in for the selfie check a customer is redirected to: one self-contained HTML
 * page (no scripts, no external assets) whose buttons post the outcome back to the same URL.
 */
import { htmlPage } from '../html-page';

export type LivenessPage =
  { kind: 'check'; expiresAt: number; now: number } | { kind: 'done'; outcome: 'pass' | 'fail' } | { kind: 'gone'; reason: 'unknown' | 'expired' | 'used' };

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f4f5f7; color: #1b1f24; }
  main { background: #fff; padding: 2rem; border-radius: 12px; max-width: 26rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  form { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.1rem; border-radius: 8px; border: 1px solid #1b1f24; cursor: pointer; }
  button[value="pass"] { background: #1b1f24; color: #fff; }
  button:focus-visible { outline: 3px solid #4c8dff; outline-offset: 2px; }
  .note { color: #57606a; font-size: 0.875rem; }
`;

const sandboxPage = (title: string, body: string): string => htmlPage(title, STYLE, body);

const GONE: Record<Extract<LivenessPage, { kind: 'gone' }>['reason'], string> = {
  unknown: 'This selfie check link is not valid.',
  expired: 'This selfie check link has expired. Ask for a new one and try again.',
  used: 'This selfie check link has already been used.',
};

export function renderLivenessPage(page: LivenessPage): string {
  switch (page.kind) {
    case 'check':
      return sandboxPage(
        'Selfie check',
        `
    <h1>Selfie check (sandbox)</h1>
    <p>In production the customer takes a live selfie here. In the sandbox, choose the outcome.</p>
    <p class="note">${expiryNote(page.expiresAt, page.now)}</p>
    <form method="post">
      <button type="submit" name="outcome" value="pass">Complete selfie check</button>
      <button type="submit" name="outcome" value="fail">Fail</button>
    </form>`,
      );
    case 'done':
      return sandboxPage(
        page.outcome === 'pass' ? 'Selfie check complete' : 'Selfie check failed',
        `
    <h1 role="status">${page.outcome === 'pass' ? 'Selfie check complete' : 'Selfie check failed'}</h1>
    <p>You can close this window and return to the previous window.</p>`,
      );
    case 'gone':
      return sandboxPage(
        'Selfie check unavailable',
        `
    <h1>Selfie check unavailable</h1>
    <p>${GONE[page.reason]}</p>`,
      );
  }
}

/**
 * When the link stops working, for a person: minutes left on the sandbox's clock (which tests may
 * have moved) and the time in UTC, since a page without scripts cannot know the reader's zone.
 */
function expiryNote(expiresAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((expiresAt - now) / 60_000));
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(expiresAt);
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(expiresAt);
  const words = `${time} UTC on ${date}`;
  return `This link expires in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, at <time datetime="${new Date(expiresAt).toISOString()}">${words}</time>.`;
}

/** HTML answer; the token is in the URL, so nothing is cached or sent on as a referrer. */
export function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // No site may frame it: a framed page could trick the customer into pressing its buttons.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    },
  });
}
