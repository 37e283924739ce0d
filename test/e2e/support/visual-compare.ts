/**
 * Compares a story's screenshot with its committed baseline (both PNG files' bytes) with
 * pixelmatch: a pixel counts as changed when its colour moved more than `threshold` (pixelmatch's
 * perceptual distance, anti-aliasing ignored), and the images differ when more than
 * `maxDiffRatio` of the pixels changed. A size change always differs: a component that grew or
 * shrank is a visual change, whatever its pixels.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface CompareOptions {
  /** Per-pixel colour tolerance, 0–1 (pixelmatch's `threshold`). */
  threshold?: number;
  /** Share of changed pixels allowed before the images count as different. */
  maxDiffRatio?: number;
}

export const DEFAULT_COMPARE: Required<CompareOptions> = { threshold: 0.1, maxDiffRatio: 0.001 };

export type Comparison =
  | { same: true; changedPixels: number; ratio: number }
  | { same: false; reason: 'size'; actualSize: string; baselineSize: string }
  | { same: false; reason: 'pixels'; changedPixels: number; ratio: number; limit: number; diffPng: Buffer };

export function compareScreenshots(actualPng: Buffer, baselinePng: Buffer, options: CompareOptions = {}): Comparison {
  const { threshold, maxDiffRatio } = { ...DEFAULT_COMPARE, ...options };
  const actual = PNG.sync.read(actualPng);
  const baseline = PNG.sync.read(baselinePng);
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    return { same: false, reason: 'size', actualSize: `${actual.width}×${actual.height}`, baselineSize: `${baseline.width}×${baseline.height}` };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(baseline.data, actual.data, diff.data, width, height, { threshold });
  const ratio = changedPixels / (width * height);
  if (ratio <= maxDiffRatio) return { same: true, changedPixels, ratio };
  return { same: false, reason: 'pixels', changedPixels, ratio, limit: Math.floor(maxDiffRatio * width * height), diffPng: PNG.sync.write(diff) };
}

/** One line for a failure report: what differs, and by how much. */
export function describeDifference(name: string, comparison: Exclude<Comparison, { same: true }>): string {
  if (comparison.reason === 'size') return `${name}: size changed, ${comparison.baselineSize} in the baseline, ${comparison.actualSize} now`;
  const percent = (comparison.ratio * 100).toFixed(2);
  return `${name}: ${comparison.changedPixels} pixels changed (${percent} %, more than the ${comparison.limit} allowed)`;
}

/**
 * Re-encodes a screenshot as compactly as pngjs can (opaque RGB, best compression, adaptive
 * filters): the baselines and docs pictures are committed, and Chromium's PNGs carry an alpha
 * channel that a screenshot of an opaque page never uses. The pixels stay exactly the same.
 */
export function compactPng(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  return PNG.sync.write(image, { colorType: 2, inputHasAlpha: true, deflateLevel: 9, deflateStrategy: 1, filterType: -1 });
}

/** Paints an opaque block into a PNG (for the check that a changed image is caught). */
export function paintBlock(png: Buffer, block: { x: number; y: number; width: number; height: number }, rgb: [number, number, number]): Buffer {
  const image = PNG.sync.read(png);
  for (let y = block.y; y < Math.min(image.height, block.y + block.height); y++) {
    for (let x = block.x; x < Math.min(image.width, block.x + block.width); x++) {
      const at = (y * image.width + x) * 4;
      image.data[at] = rgb[0];
      image.data[at + 1] = rgb[1];
      image.data[at + 2] = rgb[2];
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}
