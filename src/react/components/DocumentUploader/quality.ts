/**
 * A readability hint before a document photo is sent: too few pixels, or too little sharp
 * detail (variance of the Laplacian, the usual cheap blur measure, on a downscaled greyscale
 * copy). Only a hint — the customer may upload anyway — tuned to stay quiet on doubtful
 * cases. Browsers without createImageBitmap or a 2D canvas (jsdom) get no hint at all.
 */

/** What the quality check measured of a photo. */
export interface ImageMeasure {
  /** Natural width in pixels. */
  width: number;
  /** Natural height in pixels. */
  height: number;
  /** Variance of the Laplacian on the downscaled copy; null when no canvas could measure it. */
  sharpness: number | null;
}

/** Why a photo may be hard to read: too small, or blurry. */
export type QualityHint = { kind: 'small'; width: number; height: number } | { kind: 'blurry'; sharpness: number };

/** Natural size below which an ID photo is hard to read: 600 × 400 in either orientation. */
export const MIN_LONG_SIDE = 600;
/** The shorter side's minimum (see MIN_LONG_SIDE). */
export const MIN_SHORT_SIDE = 400;
/** Below this the photo is very likely out of focus (measured on a copy at most 512 px wide). */
export const BLUR_THRESHOLD = 25;
/** The longest side of the copy sharpness is measured on. */
export const MEASURE_SIDE = 512;

/** The hint for a measured photo, or null when it looks readable. */
export function qualityHint(measure: ImageMeasure): QualityHint | null {
  const long = Math.max(measure.width, measure.height);
  const short = Math.min(measure.width, measure.height);
  if (long < MIN_LONG_SIDE || short < MIN_SHORT_SIDE) return { kind: 'small', width: measure.width, height: measure.height };
  if (measure.sharpness !== null && measure.sharpness < BLUR_THRESHOLD) return { kind: 'blurry', sharpness: measure.sharpness };
  return null;
}

/** RGBA pixels to luma (Rec. 601 weights). */
export function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = 0.299 * (rgba[p] as number) + 0.587 * (rgba[p + 1] as number) + 0.114 * (rgba[p + 2] as number);
  }
  return grey;
}

/** Variance of the 4-neighbour Laplacian over the interior pixels. */
export function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = (grey[i - 1] as number) + (grey[i + 1] as number) + (grey[i - width] as number) + (grey[i + width] as number) - 4 * (grey[i] as number);
      sum += value;
      sumSq += value * value;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** The photo's natural size and sharpness, or null where the browser cannot decode it for us. */
export async function measureImage(file: Blob): Promise<ImageMeasure | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, MEASURE_SIDE / Math.max(width, height));
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const context = canvas2d(w, h);
    if (!context) return { width, height, sharpness: null };
    context.drawImage(bitmap, 0, 0, w, h);
    const { data } = context.getImageData(0, 0, w, h);
    return { width, height, sharpness: laplacianVariance(toGrey(data, w, h), w, h) };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

type Context2d = Pick<CanvasRenderingContext2D, 'drawImage' | 'getImageData'>;

function canvas2d(width: number, height: number): Context2d | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true });
}

/** The default check the uploader runs on images: a hint, or null (fine, or not measurable). */
export async function checkImageQuality(file: Blob): Promise<QualityHint | null> {
  const measure = await measureImage(file);
  return measure ? qualityHint(measure) : null;
}
