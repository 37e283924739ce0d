/**
 * The QR code's geometry, drawn by us from lean-qr's module matrix: one SVG path of
 * horizontal runs, no innerHTML, no data: URL, so nothing for a page's CSP to allow.
 *
 * lean-qr's nano build is the encoder alone (about 1.9 KB brotli, a quarter of what qrcode's
 * encoder cost the widget's budget). Error correction is at least M; the encoder raises it
 * when the chosen size has room, which only makes the code sturdier on a scratched screen.
 *
 * A code that carries a mark (the token's, at its centre) is encoded at level H, which
 * recovers about 30 % of its code words, and leaves the mark's square blank: about a fifth of
 * the side, some 5 % of the modules, well inside what H recovers (helpers.test.tsx decodes it).
 */
import { correction, generate } from 'lean-qr/nano';
import { paintedKey, paintedText } from '../../i18n/painted-texts';

/** A QR code as one SVG path. */
export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Path data: a 1-unit-wide stroke along each run of dark modules. */
  path: string;
  /** The blank square at the centre for a mark, in modules from the edge: its start (both axes) and side. */
  mark?: { at: number; side: number };
}

/** Quiet zone, in modules, on every side. */
export const QR_MARGIN = 2;

/**
 * The QR code of `text` (error correction M or better) as an SVG path; on a painted page, the
 * path the server drew (i18n/painted-texts.ts), so hydrating encodes nothing.
 */
export function qrShape(text: string, options: { mark?: boolean } = {}): QrShape {
  const mark = !!options.mark;
  const shape = paintedText(paintedKey('qr', '', text, mark ? 'mark' : undefined), () => encode(text, mark));
  const [size, side] = shape.split(' ', 2).map(Number) as [number, number];
  const path = shape.slice(shape.indexOf(' ', shape.indexOf(' ') + 1) + 1);
  return { size, path, ...(side ? { mark: { at: (size - side) / 2, side } } : {}) };
}

/** "size side path": the side of the mark's square is 0 without a mark. */
function encode(text: string, mark: boolean): string {
  const code = generate(text, { minCorrectionLevel: mark ? correction.H : correction.M });
  const { size } = code;
  // Odd like the code's side, so the square sits on the centre module: at least 7, about a fifth.
  const side = mark ? Math.max(7, Math.ceil(size / 5) | 1) : 0;
  const from = (size - side) / 2;
  const dark = (col: number, row: number) => code.get(col, row) && !(col >= from && col < from + side && row >= from && row < from + side);
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
  return `${size + 2 * QR_MARGIN} ${side} ${path}`;
}
