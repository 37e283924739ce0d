/**
 * Handler options layered the way the test helpers need: a test's `limits: { … }` adds to the
 * helper's limits instead of replacing the whole group (a plain spread would drop the helper's
 * client or rate-limit default). Later layers win field by field inside each group (`upstream`,
 * `limits`, `policies`, `webhooks`, `http`), and key by key elsewhere.
 */
import type { PaykitHandlerOptions } from '../../src/server';

const GROUPS = ['upstream', 'limits', 'policies', 'webhooks', 'http'] as const;

export function mergeHandlerOptions(...layers: Partial<PaykitHandlerOptions>[]): PaykitHandlerOptions {
  const merged: PaykitHandlerOptions = Object.assign({}, ...layers);
  for (const group of GROUPS) {
    const parts = layers.map((layer) => layer[group]).filter((part) => part !== undefined);
    if (parts.length > 0) Object.assign(merged, { [group]: Object.assign({}, ...parts) });
  }
  return merged;
}
