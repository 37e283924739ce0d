/**
 * Words and short values as a reader sees them (issue 24), measured in the page from the line
 * boxes the browser laid out (Range.getClientRects), not from CSS:
 *
 * - **A word broken across lines.** Every word of every rendered text node must sit on one
 *   line. A word is a run of characters between spaces (a zero-width space is a space); a
 *   break right after a hyphen or dash ("Jane-|Marie", "1–|10") is a break between words, and
 *   so is one at the pseudo-locale's markers and padding (`⟦`, `⟧`, `·`), which are no letters.
 * - **A short value squeezed.** A piece of text of at most {@link SHORT_TEXT} characters must
 *   not take {@link SQUEEZED_LINES} or more lines. A piece is the text of one inline formatting
 *   context: the text nodes whose nearest non-inline ancestor is the same element (a `<dd>`,
 *   a `<td>`, a button's label), so "Paid <time>Nov 27, 2026, 6:22 PM</time>" is one piece.
 *   Each `<br>` inside it allows one more line.
 *
 * The identifier exception: long identifiers (addresses, hashes, ids, URLs) may break anywhere,
 * so neither rule applies to
 * - a word of {@link IDENTIFIER_LENGTH} or more characters (no name, label, amount or date is
 *   that long without a space), nor
 * - text inside an element marked as an identifier: `code`, `kbd`, `samp`, the kit's grouped
 *   address (`[data-address-groups]`, whose groups of four are short words), or any element
 *   with `data-identifier`.
 *
 * Text that is not on screen is skipped: not rendered, `visibility: hidden`, or inside a box at
 * most 1 px wide or tall (visually hidden announcers and labels).
 */
import type { Page } from 'playwright-core';
import { runInPage } from './in-page';

/** The longest text that counts as a short value. */
export const SHORT_TEXT = 32;
/** A short value on this many lines or more is squeezed. */
export const SQUEEZED_LINES = 3;
/** A word this long (no spaces) is an identifier and may break anywhere. */
export const IDENTIFIER_LENGTH = 20;
/** Elements whose text is an identifier and may break anywhere. */
export const IDENTIFIER_SELECTOR = 'code, kbd, samp, [data-address-groups], [data-identifier]';

/**
 * Every broken word and squeezed short value on the page, one line each, e.g.
 * `<dd data-field="account-name"> "Jane Citizen": word "Citize|n" broken across 2 lines`.
 * The same failure in the same kind of element (every date cell of a table) is one line, with
 * how many more there are.
 */
export async function textLayoutProblems(page: Page): Promise<string[]> {
  const found = await runInPage(page, measureTextLayout, { short: SHORT_TEXT, squeezed: SQUEEZED_LINES, identifier: IDENTIFIER_LENGTH, marks: IDENTIFIER_SELECTOR });
  const alike = new Map<string, { first: string; more: number }>();
  for (const problem of found) {
    const key = `${problem.slice(0, problem.indexOf(' "'))} ${problem.includes(': word "') ? 'word' : 'short'}`;
    const seen = alike.get(key);
    if (seen) seen.more += 1;
    else alike.set(key, { first: problem, more: 0 });
  }
  return [...alike.values()].map(({ first, more }) => (more ? `${first} (and ${more} more like it)` : first));
}

interface Limits {
  short: number;
  squeezed: number;
  identifier: number;
  marks: string;
}

