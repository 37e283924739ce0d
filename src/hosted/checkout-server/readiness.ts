/**
 * /readyz: can this instance serve payers right now? The status store answers (Redis, when one
 * is configured) and the service answers with this API key. Each check is bounded in time, and
 * a result is reused for a moment so a flood of probes cannot become a flood of upstream calls.
 */
import type { PaykitClient, StatusStore } from 'paykit/server';
import { PaykitApiError } from '../../shared/errors';

/** One dependency's state: "ok", or a short reason it is not ("unreachable", "answered 401 unauthorized"). */
export type CheckState = string;

/** What /readyz found. */
export interface Readiness {
  /** True when every check is "ok". */
  ready: boolean;
  /** Each dependency by name (`store`, `upstream`) and its state. */
  checks: Record<string, CheckState>;
}

export interface ReadinessOptions {
  store: StatusStore;
  client: PaykitClient;
  /** The longest each check may take (default 2 000 ms). */
  timeoutMs?: number;
  /** How long a result is reused (default 1 000 ms). */
  cacheMs?: number;
}

/** A payment id no payment has: reading it touches the store without changing anything. */
const PROBE_PAYMENT_ID = 'pay_readiness_probe';

export function createReadiness(options: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const cacheMs = options.cacheMs ?? 1_000;
  let last: { at: number; result: Promise<Readiness> } | null = null;

  const check = async (run: (signal: AbortSignal) => Promise<unknown>): Promise<CheckState> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      await Promise.race([run(signal), new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true }))]);
      return 'ok';
    } catch (error) {
      if (signal.aborted) return `no answer within ${timeoutMs} ms`;
      if (error instanceof PaykitApiError) return `answered ${error.status} ${error.code}`;
      return 'unreachable';
    }
  };

  const probe = async (): Promise<Readiness> => {
    const [store, upstream] = await Promise.all([
      check(() => options.store.get(PROBE_PAYMENT_ID)),
      check((signal) => options.client.accounts.retrieveMe({ signal, timeoutMs, deadline: Date.now() + timeoutMs })),
    ]);
    return { ready: store === 'ok' && upstream === 'ok', checks: { store, upstream } };
  };

  return () => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) last = { at: now, result: probe() };
    return last.result;
  };
}
