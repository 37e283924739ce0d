/**
 * qrcode's encoder on its own (the function its toString and toCanvas call), without the
 * browser entry's canvas and SVG-string renderers. @types/qrcode types only the package root,
 * and it pulls in Node's types (streams), which the browser layer must not see: so the little
 * this kit uses is declared here.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  /** The module matrix: `size` × `size`, row by row, truthy for a dark module. */
  export interface BitMatrix {
    size: number;
    data: Uint8Array;
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: BitMatrix; version: number };
}
