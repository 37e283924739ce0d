/**
 * The dashboard's cards on one grid (issue 24), measured from their boxes in the page.
 *
 * The hooks (the dashboard page must keep them):
 * - the grid is the element marked `data-dashboard-grid` ({@link DASHBOARD_GRID});
 * - a card is a kit component's root, `[data-paykit]` ({@link CARD}), inside that grid and not
 *   inside another card (TransactionDetails inside TransactionList is part of its card). The
 *   component's root is what draws the card frame, so its box is the card's edge even when a
 *   wrapper element is the grid's cell.
 *
 * Cards are grouped into rows: a card whose top is above the bottom of the row's first card is
 * in that row. Then, within {@link TOLERANCE_PX}:
 * - `'rows'` (1280 px): the cards of one row have the same top; the row's first card starts at
 *   the grid's inline-start content edge and its last card ends at the inline-end edge;
 * - `'one column'` (375 px): every row holds one card, spanning the grid from edge to edge.
 */
import type { Page } from 'playwright-core';
import { runInPage } from './in-page';

export const DASHBOARD_GRID = '[data-dashboard-grid]';
export const CARD = '[data-paykit]';
export const TOLERANCE_PX = 1;

export type CardLayout = 'rows' | 'one column';

/** What is off the grid, one line each, e.g. `row 1 ("balance-list", "fx-converter"): "fx-converter" ends at 1012 px, the grid at 1104 px`. */
export function cardEdgeProblems(page: Page, layout: CardLayout): Promise<string[]> {
  return runInPage(page, measureCardEdges, { layout, grid: DASHBOARD_GRID, card: CARD, tolerance: TOLERANCE_PX });
}

/** Runs in the page: self-contained. */
function measureCardEdges({
  layout,
  grid: gridSelector,
  card: cardSelector,
  tolerance,
}: {
  layout: CardLayout;
  grid: string;
  card: string;
  tolerance: number;
}): string[] {
  const problems: string[] = [];
  const outermost = (root: ParentNode) =>
    [...root.querySelectorAll(cardSelector)].filter((card) => {
      const outer = card.parentElement?.closest(cardSelector);
      return !outer || !(root as Node).contains(outer);
    });

  let grid = document.querySelector(gridSelector);
  if (!grid) {
    problems.push(`no ${gridSelector} element on the page`);
    // Still measure, against the cards' nearest common ancestor, so the report says how far off they are.
    const all = outermost(document.body);
    grid = all[0]?.parentElement ?? null;
    while (grid && !all.every((card) => grid!.contains(card))) grid = grid.parentElement;
  }
  if (!grid) return [...problems, `no ${cardSelector} card on the page`];

  const cards = outermost(grid)
    .map((element) => ({ name: element.getAttribute('data-paykit') || element.tagName.toLowerCase(), box: element.getBoundingClientRect() }))
    .filter((card) => card.box.width > 0 && card.box.height > 0);
  if (cards.length < 2) return [...problems, `${cards.length} card(s) in the grid: expected the dashboard's cards`];

  const style = getComputedStyle(grid);
  const box = grid.getBoundingClientRect();
  const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
  const rtl = style.direction === 'rtl';
  // Inline start and end in page pixels, so a right-to-left page is measured from its right.
  const startOf = (r: DOMRect) => (rtl ? right - r.right : r.left - left);
  const endOf = (r: DOMRect) => (rtl ? right - r.left : r.right - left);
  const width = right - left;
  const px = (n: number) => `${Math.round(n)} px`;

  cards.sort((a, b) => a.box.top - b.box.top || startOf(a.box) - startOf(b.box));
  const rows: (typeof cards)[] = [];
  for (const card of cards) {
    const row = rows.at(-1);
    if (row && card.box.top < row[0]!.box.bottom - tolerance) row.push(card);
    else rows.push([card]);
  }

  rows.forEach((row, index) => {
    row.sort((a, b) => startOf(a.box) - startOf(b.box));
    const label = `row ${index + 1} (${row.map((card) => `"${card.name}"`).join(', ')})`;
    if (layout === 'one column' && row.length > 1) problems.push(`${label}: ${row.length} cards side by side, expected one column`);
    const top = row[0]!.box.top;
    for (const card of row.slice(1))
      if (Math.abs(card.box.top - top) > tolerance)
        problems.push(`${label}: "${card.name}" starts at ${px(card.box.top)} from the top, "${row[0]!.name}" at ${px(top)}`);
    const first = row[0]!;
    const last = row.at(-1)!;
    if (Math.abs(startOf(first.box)) > tolerance) problems.push(`${label}: "${first.name}" starts ${px(startOf(first.box))} from the grid's start edge`);
    if (Math.abs(endOf(last.box) - width) > tolerance) problems.push(`${label}: "${last.name}" ends at ${px(endOf(last.box))}, the grid at ${px(width)}`);
  });
  return problems;
}
