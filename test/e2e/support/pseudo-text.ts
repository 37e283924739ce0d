/**
 * What the pseudo-locale (en-XA, src/react/i18n/pseudo.ts) shows that a real translation would
 * get wrong, read from the page's visible text. Every catalogue message there is accented and
 * wrapped in ⟦ ⟧ (its padding is `·`), so:
 *
 * - **Hard-coded English.** A word of two or more Latin letters outside every ⟦ ⟧ did not pass
 *   through a catalogue. Values are not words of the kit and are skipped:
 *   - text inside an element marked as a value ({@link VALUE_SELECTOR}: amounts, addresses, ids,
 *     codes, form controls);
 *   - a token with a digit, `.`, `/`, `@` or `_` between letters (ids, file names, URLs, e-mail
 *     addresses: "pl_0901", "passport.png", "pay.example.com") and a code of two to five capitals
 *     ("USDT", "AUD", "PDF");
 *   - what Intl writes for en-XA, which it formats as English: month and weekday names, AM/PM,
 *     "in 5 minutes", "and", "kB";
 *   - the caller's `allowed` phrases: data the page was given (the fixtures' merchant data:
 *     names, product descriptions; the props a merchant passes, such as a legend).
 * - **A sentence glued from messages.** Two messages side by side in one run of text (the text
 *   of one inline formatting context, as in support/text-layout.ts) where the first does not end
 *   a sentence (. ! ? : …): one sentence assembled from two messages, which a translation cannot
 *   reorder, and whose joint (a space, ": ") is hard-coded. Not glued: a message filled into
 *   another's placeholder (nested, ⟦ … ⟦ … ⟧ … ⟧); items of a list set apart by " · "; and an
 *   aside wholly in brackets ("⟦Address line 2⟧ ⟦(optional)⟧"), which stands after its label
 *   in every language as a required-field mark does.
 * - **A message cut.** A ⟦ without its ⟧ (or the reverse) in one run of text: the string was
 *   sliced in code.
 *
 * Only the kit's own text is read ({@link KIT_SELECTOR}: a component's root, the hosted checkout
 * page) where the nearest `lang` is en-XA. Around them a story may show its own English (a
 * sandbox's controls, a design-system page's captions), and a story that pins another locale
 * (the Australian platform's en-AU) is in English on purpose. Text that is not on screen is
 * skipped, as in support/text-layout.ts.
 */
import type { Page } from 'playwright-core';
import { runInPage } from './in-page';

/** Elements whose text is a value, never a message: it may be any language, English included. */
export const VALUE_SELECTOR =
  'code, kbd, samp, time, [translate="no"], [data-identifier], [data-address], [data-address-groups], [data-amount], span[data-field], input, textarea, select, option';

export interface PseudoTextProblems {
  english: string[];
  glued: string[];
}

/**
 * Every hard-coded English word, glued sentence and cut message on the page, one line each,
 * e.g. `<p data-part="hint"> "⟦Śéñđ⟧ only on TRON": English outside a message: "only", "on"`.
 * `allowed` phrases (exact text) are data the page was given, not text of the kit.
 */
export function pseudoTextProblems(page: Page, allowed: readonly string[] = []): Promise<PseudoTextProblems> {
  return runInPage(page, measurePseudoText, { values: VALUE_SELECTOR, allowed: [...allowed], tag: PSEUDO_TAG, kit: KIT_SELECTOR });
}

/** The kit's own text: a component's root, and the hosted checkout page around its widget. */
export const KIT_SELECTOR = '[data-paykit], main[data-link-id]';

/** The pseudo-locale's tag (src/react/i18n/pseudo.ts): only providers in it are read. */
const PSEUDO_TAG = 'en-XA';

interface Options {
  values: string;
  allowed: string[];
  tag: string;
  kit: string;
}

