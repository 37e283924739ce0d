/**
 * The accessibility gate: builds Storybook statically (as `npm run build-storybook` does), opens
 * every story (not docs pages) in Chromium, in the light and the dark theme, and runs axe-core
 * with the WCAG 2.0, 2.1 and 2.2 A and AA rules. Any violation, or a story that fails to render, fails the test with a list of
 * story id, rule, impact and the offending nodes' selectors.
 *
 * Speed (2 cores, 100+ stories): a page loads iframe.html once and then switches stories through
 * the preview's channel, as Storybook's manager does; web storage is cleared between stories and
 * the page is reloaded after a story that errored or hung. The a11y addon's own in-page axe run
 * is switched off (see storyUrl), and axe is injected once per page load (see runAxe).
 * The light and the dark sweep run concurrently (one page each); PAYKIT_A11Y_WORKERS sets the
 * number of pages per theme (default 1), PAYKIT_A11Y_BUDGET_MS
 * the time budget, PAYKIT_STORYBOOK_STATIC an existing build to check instead of building.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { AXE_SOURCE, findings, runAxe, STORYBOOK_CHROME, WCAG_TAGS, type Finding } from './support/axe';
import { gotoStory, switchStory, type StoryEntry } from './support/storybook';
import { storybookSuite } from './support/storybook-suite';

const WORKERS = Math.max(1, Number(process.env.PAYKIT_A11Y_WORKERS ?? 1));
/**
 * Stories not reached within this budget fail the gate as "not checked" (the report still prints).
 * Per theme; the two themes' sweeps share the CPU (each took about 130 s alone on CI).
 */
const BUDGET_MS = Number(process.env.PAYKIT_A11Y_BUDGET_MS ?? 240_000);

const suite = storybookSuite();

/** AxeBuilder as the addon's panel would run it; used for the known-violation check. */
function axeBuilder(page: Page): AxeBuilder {
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS);
  for (const selector of STORYBOOK_CHROME) builder = builder.exclude(selector);
  return builder;
}

function format(found: Finding[], failed: { story: string; error: string }[]): string {
  const lines: string[] = [];
  for (const { story, error } of failed) lines.push(`✗ ${story}: did not render — ${error.split('\n').join('\n    ')}`);
  for (const finding of found) {
    lines.push(`✗ ${finding.story}: ${finding.rule} (${finding.impact}) — ${finding.help}`);
    for (const target of finding.targets.slice(0, 8)) lines.push(`    ${target}`);
    if (finding.targets.length > 8) lines.push(`    … and ${finding.targets.length - 8} more`);
  }
  return lines.join('\n');
}

describe('accessibility gate (axe-core, WCAG 2.0/2.1/2.2 A and AA)', () => {
  it('the axe set-up reports a known violation (so a pass means something)', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>',
    );
    const expected = ['button-name', 'image-alt'];
    expect(
      findings(await runAxe(page))
        .map((finding) => finding.rule)
        .sort(),
    ).toEqual(expected);
    // …and AxeBuilder, as @axe-core/playwright runs it, finds the same.
    expect(
      findings(await axeBuilder(page).analyze())
        .map((finding) => finding.rule)
        .sort(),
    ).toEqual(expected);
    await context.close();
  });

  /**
   * Every story in each theme of the toolbar: dark has its own colours to get right in every state.
   * The two themes run at once, each in its own page: one page keeps one renderer busy and the
   * test process mostly waits, so on 2 cores the second theme costs little more wall time.
   */
  const themes: [string, Record<string, string>][] = [
    ['light', {}],
    ['dark', { paykitTheme: 'dark' }],
  ];
  it.concurrent.for(themes)('every story has no violations (%s theme)', { timeout: BUDGET_MS + 30_000 }, async ([theme, globals], { expect }) => {
    const started = performance.now();
    const deadline = Date.now() + BUDGET_MS;
    const stories = suite.site.stories;
    expect(stories.length).toBeGreaterThan(0);
    const found: Finding[] = [];
    const failed: { story: string; error: string }[] = [];
    const queue: StoryEntry[] = [...stories];
    let checked = 0;

    async function worker(): Promise<void> {
      let context: BrowserContext | null = null;
      let page: Page | null = null;
      let fresh = true;
      for (let story = queue.shift(); story && Date.now() < deadline; story = queue.shift()) {
        try {
          if (!context || !page) {
            context = await newContext(suite.browser);
            page = await context.newPage();
            fresh = true;
          }
          // The toolbar's globals set on load stay while the preview switches stories.
          const outcome = fresh ? await gotoStory(page, suite.site, story.id, 100, globals) : await switchStory(page, story.id);
          fresh = false;
          if (outcome.error) {
            failed.push({ story: story.id, error: outcome.error });
            fresh = true;
            continue;
          }
          for (const finding of findings(await runAxe(page))) found.push({ story: story.id, ...finding });
          checked++;
        } catch (error) {
          failed.push({ story: story.id, error: error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error) });
          // Start the next story from a clean page.
          await context?.close().catch(() => undefined);
          context = null;
          page = null;
        }
      }
      await context?.close();
    }

    await Promise.all(Array.from({ length: Math.min(WORKERS, stories.length) }, worker));
    for (const story of queue) failed.push({ story: story.id, error: `not checked: the gate's ${BUDGET_MS / 1000} s budget ran out` });
    const order = new Map(stories.map((story, index) => [story.id, index]));
    const byStory = (a: { story: string }, b: { story: string }) => (order.get(a.story) ?? 0) - (order.get(b.story) ?? 0);
    found.sort(byStory);
    failed.sort(byStory);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `a11y gate (${theme}): ${checked} of ${stories.length} stories checked in ${seconds} s with ${WORKERS} page(s) (waited ${(suite.site.buildMs / 1000).toFixed(1)} s for this run’s storybook build; 0 when another file built it); ` +
        `${found.length} violation(s), ${failed.length} story error(s)`,
    );
    const report = format(found, failed);
    if (report) console.error(`a11y gate failures:\n${report}`);
    expect(found.length + failed.length, `\n${report}\n`).toBe(0);
  });
});
