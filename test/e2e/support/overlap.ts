/**
 * Controls drawn over text (issue 37: Arabic's "Copy link" over a payment link's date at 320 px):
 * inside one component (`[data-paykit]`), no rendered control's box may cover a line of visible
 * text that is not its own. Measured from the boxes the browser laid out: each control's border
 * box against each line box of every text node (Range.getClientRects) in the same component.
 *
 * Left out, because they are meant to lie over what is under them:
 * - layers: a control or text inside an element positioned `absolute` or `fixed` (a menu, a
 *   popover, a tooltip) or inside an open `<dialog>`;
 * - what is not seen: not rendered, `visibility: hidden`, `opacity: 0` (a native radio under its
 *   label, which is the control), or a box of at most 1 px (visually hidden text);
 * - text inside a control (its own label, a select's options, a field's value).
 *
 * Two boxes overlap when they share more than {@link OVERLAP_PX} px each way, so boxes that
 * only touch (a focus ring's gap, rounding) are not findings.
 */
import type { Page } from 'playwright-core';
import { runInPage } from './in-page';

/** How far two boxes must reach into each other, both ways, to count as drawn over each other. */
export const OVERLAP_PX = 2;

/**
 * Every control drawn over another text in its component, one line each, e.g.
 * `[data-paykit="payment-link-list"] <button> "Copy link" over <td> "Nov 20, 8:30 AM" (40 × 16 px)`.
 * The same control over the same kind of text in several rows is one line, with how many more.
 */
export async function overlapProblems(page: Page): Promise<string[]> {
  const found = await runInPage(page, measureOverlaps, { overlap: OVERLAP_PX });
  const alike = new Map<string, { first: string; more: number }>();
  for (const problem of found) {
    const key = problem.replace(/ over (<\w+>) ".*" \(\d+ × \d+ px\)$/, ' over $1');
    const seen = alike.get(key);
    if (seen) seen.more += 1;
    else alike.set(key, { first: problem, more: 0 });
  }
  return [...alike.values()].map(({ first, more }) => (more ? `${first} (and ${more} more like it)` : first));
}

/** Runs in the page: self-contained (no imports, no helpers outside it). */
function measureOverlaps(limits: { overlap: number }): string[] {
  const problems: string[] = [];
  const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';
  const seen = new Map<Element, boolean>();

  // Not seen, or on a layer of its own (positioned absolute or fixed, an open dialog), up to the component's root.
  const leftOut = (element: Element, root: Element): boolean => {
    const known = seen.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped = style.overflow !== 'visible' || style.clip !== 'auto';
    const tiny = style.display !== 'inline' && style.display !== 'contents' && (box.width <= 1 || box.height <= 1) && clipped;
    const layer =
      element !== root && (style.position === 'absolute' || style.position === 'fixed' || (element.tagName === 'DIALOG' && element.hasAttribute('open')));
    const answer =
      style.visibility === 'hidden' ||
      style.opacity === '0' ||
      style.display === 'none' ||
      tiny ||
      layer ||
      (element !== root && !!element.parentElement && leftOut(element.parentElement, root));
    seen.set(element, answer);
    return answer;
  };

  const squash = (text: string) => text.replace(/[\s\u200B]+/g, ' ').trim();
  const quote = (text: string) => {
    const clean = squash(text);
    return `"${clean.length > 30 ? `${clean.slice(0, 29)}…` : clean}"`;
  };

  for (const root of document.querySelectorAll('[data-paykit]')) {
    if (root.parentElement?.closest('[data-paykit]')) continue; // A component inside another is read with it.
    const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && !leftOut(control, root);
    });
    if (controls.length === 0) continue;
    const lines: { node: Text; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !squash(node.data) || parent.closest(CONTROLS) || parent.closest('option, script, style') || leftOut(parent, root)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0.5 && rect.height > 0.5) lines.push({ node, rect });
    }
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      for (const { node, rect } of lines) {
        const across = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
        const down = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
        if (across <= limits.overlap || down <= limits.overlap) continue;
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        const owner = node.parentElement as Element;
        problems.push(
          `[data-paykit="${root.getAttribute('data-paykit')}"] <${control.tagName.toLowerCase()}> ${quote(name)} over <${owner.tagName.toLowerCase()}> ${quote(node.data)} (${Math.round(across)} × ${Math.round(down)} px)`,
        );
        break; // One text is enough to name a control drawn over others.
      }
    }
  }
  return problems;
}
