/**
 * The visual check: every story of the catalogue at 375 px wide, in the light and the dark
 * theme, against its committed baseline (test/visual/baselines/<story-id>--375-<theme>.png).
 * A picture that changed size, or whose pixels changed beyond the tolerance (see
 * DEFAULT_COMPARE in support/visual-compare.ts), fails with the story's name, and the new
 * picture and a diff (changed pixels in red) are written to test/visual/diffs/ (git-ignored).
 * After an intended change: `npm run visual:update` (every story) or
 * `npm run visual:update -- <story id>` (the ones named), then look at the pictures and commit.
 *
 * Speed: it shares this run's Storybook build with the other real-browser files and takes
 * each theme's pictures in one page, switching stories as the a11y gate does
 * (support/story-shots.ts); the two themes' pages work at once.
 * PAYKIT_STORYBOOK_STATIC=<dir> checks an existing build instead of building.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCamera, shotName, type ShotTheme, type StoryCamera } from './support/story-shots';
import { BASELINES, DIFFS, VISUAL_THEMES, VISUAL_WIDTH } from './support/visual-baselines';
import { compareScreenshots, describeDifference, paintBlock } from './support/visual-compare';
import { storybookSuite } from './support/storybook-suite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Stories not reached within this budget (per theme) fail as "not checked"; PAYKIT_VISUAL_BUDGET_MS changes it. */
const BUDGET_MS = Number(process.env.PAYKIT_VISUAL_BUDGET_MS ?? 240_000);

const suite = storybookSuite();
/** One camera (one page) per theme: the themes' sweeps run at once, each keeping its own renderer busy. */
const cameras = new Map<ShotTheme, StoryCamera>();

beforeAll(async () => {
  for (const theme of VISUAL_THEMES) cameras.set(theme, await openCamera(suite.browser, suite.site));
  rmSync(join(ROOT, DIFFS), { recursive: true, force: true });
}, 180_000);

afterAll(async () => {
  for (const camera of cameras.values()) await camera.close();
});

function cameraFor(theme: ShotTheme): StoryCamera {
  const camera = cameras.get(theme);
  if (!camera) throw new Error(`no camera for the ${theme} theme`);
  return camera;
}

/** Compares one picture with its baseline in `baselines`; on a difference, writes it and its diff into `diffs` and says what differs. */
function check(name: string, actual: Buffer, baselines: string, diffs: string): string | null {
  const baseline = join(baselines, name);
  if (!existsSync(baseline)) return `${name}: no baseline yet; create it with: npm run visual:update -- ${name.replace(/--\d+-\w+\.png$/, '')}`;
  const comparison = compareScreenshots(actual, readFileSync(baseline));
  if (comparison.same) return null;
  mkdirSync(diffs, { recursive: true });
  writeFileSync(join(diffs, name), actual);
  if (comparison.reason === 'pixels') writeFileSync(join(diffs, name.replace(/\.png$/, '.diff.png')), comparison.diffPng);
  return describeDifference(name, comparison);
}

describe(`visual check (every story at ${VISUAL_WIDTH} px against test/visual/baselines)`, () => {
  it('a changed picture fails the check, named, with its diff written (so a pass means something)', async () => {
    const story = suite.site.stories.find((entry) => entry.id === 'components-checkoutwidget--awaiting-payment') ?? suite.site.stories[0]!;
    const shot = await cameraFor('light').shoot(story, VISUAL_WIDTH, 'light');
    const scratch = mkdtempSync(join(tmpdir(), 'paykit-visual-'));
    try {
      const name = shotName(story.id, VISUAL_WIDTH, 'light');
      writeFileSync(join(scratch, name), shot);
      expect(check(name, shot, scratch, join(scratch, 'diffs'))).toBeNull();
      // A 40 px square of another colour in the component: about 1 600 pixels, over the tolerance.
      const changed = paintBlock(shot, { x: 20, y: 20, width: 40, height: 40 }, [255, 0, 255]);
      expect(check(name, changed, scratch, join(scratch, 'diffs'))).toMatch(new RegExp(`^${name}: \\d+ pixels changed \\(`));
      expect(readdirSync(join(scratch, 'diffs')).sort()).toEqual([name.replace(/\.png$/, '.diff.png'), name]);
      expect(check(shotName('no-such-story', VISUAL_WIDTH, 'dark'), shot, scratch, scratch)).toBe(
        'no-such-story--375-dark.png: no baseline yet; create it with: npm run visual:update -- no-such-story',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it.concurrent.for(VISUAL_THEMES.map((theme): [ShotTheme] => [theme]))(
    'every story looks as its baseline does (%s theme)',
    { timeout: BUDGET_MS + 30_000 },
    async ([theme], { expect }) => {
      const camera = cameraFor(theme);
      const started = performance.now();
      const deadline = Date.now() + BUDGET_MS;
      expect(suite.site.stories.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let compared = 0;
      for (const story of suite.site.stories) {
        const name = shotName(story.id, VISUAL_WIDTH, theme);
        if (Date.now() > deadline) {
          failures.push(`${name}: not checked, the check's ${BUDGET_MS / 1000} s budget ran out`);
          continue;
        }
        try {
          const failure = check(name, await camera.shoot(story, VISUAL_WIDTH, theme), join(ROOT, BASELINES), join(ROOT, DIFFS));
          if (failure) failures.push(failure);
          compared++;
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `visual check (${theme}): ${compared} of ${suite.site.stories.length} stories compared in ${seconds} s (waited ${(suite.site.buildMs / 1000).toFixed(1)} s for this run’s storybook build; 0 when another file built it); ${failures.length} failure(s)`,
      );
      const report = failures.map((line) => `✗ ${line}`).join('\n');
      expect(failures, `\n${report}\n(new pictures and diffs in ${DIFFS}/; after an intended change: npm run visual:update)\n`).toEqual([]);
    },
  );

  it('every baseline belongs to a story (a renamed or removed story leaves none behind)', () => {
    const expected = new Set(suite.site.stories.flatMap((story) => VISUAL_THEMES.map((theme) => shotName(story.id, VISUAL_WIDTH, theme))));
    const dir = join(ROOT, BASELINES);
    const stale = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png') && !expected.has(file)) : [];
    expect(stale, `baselines of no story (npm run visual:update removes them): ${stale.join(', ')}`).toEqual([]);
  });
});
