/**
 * Takes pictures of the catalogue's stories into a folder, for `npm run screenshots` (the
 * README's pictures) and `npm run visual:update` (the visual check's baselines). Both build
 * Storybook as `npm run build-storybook` does (or use PAYKIT_STORYBOOK_STATIC=<dir>) and shoot
 * with the visual check's own camera (test/e2e/support/story-shots.ts).
 *
 * Arguments name stories: a story id or any part of one (`checkoutwidget`, `--settled`); none
 * means every story, and then pictures of stories that no longer exist are removed too.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../test/e2e/browser';
import { buildStorybook, readStories, serveStatic } from '../test/e2e/support/storybook';
import { openCamera, shotName, type ShotTheme } from '../test/e2e/support/story-shots';
import { compactPng } from '../test/e2e/support/visual-compare';
import { ensureChromium } from '../test/setup/chromium';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface PictureRun {
  /** Folder for the PNGs, relative to the repository. */
  out: string;
  widths: readonly number[];
  themes: readonly ShotTheme[];
  /** Story ids or parts of them; empty for every story. */
  only: readonly string[];
}

export async function takePictures({ out, widths, themes, only }: PictureRun): Promise<void> {
  const started = performance.now();
  ensureChromium();
  const outDir = resolve(ROOT, out);
  mkdirSync(outDir, { recursive: true });
  let scratch: string | null = null;
  let dir = process.env.PAYKIT_STORYBOOK_STATIC ? resolve(ROOT, process.env.PAYKIT_STORYBOOK_STATIC) : null;
  if (!dir) {
    scratch = mkdtempSync(join(tmpdir(), 'paykit-pictures-'));
    dir = join(scratch, 'static');
    console.info('pictures: building Storybook…');
    await buildStorybook(dir);
  }
  const all = readStories(dir);
  const stories = only.length === 0 ? all : all.filter((story) => only.some((part) => story.id.includes(part)));
  if (stories.length === 0) throw new Error(`no story id contains ${only.map((part) => `"${part}"`).join(' or ')}`);

  const site = await serveStatic(dir);
  const browser = await launchChromium();
  const written = new Set<string>();
  const failed: string[] = [];
  try {
    const camera = await openCamera(browser, { url: site.url, stories: all });
    // Theme outermost: the page loads once per theme and switches between stories.
    for (const theme of themes) {
      for (const width of widths) {
        for (const story of stories) {
          const name = shotName(story.id, width, theme);
          try {
            writeFileSync(join(outDir, name), compactPng(await camera.shoot(story, width, theme)));
            written.add(name);
          } catch (error) {
            failed.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }
    }
    await camera.close();
  } finally {
    await browser.close();
    await site.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }

  let removed = 0;
  if (only.length === 0 && failed.length === 0) {
    const current = new Set(all.flatMap((story) => widths.flatMap((width) => themes.map((theme) => shotName(story.id, width, theme)))));
    for (const file of readdirSync(outDir)) {
      if (/--\d+-(light|dark)\.png$/.test(file) && !current.has(file)) {
        rmSync(join(outDir, file));
        removed++;
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`pictures: wrote ${written.size} PNGs into ${out}${removed ? `, removed ${removed} of stories that no longer exist` : ''} in ${seconds} s`);
  if (failed.length > 0) {
    console.error(`pictures: ${failed.length} failed:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}
