/**
 * Whether the upstream is paykit's sandbox, decided once per proxy and the same on every
 * instance: asked once (`GET /v1/accounts/me`, an endpoint of the service: docs/service-contract.md#platform-account-and-balances) unless an earlier call already
 * told. Two decisions follow from it: whether views carry test_mode (unless `testMode` is
 * configured), and whether the proxy may read a payment back (`readPayments`, see
 * read-payments.ts). Left to whatever the instance happened to call first, an instance serving a
 * payment from the shared store before its first upstream call would stamp views differently
 * from its neighbours.
 */
import type { PaykitClient } from '../client';

/** How long a view waits for the one question before it is sent as the client knows it so far. */
const PROBE_BUDGET_MS = 2_000;
/** After the service could not be asked, views go out as far as the client knows for this long before it is asked again. */
const PROBE_RETRY_MS = 30_000;

/** Whether the upstream answers as paykit's sandbox, asked the first time it is needed; a failed question is asked again 30 s later. */
export function sandboxProbe(client: PaykitClient, now: () => number = Date.now): () => Promise<boolean> {
  let decided: boolean | undefined;
  let asking: Promise<boolean> | null = null;
  let askAgainAt = 0;
  return () => {
    if (decided !== undefined) return Promise.resolve(decided);
    if (client.upstream.sandbox) return Promise.resolve((decided = true));
    // Unreachable a moment ago: not asked again on every view while the service is away.
    if (now() < askAgainAt) return Promise.resolve(false);
    asking ??= client.accounts
      .retrieveMe({ deadline: Date.now() + PROBE_BUDGET_MS })
      .then(() => (decided = client.upstream.sandbox))
      .catch(() => {
        askAgainAt = now() + PROBE_RETRY_MS;
        return client.upstream.sandbox;
      })
      .finally(() => (asking = null));
    return asking;
  };
}

/** The test-mode answer: the configured one when given, else the sandbox probe's. */
export function testModeDecider(configured: boolean | undefined, isSandbox: () => Promise<boolean>): () => Promise<boolean> {
  if (configured !== undefined) return () => Promise.resolve(configured);
  return isSandbox;
}
