import { describe, expect, it } from 'vitest';
import { fileOf } from '../../../../test/fixtures/onboarding';
import { DOCUMENT_MAX_BYTES } from '../../../shared/schemas/accounts';
import { UPLOAD_MAX_BYTES } from './DocumentUploader';
import { inspectFile } from './file-checks';
import { BLUR_THRESHOLD, checkImageQuality, laplacianVariance, qualityHint, toGrey } from './quality';

const ALL = ['image/jpeg', 'image/png', 'application/pdf'] as const;

function image(width: number, height: number, pixel: (x: number, y: number) => number) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = pixel(x, y);
      rgba.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return toGrey(rgba, width, height);
}

describe('readability measure', () => {
  it('finds sharp detail in text-like edges and none in a smooth gradient or a flat page', () => {
    const sharp = image(64, 64, (x, y) => ((Math.floor(x / 4) + Math.floor(y / 8)) % 2 ? 20 : 235));
    const smooth = image(64, 64, (x) => 100 + x);
    const flat = image(64, 64, () => 200);
    expect(laplacianVariance(sharp, 64, 64)).toBeGreaterThan(1000);
    expect(laplacianVariance(smooth, 64, 64)).toBeLessThan(BLUR_THRESHOLD);
    expect(laplacianVariance(flat, 64, 64)).toBe(0);
    expect(laplacianVariance(flat, 2, 2)).toBe(0);
  });

  it('hints at small photos (either orientation) before blurry ones, and passes good ones', () => {
    expect(qualityHint({ width: 320, height: 240, sharpness: 500 })).toEqual({ kind: 'small', width: 320, height: 240 });
    expect(qualityHint({ width: 400, height: 600, sharpness: 500 })).toBeNull();
    expect(qualityHint({ width: 599, height: 900, sharpness: 500 })).toBeNull();
    expect(qualityHint({ width: 1200, height: 399, sharpness: 500 })).toMatchObject({ kind: 'small' });
    expect(qualityHint({ width: 1600, height: 1200, sharpness: 4 })).toEqual({ kind: 'blurry', sharpness: 4 });
    expect(qualityHint({ width: 1600, height: 1200, sharpness: null })).toBeNull();
  });

  it('gives no hint where the browser cannot decode images for us (jsdom)', async () => {
    await expect(checkImageQuality(fileOf('jpeg'))).resolves.toBeNull();
  });
});

describe('inspectFile', () => {
  it('uses the service’s limit', () => expect(UPLOAD_MAX_BYTES).toBe(DOCUMENT_MAX_BYTES));

  it('decides by the bytes, not the name', async () => {
    await expect(inspectFile(fileOf('png', { name: 'scan.pdf', type: 'application/pdf' }), ALL, 100)).resolves.toEqual({ ok: true, contentType: 'image/png' });
    await expect(inspectFile(fileOf('pdf', { name: 'x' }), ALL, 100)).resolves.toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('names refused formats and problems', async () => {
    const problem = async (file: File, max = 1000) => ((await inspectFile(file, ALL, max)) as { problem: unknown }).problem;
    expect(await problem(fileOf('gif'))).toEqual({ kind: 'type', found: 'gif' });
    expect(await problem(fileOf('heic', { type: '' }))).toEqual({ kind: 'type', found: 'heic' });
    expect(await problem(fileOf('text', { name: 'a.png', type: '' }))).toEqual({ kind: 'mismatch', claimed: 'PNG' });
    expect(await problem(fileOf('text', { name: 'blob', type: '' }))).toEqual({ kind: 'type', found: 'other' });
    expect(await problem(new File([], 'empty.jpg'))).toEqual({ kind: 'empty' });
    expect(await problem(fileOf('jpeg', { size: 2000 }))).toEqual({ kind: 'size', size: 2000, limit: 1000 });
  });
});
