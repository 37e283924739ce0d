/**
 * The QR code's geometry, drawn by us from qrcode's module matrix: one SVG path of
 * horizontal runs, no innerHTML, no data: URL, so nothing for a page's CSP to allow.
 *
 * Same encoder and settings as qrcode's `toString(text, { type: 'svg',
 * errorCorrectionLevel: 'M', margin: 2 })`; importing only the encoder keeps the canvas
 * and string renderers (1.5 KB brotli) out of merchants' bundles.
 */
import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR code as one SVG path. */
export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Path data: a 1-unit-wide stroke along each run of dark modules. */
  path: string;
}

/** Quiet zone, in modules, on every side. */
export const QR_MARGIN = 2;

/** The QR code of `text` (error correction M) as an SVG path, without qrcode's canvas or string renderers. */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size;) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < size && data[row * size + end]) end++;
      path += `M${col + QR_MARGIN} ${row + QR_MARGIN + 0.5}h${end - col}`;
      col = end;
    }
  }
  return { size: size + 2 * QR_MARGIN, path };
}
