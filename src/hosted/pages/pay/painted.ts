/**
 * What the server hands the pay page when it painted the checkout (docs/checkout.md#before-the-script-runs):
 * the checkout it rendered and the language it chose, as a JSON data block the CSP allows (a
 * `<script type="application/json">` is never run), so the page's script takes over that very
 * state instead of asking for it again.
 */
import type { CheckoutView } from 'paykit/schemas';
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

/** What the not-found page is painted for: no link, so only who is being paid and in which language. */
export type NotFoundInput = Pick<PaintInput, 'merchant' | 'testMode' | 'languages'>;

/** The not-found page's markup, its language and the tab's title in it. Nothing for a script to take over. */
export interface PaintedNotFound {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
}

/** Paints the page for an address no link has (a 404), so a payer without JavaScript reads it too. */
export type PaintNotFound = (input: NotFoundInput) => Promise<PaintedNotFound>;

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The data block's markup: JSON that no `</script>` or comment in a description can end early. */
export function paintedDataBlock(state: PaintedState): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] as string);
  return `<script type="application/json" id="${PAINTED_ID}">${json}</script>`;
}

/**
 * The painted state in this document, or null when the server did not paint (then the page opens
 * the checkout itself). The view is taken as the server painted it, `server_time` included: the
 * hydrated countdown must show the painted text (React and preact both hydrate against it), and the
 * first live update sets the clock right.
 */
export function readPaintedState(document: Document): PaintedState | null {
  const text = document.getElementById(PAINTED_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { checkout?: unknown; lang?: unknown; texts?: unknown; styles?: unknown };
    if (typeof value.lang !== 'string') return null;
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
