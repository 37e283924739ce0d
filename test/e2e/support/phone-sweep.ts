/**
 * The layout check's pass over stories at the two phone widths, shared by layout.test.ts (the
 * catalogue in English) and layout-locales.test.ts (the same in other languages): one warm page,
 * each story switched in without a reload, measured at one width, resized, measured again.
 */
import type { Page } from 'playwright-core';
import { gotoStory, switchStory, type StoryOutcome, type StorybookSite } from './storybook';

/** The two phone widths every story is checked at; the first is also the reflow width (320 × 640). */
export const PHONES = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
] as const;

/** One frame: what scripts do on a resize (resize and ResizeObserver callbacks) has run. */
export const afterLayout = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/** Horizontal scrolling, and rendered controls that stick out of the viewport on either side. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement as Element;
    if (scroller.scrollWidth > scroller.clientWidth) problems.push(`scrolls sideways: scrollWidth ${scroller.scrollWidth} > clientWidth ${scroller.clientWidth}`);
    const width = document.documentElement.clientWidth;
    const controls = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    for (const element of document.body.querySelectorAll<HTMLElement>(controls)) {
      const box = element.getBoundingClientRect();
      // Not rendered, or visually hidden on purpose (1 px clipped inputs whose labels are the controls).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        problems.push(`<${element.tagName.toLowerCase()}> "${name}" is cut off: ${Math.round(box.left)}…${Math.round(box.right)} px of ${width}`);
      }
    }
    return problems;
  });
}

/** What a probe finds, by kind (reflow, words, …): each kind is asserted on its own. */
export type Findings<K extends string> = Record<K, string[]>;

/**
 * Each story at both phone widths in one page: `probe` runs at the width the page has, then the
 * page is resized to the other one and `probe` runs again; the next story starts at that width,
 * so each story costs one resize and no reload. Each finding is prefixed with story and width; a
 * story that does not render is a `reflow` finding. `globals` are the toolbar's (e.g. { locale:
 * 'de' }): set on each fresh load, they stay while stories switch.
 */
export async function eachStoryOnPhones<K extends string>(
  page: Page,
  site: Pick<StorybookSite, 'url'>,
  ids: readonly string[],
  kinds: readonly K[],
  probe: (page: Page, width: number) => Promise<Findings<K>>,
  globals: Record<string, string> = {},
): Promise<Findings<K | 'reflow'>> {
  const found = Object.fromEntries([...kinds, 'reflow'].map((kind) => [kind, []])) as unknown as Findings<K | 'reflow'>;
  const note = async (id: string, width: number) => {
    const findings = await probe(page, width);
    for (const kind of kinds) for (const problem of findings[kind]) found[kind].push(`${id} at ${width} px: ${problem}`);
  };
  let fresh = true;
  let [here, there]: { width: number; height: number }[] = [PHONES[0], PHONES[1]];
  await page.setViewportSize(here!);
  for (const id of ids) {
    const outcome: StoryOutcome = fresh ? await gotoStory(page, site, id, 100, globals) : await switchStory(page, id);
    fresh = !!outcome.error;
    if (outcome.error) {
      found.reflow.push(`${id}: did not render — ${outcome.error.split('\n')[0]}`);
      continue;
    }
    await note(id, here!.width);
    [here, there] = [there, here];
    await page.setViewportSize(here!);
    await afterLayout(page);
    await note(id, here!.width);
  }
  return found;
}
