/**
 * Code names on the catalogue's design-system pages (issue 35), measured in the page from the
 * line boxes the browser laid out: a token name, CSS variable or attribute (`code`, at most
 * {@link SHORT_CODE} characters) takes at most {@link CODE_LINES} lines, so `--pk-colors-surface`
 * never reads as three fragments on a phone. The text-layout rules let `code` break anywhere (it
 * may be an identifier); these pages' code is names, so it is held to more.
 *
 * And a docs page's story frame does not scroll sideways: a page wider than its frame is cut off.
 */
import type { Page } from 'playwright-core';
import { runInPage } from './in-page';

/** The longest code text held to the rule. */
export const SHORT_CODE = 40;
/** The most lines such a code name may take. */
export const CODE_LINES = 2;

/** Every code name on too many lines, and every docs story frame that scrolls sideways, one line each. */
export function codeLineProblems(page: Page): Promise<string[]> {
  return runInPage(page, measureCodeLines, { short: SHORT_CODE, most: CODE_LINES });
}

/** Runs in the page: self-contained. */
function measureCodeLines(limits: { short: number; most: number }): string[] {
  const problems: string[] = [];
  for (const code of document.querySelectorAll('code')) {
    const text = (code.textContent ?? '').replace(/\s+/g, ' ').trim();
    const box = code.getBoundingClientRect();
    if (!text || text.length > limits.short || box.width <= 1 || getComputedStyle(code).visibility === 'hidden') continue;
    const range = document.createRange();
    range.selectNodeContents(code);
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width <= 0.5 || rect.height <= 0) continue;
      const line = lines.find((l) => Math.min(l.bottom, rect.bottom) - Math.max(l.top, rect.top) > Math.min(l.bottom - l.top, rect.height) / 2);
      if (line) {
        line.top = Math.min(line.top, rect.top);
        line.bottom = Math.max(line.bottom, rect.bottom);
      } else lines.push({ top: rect.top, bottom: rect.bottom });
    }
    if (lines.length > limits.most) problems.push(`<code> "${text}" on ${lines.length} lines`);
  }
  for (const frame of document.querySelectorAll('.docs-story')) {
    if (frame.scrollWidth > frame.clientWidth + 1) problems.push(`a docs story frame scrolls sideways: ${frame.scrollWidth} px in ${frame.clientWidth} px`);
  }
  return problems;
}
