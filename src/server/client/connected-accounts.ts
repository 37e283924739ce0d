// PLACEHOLDER — the connected-accounts helper replaces this file.
import type { Transport } from './transport';
export function accountsApi(_t: Transport) {
  return {};
}
export function accountsSandboxApi(_t: Transport) {
  return {};
}