/** Runs in the page: self-contained (no imports, no helpers outside it). */
function measurePseudoText(options: Options): PseudoTextProblems {
  const english: string[] = [];
  const glued: string[] = [];
  const HOOKS = ['data-part', 'data-field', 'data-paykit'];
  const OPEN = '⟦';
  const CLOSE = '⟧';
  // Stands for a value's text inside a run, so a value between two messages still separates nothing.
  const VALUE = '\uE000';

  // What Intl writes for this page's locale (en-XA formats as English): values, not messages.
  const intlWords = new Set<string>();
  const addWords = (text: string) => {
    for (const word of text.match(/[A-Za-z]+/g) ?? []) intlWords.add(word.toLowerCase());
  };
  const tag = options.tag;
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, month, 15, 9));
    for (const style of ['long', 'short', 'narrow'] as const) addWords(new Intl.DateTimeFormat(tag, { month: style, weekday: style }).format(date));
    addWords(new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'full' }).format(date));
  }
  for (const hour of [3, 15]) addWords(new Intl.DateTimeFormat(tag, { hour: 'numeric', dayPeriod: 'long' }).format(new Date(2026, 0, 1, hour)));
  addWords(new Intl.DateTimeFormat(tag, { hour: 'numeric', hour12: true }).format(new Date(2026, 0, 1, 3)));
  addWords(new Intl.DateTimeFormat(tag, { hour: 'numeric', hour12: true }).format(new Date(2026, 0, 1, 15)));
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
  for (const numeric of ['auto', 'always'] as const)
    for (const style of ['long', 'short', 'narrow'] as const)
      for (const unit of units) for (const value of [-2, -1, 0, 1, 2]) addWords(new Intl.RelativeTimeFormat(tag, { numeric, style }).format(value, unit));
  for (const unit of units.filter((name) => name !== 'quarter'))
    for (const display of ['long', 'short', 'narrow'] as const) addWords(new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: display }).format(2));
  for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte']) addWords(new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short' }).format(2));
  for (const type of ['conjunction', 'disjunction', 'unit'] as const) addWords(new Intl.ListFormat(tag, { type }).format(['a', 'b', 'c']));
  // Longest first, so a phrase that holds another is taken whole.
  const allowed = [...options.allowed].sort((a, b) => b.length - a.length);

  const hidden = new Map<Element, boolean>();
  const offScreen = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    const known = hidden.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped = style.overflow !== 'visible' || style.clip !== 'auto';
    const tiny = style.display !== 'inline' && style.display !== 'contents' && clipped && (box.width <= 1 || box.height <= 1);
    const answer = style.visibility === 'hidden' || tiny || offScreen(element.parentElement);
    hidden.set(element, answer);
    return answer;
  };
  const containerOf = (node: Node): Element => {
    let element = node.parentElement as Element;
    while (element.parentElement && ['inline', 'contents'].includes(getComputedStyle(element).display)) element = element.parentElement;
    return element;
  };
  const describe = (element: Element): string => {
    const own = HOOKS.filter((name) => element.hasAttribute(name))
      .map((name) => ` ${name}="${element.getAttribute(name)}"`)
      .join('');
    const around = own ? null : element.closest(HOOKS.map((name) => `[${name}]`).join(', '));
    const name = around && HOOKS.find((hook) => around.hasAttribute(hook));
    return `<${element.tagName.toLowerCase()}${own}>${name ? ` in [${name}="${around.getAttribute(name)}"]` : ''}`;
  };
  const quote = (text: string) => {
    const clean = text
      .replaceAll(VALUE, '…')
      .replace(/[·\u200B]+/g, '·')
      .replace(/\s+/g, ' ')
      .trim();
    return `"${clean.length > 60 ? `${clean.slice(0, 59)}…` : clean}"`;
  };

  // Each run of text: its nodes' text in order, a value's text replaced by one VALUE mark.
  const runs = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || !node.nodeValue?.trim() || parent.closest('script, style, noscript, template, svg')) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const ours = (element: Element) => element.closest(options.kit) !== null && element.closest('[lang]')?.getAttribute('lang') === tag;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!ours(node.parentElement as Element) || offScreen(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (range.getClientRects().length === 0) continue;
    const container = containerOf(node);
    const isValue = !!node.parentElement?.closest(options.values);
    const before = runs.get(container) ?? '';
    runs.set(container, before + (isValue ? (before.endsWith(VALUE) ? '' : VALUE) : node.data));
  }

  for (const [container, text] of runs) {
    let depth = 0;
    let outside = '';
    let cut = false;
    // The top-level messages of the run: how each ends, whether it is an aside in brackets, and
    // what stands between it and the one before.
    const messages: { end: string; aside: boolean; before: string }[] = [];
    let between = '';
    let inner = '';
    for (const char of text) {
      if (char === OPEN) {
        if (depth === 0) inner = '';
        depth += 1;
      } else if (char === CLOSE) {
        if (depth === 0) cut = true;
        else {
          depth -= 1;
          if (depth === 0) {
            const own = inner.replace(/[·\s\u200B⟧]+$/u, '');
            messages.push({ end: own.slice(-1), aside: /^\(.*\)$/su.test(own), before: between });
            between = '';
          }
        }
      } else if (depth === 0) {
        outside += char;
        between += char;
      }
      if (depth > 0 && char !== OPEN) inner += char;
    }
    if (depth !== 0) cut = true;
    if (cut) glued.push(`${describe(container)} ${quote(text)}: a message cut (⟦ and ⟧ do not pair)`);

    let data = outside;
    for (const phrase of allowed) data = data.split(phrase).join(VALUE);
    const tokens = data.split(/[\s\u200B]+/).filter((token) => !/\d|[A-Za-z][./@_][A-Za-z]/.test(token));
    const words = [
      ...new Set(
        tokens
          .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’]*[A-Za-z]/g) ?? [])
          .filter((word) => !/^[A-Z]{2,5}$/.test(word) && !intlWords.has(word.toLowerCase())),
      ),
    ];
    if (words.length > 0) english.push(`${describe(container)} ${quote(text)}: English outside a message: ${words.map((word) => `"${word}"`).join(', ')}`);

    const open = messages.slice(1).filter((message, index) => !/[.!?:;…。]/u.test(messages[index]!.end) && !message.aside && message.before.trim() !== '·');
    if (open.length > 0) glued.push(`${describe(container)} ${quote(text)}: ${messages.length} messages in one sentence`);
  }
  return { english, glued };
}
