/**
 * What the server hands the pay page when it painted the checkout (docs/checkout.md#before-the-script-runs):
 * the checkout it rendered and the language it chose, as a JSON data block the CSP allows (a
 * `<script type="application/json">` is never run), so the page's script takes over that very
 * state instead of asking for it again.
 */
import type { CheckoutView } from '../../../shared/schemas/views';
import { readCheckoutView } from '../../../client/view';
import type { PaintedText } from '../../../react/i18n/painted-texts';
import { readPaintedStyles, type PaintedStyles } from '../../../react/styles/painted-styles';
import type { PageMerchant } from './MerchantHeader';

/** The id of the data block in pay.html. */
export const PAINTED_ID = 'paykit-painted';

/** What the page's script reads back. */
export interface PaintedState {
  checkout: CheckoutView;
  /** The language the server painted in (a tag pickLocale gave): the script hydrates in the same one. */
  lang: string;
  /** What the server formatted while painting (amounts, countdown, QR path): hydrating reuses them (react/i18n/painted-texts.ts). */
  texts: readonly PaintedText[];
  /** What the server's Stitches inserted: hydrating writes none of it again when /paykit.css holds it (react/styles/painted-styles.ts). */
  styles?: PaintedStyles;
}

/** What the server's renderer is given for one page. */
export interface PaintInput {
  checkout: CheckoutView;
  linkId: string;
  /** Already checked against the allowed origins. */
  returnUrl: string | null;
  merchant: PageMerchant;
  testMode: boolean;
  /** The payer's languages, wanted first (`?lang=`, then Accept-Language). */
  languages: readonly string[];
}

/** The renderer's answer: the markup of `<div id="root">`, the document's language, and the texts it formatted. */
export interface Painted {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: readonly PaintedText[];
  styles: PaintedStyles;
}

/** The server-side renderer, built beside the page as server/paint.js (vite.pages.config.ts). */
export type PaintPayPage = (input: PaintInput) => Promise<Painted>;

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The data block's markup: JSON that no `</script>` or comment in a description can end early. */
export function paintedDataBlock(state: PaintedState): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] as string);
  return `<script type="application/json" id="${PAINTED_ID}">${json}</script>`;
}

/**
 * The painted state in this document, or null when the server did not paint (then the page opens
 * the checkout itself). `pageArrivedAt` is when the page reached this browser (epoch ms; default
 * now): the countdown runs on the service's clock, taken from the view's `server_time` as of the
 * view's arrival, and the painted view arrived with the page, not when the script read it seconds
 * later. Without this the hydrated countdown went on from the request's time, up to the first
 * live update.
 */
export function readPaintedState(document: Document, pageArrivedAt = Date.now()): PaintedState | null {
  const text = document.getElementById(PAINTED_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { checkout?: { payment?: { server_time?: unknown } }; lang?: unknown; texts?: unknown; styles?: unknown };
    if (typeof value.lang !== 'string') return null;
    const payment = value.checkout?.payment;
    const stamp = typeof payment?.server_time === 'string' ? Date.parse(payment.server_time) : Number.NaN;
    // The service's time now, as it is when the view is read below: its stamp plus the time since the page arrived.
    if (payment && !Number.isNaN(stamp)) payment.server_time = new Date(stamp + Math.max(0, Date.now() - pageArrivedAt)).toISOString();
    // Texts are only a shortcut: without them (an older server) the page formats everything itself.
    const texts = Array.isArray(value.texts) ? value.texts.filter(isPaintedText) : [];
    const styles = readPaintedStyles(value.styles);
    return { checkout: readCheckoutView(value.checkout), lang: value.lang, texts, ...(styles ? { styles } : {}) };
  } catch {
    return null; // unreadable: the page starts from loading, as without a painted state
  }
}

function isPaintedText(entry: unknown): entry is PaintedText {
  return Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';
}
