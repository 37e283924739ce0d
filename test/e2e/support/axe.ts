/**
 * axe-core as the accessibility gate runs it, shared by every real-browser test that checks a
 * page: the WCAG 2.0, 2.1 and 2.2 A and AA rules, Storybook's own chrome excluded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Storybook's own elements that are always in iframe.html (the a11y addon excludes the same). */
export const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
/** The project's axe-core (the one the a11y addon's panel uses), not @axe-core/playwright's bundled copy. */
const require = createRequire(import.meta.url);
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string }).version;

export interface Finding {
  story: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The same axe-core run as AxeBuilder's, without its per-call cost: axe is injected once per
 * page load (into every frame that lacks it) and `axe.run` is called in the page. AxeBuilder's
 * analyze() re-injects the 600 KB script on every call and, outside legacy mode, opens a
 * scratch page for finishRun: measured here, 4–5× slower per story, which the gate over
 * 100+ stories on 2 cores cannot afford.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const ready = await frame.evaluate((version) => (window as unknown as { axe?: { version?: string } }).axe?.version === version, AXE_VERSION).catch(() => true);
    if (!ready) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  return page.evaluate(
    ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      return axe.run({ exclude }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: WCAG_TAGS, exclude: STORYBOOK_CHROME.map((selector) => [selector]) },
  );
}

export function findings(results: AxeResults): Omit<Finding, 'story'>[] {
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => {
      const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' → ');
      // The first reason axe gives ("Element has insufficient color contrast of 2.1 (foreground…").
      const reason = node.failureSummary?.split('\n')[1]?.trim();
      return reason ? `${selector} — ${reason.length > 200 ? `${reason.slice(0, 200)}…` : reason}` : selector;
    }),
  }));
}
