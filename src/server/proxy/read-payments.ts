/**
 * Whether the proxy may read a payment back (`GET /v1/payments/{id}`). That endpoint is a
 * sandbox extension: the real service answers it with 404, so against it a payment the store
 * lacks is never asked about, and its status stays "being checked" until a webhook tells.
 */
import { PaykitError } from '../../shared/errors';

/** `readPayments` of PaykitHandlerOptions. */
export type ReadPayments = 'never' | 'when-available';

/**
 * The decision: `'never'` never reads; `'when-available'` reads when the upstream is paykit's
 * sandbox (the same once-per-proxy probe that decides test mode). Not given: `'when-available'`.
 */
export function readPaymentsDecider(configured: ReadPayments | undefined, isSandbox: () => Promise<boolean>): () => Promise<boolean> {
  if (configured !== undefined && configured !== 'never' && configured !== 'when-available') {
    throw new PaykitError(`createPaykitHandler: readPayments must be 'never' or 'when-available', not ${String(configured)}`);
  }
  if (configured === 'never') return () => Promise.resolve(false);
  return isSandbox;
}
