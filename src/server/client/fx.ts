// PLACEHOLDER — a helper replaces this file.
import type { Transport } from './transport';
export function fxApi(_t: Transport) {
  return {};
}
export function fxSandboxApi(_t: Transport) {
  return {};
}
