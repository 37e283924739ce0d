/**
 * The QR code's geometry, drawn by us from lean-qr's module matrix: one SVG path of
 * horizontal runs, no innerHTML, no data: URL, so nothing for a page's CSP to allow.
 *
 * lean-qr's nano build is the encoder alone (about 1.9 KB brotli, a quarter of what qrcode's
 * encoder cost the widget's budget). Error correction is at least M; the encoder raises it
 * when the chosen size has room, which only makes the code sturdier on a scratched screen.
 */
import { correction, generate } from 'lean-qr/nano';
import { paintedKey, paintedText } from '../../i18n/painted-texts';

/** A QR code as one SVG path. */
export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Path data: a 1-unit-wide stroke along each run of dark modules. */
  path: string;
}

/** Quiet zone, in modules, on every side. */
export const QR_MARGIN = 2;

/**
 * The QR code of `text` (error correction M or better) as an SVG path; on a painted page, the
 * path the server drew (i18n/painted-texts.ts), so hydrating encodes nothing.
 */
export function qrShape(text: string): QrShape {
  const shape = paintedText(paintedKey('qr', '', text), () => encode(text));
  const size = Number(shape.slice(0, shape.indexOf(' ')));
  return { size, path: shape.slice(shape.indexOf(' ') + 1) };
}

/** "size path". */
function encode(text: string): string {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const { size } = code;
  const dark = (col: number, row: number) => code.get(col, row);
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size;) {
      if (!dark(col, row)) {
        col++;
        continue;
      }
      let end = col;
      while (end < size && dark(end, row)) end++;
      path += `M${col + QR_MARGIN} ${row + QR_MARGIN + 0.5}h${end - col}`;
      col = end;
    }
  }
  return `${size + 2 * QR_MARGIN} ${path}`;
}
