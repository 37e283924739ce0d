// PLACEHOLDER — the webhooks helper replaces this file.
import type { Transport } from './transport';
export function webhooksApi(_t: Transport) {
  return {};
}
