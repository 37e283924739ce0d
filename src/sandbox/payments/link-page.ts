/**
 * What a payment link's `url` opens on the sandbox (`<origin>/pay/pl_…`). The real service's url
 * is its own hosted payment page; the sandbox has none to offer, so it answers with a small,
 * honest page: the link's amount, currency, description and status, and how to pay it here. No
 * scripts, no external assets, its one style sheet pinned by hash. Public, as the service's page
 * is, and served by a strict sandbox too: the url is in the service's own answer.
 */
import type { PaymentLinkStatus } from 'paykit/schemas';
import { escapeHtml, htmlPage } from '../html-page';
import type { LinkRecord } from './store';

/** The path a link's default url has (links.ts checkoutUrl); the id is checked against the store. */
export const LINK_PAGE_PATH = /^\/pay\/([A-Za-z0-9_]{1,64})$/;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1f24}
main{background:#fff;padding:2rem;border-radius:12px;max-width:30rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}
h1{font-size:1.25rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}dd{margin:0}
code{background:#eef0f3;padding:0 .25rem;border-radius:4px;overflow-wrap:anywhere}.note{color:#57606a;font-size:.875rem}`;

const sandboxPage = (title: string, body: string): string => htmlPage(title, STYLE, body);

const STATUS_WORDS: Record<PaymentLinkStatus, string> = {
  active: 'Open: waiting to be paid',
  paid: 'Paid',
  expired: 'Expired: it can no longer be paid',
  deactivated: 'Deactivated: it can no longer be paid',
};

let styleHash: Promise<string> | undefined;

/** The style sheet's CSP source: computed once, with Web Crypto (the sandbox also runs in browsers). */
function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((digest) => {
    const bytes = new Uint8Array(digest);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `'sha256-${btoa(binary)}'`;
  });
  return styleHash;
}

/** The page for `link`, or the "no such link" page (404) when the sandbox has none by that id. */
export async function linkPage(link: LinkRecord | undefined, id: string, method: string): Promise<Response> {
  const body = link ? linkBody(link) : missingBody(id);
  const csp = `default-src 'none'; style-src ${await styleSource()}; img-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`;
  return new Response(method === 'HEAD' ? null : sandboxPage(link ? `Payment link ${link.id}` : 'No such payment link', body), {
    status: link ? 200 : 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The status changes as the link is paid: never a stale copy.
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    },
  });
}

function linkBody(link: LinkRecord): string {
  const paid = link.status === 'paid' && link.paid_at ? ` on <time datetime="${escapeHtml(link.paid_at)}">${escapeHtml(link.paid_at)}</time>` : '';
  const description = link.description ? `<p>${escapeHtml(link.description)}</p>` : '';
  return `
    <h1>Payment link <code>${escapeHtml(link.id)}</code> (sandbox)</h1>
    ${description}
    <dl>
      <dt>Amount</dt><dd>${escapeHtml(link.amount)} ${escapeHtml(link.currency)}</dd>
      <dt>Status</dt><dd>${STATUS_WORDS[link.status]}${paid}</dd>
    </dl>
    <h2>Paying it in the sandbox</h2>
    <p>On the real service this address is its hosted payment page. The sandbox has none: open the link in your own
    checkout (<code>&lt;paykit-checkout link-id="${escapeHtml(link.id)}"&gt;</code>, <code>PaymentLinkButton</code> or paykit's
    hosted checkout page), then settle the payment it opens:</p>
    <p><code>npx paykit-sandbox settle</code></p>
    <p class="note">With no payment id it settles the newest pending payment; <code>--status underpaid --amount-received 10</code> and
    the other outcomes work too (<code>npx paykit-sandbox --help</code>).</p>`;
}

function missingBody(id: string): string {
  return `
    <h1>No such payment link</h1>
    <p>This sandbox has no payment link <code>${escapeHtml(id)}</code>. A sandbox forgets everything when it restarts: create the link again.</p>`;
}
