// PLACEHOLDER — a helper replaces this file.
import type { Transport } from './transport';
export function payoutsApi(_t: Transport) {
  return {};
}
export function payoutsSandboxApi(_t: Transport) {
  return {};
}
