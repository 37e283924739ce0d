/**
 * Pictures of stories, taken the same way by `npm run screenshots`, `npm run visual:update` and
 * the visual check (test/e2e/visual.test.ts), so a baseline and a check of it can only differ
 * when the story does.
 *
 * Rendering is made repeatable: one page at device scale factor 1 with reduced motion, the
 * clock stopped at one moment (countdowns and "15 minutes left" read the same on every run),
 * Math.random and crypto's random values from a seed reset for each story (the live sandbox's
 * addresses and ids), fonts and images loaded, animations finished and the caret hidden.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { gotoStory, switchStory, type StoryEntry, type StorybookSite } from './storybook';

export const SHOT_THEMES = { light: {}, dark: { paykitTheme: 'dark' } } as const satisfies Record<string, Record<string, string>>;
export type ShotTheme = keyof typeof SHOT_THEMES;

/** The moment every story sees as "now". */
const FIXED_NOW = new Date('2026-03-02T09:30:00Z');

/** Space around the component in the picture, for focus rings and shadows. */
const MARGIN = 8;

/** A seeded Math.random and crypto.getRandomValues/randomUUID; `__paykitShotsSeed(n)` restarts the sequence. */
function seededRandom(): void {
  let state = 1;
  // mulberry32: small, fast, and the same sequence in every browser.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  Math.random = next;
  const fill = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256);
    }
    return array;
  };
  crypto.getRandomValues = fill;
  crypto.randomUUID = () => {
    const bytes = fill(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  (window as unknown as { __paykitShotsSeed: (seed: number) => void }).__paykitShotsSeed = (seed) => {
    state = seed | 0;
  };
}

/** A number from a story id, so each story starts its own random sequence wherever it runs in the order. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

export interface StoryCamera {
  /** A cropped PNG of one story at `width` CSS px in `theme`; throws when the story fails to render. */
  shoot(story: StoryEntry, width: number, theme: ShotTheme): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * One context and one page for every picture. A theme is a toolbar global set when the page
 * loads, so the page loads once per theme (and again after an error), at a story other than the
 * one to take; every picture is then of a story reached the same way, by switching to it with
 * its own seed, whichever stories came before it.
 */
export async function openCamera(browser: Browser, site: Pick<StorybookSite, 'url' | 'stories'>): Promise<StoryCamera> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // tsx (the scripts) compiles named functions with esbuild's keepNames, wrapping them in a
  // `__name(...)` helper that does not exist in the page; functions sent to the page need it.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(seededRandom);
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  let loaded: ShotTheme | null = null;

  return {
    async shoot(story, width, theme) {
      try {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
        if (loaded !== theme) {
          const start = site.stories.find((entry) => entry.id !== story.id);
          if (!start) throw new Error('the catalogue needs two stories to switch between');
          const opened = await gotoStory(page, site, start.id, 0, SHOT_THEMES[theme]);
          if (opened.error) throw new Error(`${start.id} did not render: ${opened.error}`);
          loaded = theme;
        }
        await page.evaluate((seed) => (window as unknown as { __paykitShotsSeed(seed: number): void }).__paykitShotsSeed(seed), seedOf(story.id));
        const outcome = await switchStory(page, story.id);
        if (outcome.error) throw new Error(`${story.id} did not render: ${outcome.error}`);
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const clip = await page.evaluate(paintedBox, MARGIN);
        return await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
      } catch (error) {
        // The next picture starts from a fresh load.
        loaded = null;
        throw error;
      }
    },
    close: () => context.close(),
  };
}

/**
 * The smallest box around what the story paints: text, images, form controls and anything with
 * a background, border or shadow, inside #storybook-root or an open dialog (the top layer sits
 * outside the root). Wrappers that paint nothing do not widen it, so a 400 px card on a 1280 px
 * page gives a picture of the card. Runs in the page.
 */
function paintedBox(margin: number): { x: number; y: number; width: number; height: number } {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (box: DOMRect) => {
    if (box.width <= 0 || box.height <= 0) return;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  };
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  const painted = new Set(['IMG', 'SVG', 'svg', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'CANVAS', 'VIDEO', 'IFRAME', 'HR', 'PROGRESS', 'METER']);
  // Text paints only inside its clipping ancestors: a visually hidden status (1 px, overflow hidden)
  // holds a whole sentence or hash whose box runs far past the card, and widened the picture by it.
  const clipped = (box: DOMRect, from: Element, root: Element): DOMRect => {
    for (let element: Element | null = from; element && element !== root; element = element.parentElement) {
      if (getComputedStyle(element).overflowX === 'visible') continue;
      const edge = element.getBoundingClientRect();
      const left = Math.max(box.left, edge.left);
      const top = Math.max(box.top, edge.top);
      box = new DOMRect(left, top, Math.max(0, Math.min(box.right, edge.right) - left), Math.max(0, Math.min(box.bottom, edge.bottom) - top));
    }
    return box;
  };
  const roots = [document.getElementById('storybook-root'), ...document.querySelectorAll('dialog[open]')].filter((root): root is HTMLElement => !!root);
  for (const root of roots) {
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
      const paints =
        painted.has(element.tagName) ||
        !transparent(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        (['Top', 'Right', 'Bottom', 'Left'] as const).some((side) => parseFloat(style[`border${side}Width`]) > 0 && !transparent(style[`border${side}Color`]));
      if (paints && element !== root) add(element.getBoundingClientRect());
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        add(clipped(range.getBoundingClientRect(), element, root));
      }
    }
  }
  const page = document.documentElement;
  const pageWidth = Math.max(page.scrollWidth, page.clientWidth);
  const pageHeight = Math.max(page.scrollHeight, page.clientHeight);
  if (left === Infinity) return { x: 0, y: 0, width: page.clientWidth, height: page.clientHeight };
  const x = Math.max(0, Math.floor(left + window.scrollX - margin));
  const y = Math.max(0, Math.floor(top + window.scrollY - margin));
  return {
    x,
    y,
    width: Math.min(pageWidth, Math.ceil(right + window.scrollX + margin)) - x,
    height: Math.min(pageHeight, Math.ceil(bottom + window.scrollY + margin)) - y,
  };
}

/** `<story-id>--<width>-<theme>.png`, the name of a picture in docs/screenshots/ and test/visual/baselines/. */
export function shotName(id: string, width: number, theme: ShotTheme): string {
  return `${id}--${width}-${theme}.png`;
}
