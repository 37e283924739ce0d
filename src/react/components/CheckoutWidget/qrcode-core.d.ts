/**
 * qrcode's encoder on its own (the function its toString and toCanvas call), without the
 * browser entry's canvas and SVG-string renderers. @types/qrcode types only the package root.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}
