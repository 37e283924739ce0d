/**
 * The pages' shared frame is scoped to `.paykit-page` (each page's <body>): Storybook shows the
 * hosted page beside every other story in one document, where a bare `body`, `main` or `h1` rule
 * would restyle stories that never asked for it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Every selector of the sheet's top-level rules (at-rules' own blocks included, their preludes not). */
function selectors(sheet: string): string[] {
  return [...sheet.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));
}

describe('the pages’ frame', () => {
  it('styles nothing outside .paykit-page', () => {
    const found = selectors(css('./page.css'));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((selector) => !selector.startsWith('.paykit-page'))).toEqual([]);
  });

  it('is on the <body> of every page that links it: the pay page, and the demo’s store, onboarding and dashboard', () => {
    const pages = [
      ['../pay.html', './shared/page.css'],
      ...['store', 'onboarding', 'dashboard'].map((page) => [`../../../../demo/pages/${page}.html`, '../../src/hosted/pages/shared/page.css']),
    ] as const;
    for (const [page, link] of pages) {
      const html = readFileSync(new URL(page, import.meta.url), 'utf8');
      expect(html, page).toContain(`href="${link}"`);
      expect(html, page).toMatch(/<body class="(?:[^"]* )?paykit-page(?: [^"]*)?">/);
    }
  });
});
