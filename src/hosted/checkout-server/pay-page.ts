/**
 * The pay page's HTML as this server sends it: the built page with the merchant's name in the
 * title and name and logo as <meta> elements the page script may read (no inline script: the
 * CSP forbids it), compressed once at start.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
// The page's own English words, so the painted marker says what the page would.
import { payMessages } from '../pages/pay/messages';
import { monogram } from '../pages/pay/monogram';
import type { Encoding } from './accept-encoding';
import { etagOf, type PageFile } from './page-files';

/** Who the payer is paying, as shown by the page. */
export interface Merchant {
  /** Shown in the page title (and given to the page as `<meta name="paykit-merchant-name">`). */
  name?: string;
  /** An https: (or same-origin) image URL, given to the page as `<meta name="paykit-merchant-logo">`. */
  logoUrl?: string;
  /** The upstream is the sandbox: "Test mode" in the title, `<meta name="paykit-test-mode">` for the page. */
  testMode?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

/** `html` with the merchant's details; unchanged when there are none. */
export function withMerchant(html: string, merchant: Merchant): string {
  let page = html;
  // Replacer functions, not strings: a name such as "Cash $& Carry" must not be read as a pattern.
  // English until the page script puts it in the payer's language (it knows which; this file is sent to all).
  page = page.replace(/<title>([^<]*)<\/title>/, (_whole, built: string) => {
    const title = merchant.name ? `Pay ${escapeHtml(merchant.name)}` : built;
    return `<title>${merchant.testMode ? `Test mode · ${title}` : title}</title>`;
  });
  // The header the page draws, painted before any script runs so nothing moves when it takes over
  // (MerchantHeader.tsx; the same markup, English until the page translates it).
  const header = merchantHeader(merchant);
  if (header) page = page.replace(/<div class="pay">/, (frame) => `${frame}\n        ${header}`);
  page = page.replace(/<footer class="pay__footer">[\s\S]*?<\/footer>/, () => pageFooter(merchant));
  const metas = [
    merchant.name ? `<meta name="paykit-merchant-name" content="${escapeHtml(merchant.name)}" />` : '',
    merchant.logoUrl ? `<meta name="paykit-merchant-logo" content="${escapeHtml(merchant.logoUrl)}" />` : '',
    merchant.testMode ? '<meta name="paykit-test-mode" content="true" />' : '',
  ].filter(Boolean);
  return metas.length === 0 ? page : page.replace('</head>', () => `    ${metas.join('\n    ')}\n  </head>`);
}

/** The markup of MerchantHeader for this merchant (without the way back: the page adds it once the checkout is open), or '' when it draws nothing. */
function merchantHeader({ name, logoUrl, testMode }: Merchant): string {
  const initial = monogram(name);
  const mark = logoUrl
    ? `<img class="merchant__logo" src="${escapeHtml(logoUrl)}" alt="" height="32"/>`
    : initial
      ? `<span class="merchant__mark" aria-hidden="true">${escapeHtml(initial)}</span>`
      : '';
  const identity = initial || logoUrl ? `<p class="merchant__identity">${mark}${name ? `<span class="merchant__name">${escapeHtml(name)}</span>` : ''}</p>` : '';
  const test = testMode ? `<p class="test-mode" data-tone="warning">${escapeHtml(payMessages.testMode)}</p>` : '';
  return identity || test ? `<header class="merchant">${identity}${test}</header>` : '';
}

/** The markup of PageFooter: the test-mode note when simulated, then who runs the payment. */
function pageFooter({ testMode }: Merchant): string {
  const note = testMode ? `<p>${escapeHtml(payMessages.testModeNote)}</p>` : '';
  return `<footer class="pay__footer">${note}<p>${escapeHtml(payMessages.poweredBy)}</p></footer>`;
}

/** The page file for `html`, with a brotli and a gzip copy. */
export function encodeHtml(html: string, type: string): PageFile {
  const body = Buffer.from(html);
  const bodies = new Map<Encoding, Buffer>([
    ['identity', body],
    ['br', brotliCompressSync(body)],
    ['gzip', gzipSync(body)],
  ]);
  return { type, bodies, etag: etagOf(body) };
}
