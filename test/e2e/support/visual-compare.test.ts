import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compactPng, compareScreenshots, describeDifference, paintBlock } from './visual-compare';

/** A 200×100 picture: light stripes with a dark bar, like a card with a line of text. */
function picture(width = 200, height = 100): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const ink = y >= 40 && y < 48 && x >= 20 && x < 180;
      const shade = ink ? 30 : y % 20 < 10 ? 250 : 238;
      image.data.set([shade, shade, shade, 255], at);
    }
  }
  return PNG.sync.write(image);
}

describe('compareScreenshots', () => {
  it('finds no difference between an image and itself', () => {
    expect(compareScreenshots(picture(), picture())).toEqual({ same: true, changedPixels: 0, ratio: 0 });
  });

  it('reports a changed block over the tolerance, with a diff image of the same size', () => {
    const changed = paintBlock(picture(), { x: 60, y: 10, width: 20, height: 20 }, [200, 30, 30]);
    const result = compareScreenshots(changed, picture());
    expect(result).toMatchObject({ same: false, reason: 'pixels', changedPixels: 400, ratio: 0.02, limit: 20 });
    if (result.same || result.reason !== 'pixels') throw new Error('expected a pixel difference');
    const diff = PNG.sync.read(result.diffPng);
    expect([diff.width, diff.height]).toEqual([200, 100]);
    expect(describeDifference('components-checkoutwidget--settled--375-light', result)).toBe(
      'components-checkoutwidget--settled--375-light: 400 pixels changed (2.00 %, more than the 20 allowed)',
    );
  });

  it('lets a change within the tolerance pass: a few pixels, or a barely different shade', () => {
    const fewPixels = paintBlock(picture(), { x: 60, y: 10, width: 4, height: 4 }, [200, 30, 30]);
    expect(compareScreenshots(fewPixels, picture())).toMatchObject({ same: true, changedPixels: 16 });
    const shade = paintBlock(picture(), { x: 0, y: 60, width: 200, height: 10 }, [248, 248, 248]);
    expect(compareScreenshots(shade, picture())).toMatchObject({ same: true, changedPixels: 0 });
    // …unless the tolerance is tightened.
    expect(compareScreenshots(fewPixels, picture(), { maxDiffRatio: 0 })).toMatchObject({ same: false, reason: 'pixels' });
  });

  it('reports a size change whatever the pixels', () => {
    const result = compareScreenshots(picture(200, 110), picture());
    expect(result).toEqual({ same: false, reason: 'size', actualSize: '200×110', baselineSize: '200×100' });
    if (result.same) throw new Error('expected a size difference');
    expect(describeDifference('a--375-dark', result)).toBe('a--375-dark: size changed, 200×100 in the baseline, 200×110 now');
  });
});

describe('compactPng', () => {
  it('keeps every pixel and drops the unused alpha channel', () => {
    const original = paintBlock(picture(), { x: 5, y: 5, width: 30, height: 30 }, [10, 120, 200]);
    const compact = compactPng(original);
    expect(PNG.sync.read(compact).data).toEqual(PNG.sync.read(original).data);
    expect(compareScreenshots(compact, original)).toMatchObject({ same: true, changedPixels: 0 });
    expect(compact.length).toBeLessThanOrEqual(original.length);
  });
});
