// PLACEHOLDER — the payments helper replaces this file.
import type { Transport } from './transport';
export function paymentsApi(_t: Transport) {
  return {};
}
export function paymentsSandboxApi(_t: Transport) {
  return {};
}