/** Runs in the page: self-contained (no imports, no helpers outside it). */
function measureTextLayout(limits: Limits): string[] {
  const problems: string[] = [];
  const hidden = new Map<Element, boolean>();
  const HOOKS = ['data-part', 'data-field', 'data-paykit'];

  // Not on screen: visibility hidden, or a clipped box of at most 1 px (visually hidden text).
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

  // The element whose inline formatting context holds the text: its nearest non-inline ancestor.
  const containerOf = (node: Node): Element => {
    let element = node.parentElement as Element;
    while (element.parentElement && ['inline', 'contents'].includes(getComputedStyle(element).display)) element = element.parentElement;
    return element;
  };

  // How many lines some rects take: rects overlapping vertically by more than half the shorter
  // one share a line; zero-width rects (a line's trailing space) do not count.
  const lineCount = (rects: DOMRect[]): number => {
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of rects) {
      if (rect.width <= 0.5 || rect.height <= 0) continue;
      const line = lines.find((l) => Math.min(l.bottom, rect.bottom) - Math.max(l.top, rect.top) > Math.min(l.bottom - l.top, rect.height) / 2);
      if (line) {
        line.top = Math.min(line.top, rect.top);
        line.bottom = Math.max(line.bottom, rect.bottom);
      } else lines.push({ top: rect.top, bottom: rect.bottom });
    }
    return lines.length;
  };

  const rectsOf = (node: Text, start: number, end: number): DOMRect[] => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()];
  };

  const squash = (text: string) => text.replace(/[\s\u200B]+/g, ' ').trim();
  const quote = (text: string) => {
    const clean = squash(text);
    return `"${clean.length > 40 ? `${clean.slice(0, 39)}…` : clean}"`;
  };
  // The element as the failure's reader finds it: its tag and kit hook, else the nearest hook around it.
  const describe = (element: Element): string => {
    const own = HOOKS.filter((name) => element.hasAttribute(name))
      .map((name) => ` ${name}="${element.getAttribute(name)}"`)
      .join('');
    const around = own ? null : element.closest(HOOKS.map((name) => `[${name}]`).join(', '));
    const name = around && HOOKS.find((hook) => around.hasAttribute(hook));
    return `<${element.tagName.toLowerCase()}${own}>${name ? ` in [${name}="${around.getAttribute(name)}"]` : ''}`;
  };
  // "Citize|n": the word with a bar where each line break falls.
  const showBreaks = (node: Text, start: number, end: number): string => {
    let shown = '';
    let lastTop = Number.NaN;
    for (let i = start; i < end; i += 1) {
      const box = rectsOf(node, i, i + 1).find((rect) => rect.width > 0.5);
      if (box && box.top > lastTop + box.height / 2) shown += '|';
      if (box) lastTop = box.top;
      shown += node.data[i];
    }
    return shown;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || !node.nodeValue || parent.closest('script, style, noscript, template, textarea, select, svg')) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });

  const pieces = new Map<Element, { nodes: Text[]; identifier: boolean }>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (offScreen(node.parentElement)) continue;
    const whole = rectsOf(node, 0, node.length);
    if (whole.length === 0 && node.data.trim()) continue;
    const container = containerOf(node);
    const marked = !!node.parentElement?.closest(limits.marks);
    const piece = pieces.get(container) ?? { nodes: [], identifier: false };
    piece.nodes.push(node);
    piece.identifier ||= marked;
    pieces.set(container, piece);
    // A space between two inline elements counts in the piece's text, and is no word.
    if (marked || !node.data.trim() || lineCount(whole) < 2) continue;

    // Runs between spaces; a long one is an identifier; the rest are words, split after hyphens and dashes
    // and at the pseudo-locale's markers and padding.
    for (const run of node.data.matchAll(/[^\s\u200B]+/g)) {
      if (run[0].replace(/[·⟦⟧]/g, '').length >= limits.identifier) continue;
      for (const part of run[0].matchAll(/[^-\u2010\u2013\u2014·⟦⟧]+/g)) {
        const start = run.index + part.index;
        const end = start + part[0].length;
        if (part[0].length < 2) continue;
        const lines = lineCount(rectsOf(node, start, end));
        if (lines >= 2) problems.push(`${describe(container)} ${quote(node.data)}: word "${showBreaks(node, start, end)}" broken across ${lines} lines`);
      }
    }
  }

  for (const [container, piece] of pieces) {
    const text = squash(piece.nodes.map((node) => node.data).join(''));
    if (!text || piece.identifier || text.length > limits.short || text.split(' ').some((word) => word.length >= limits.identifier)) continue;
    const lines = lineCount(piece.nodes.flatMap((node) => rectsOf(node, 0, node.length)));
    if (lines >= limits.squeezed + container.querySelectorAll('br').length) problems.push(`${describe(container)} "${text}": a short value on ${lines} lines`);
  }
  return problems;
}
