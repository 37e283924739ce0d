/** createPaykitClient: the typed upstream client merchants' servers (and the proxy) use. */
import { accountsApi, accountsSandboxApi } from './connected-accounts';
import { fxApi, fxSandboxApi } from './fx';
import { paymentsApi, paymentsSandboxApi } from './payments';
import { payoutsApi, payoutsSandboxApi } from './payouts';
import { createTransport, type RequestOptions, type ClientOptions } from './transport';
import { webhooksApi, webhooksSandboxApi } from './webhooks';

export type { RequestOptions, ClientOptions } from './transport';
export type { SandboxPaymentListParams } from './payments';
export type { SandboxAccountListParams } from './connected-accounts';
export type { SandboxPayoutListParams } from './payouts';

/** The sandbox's virtual clock: its now, and how many timers (expiries, retries) are waiting. */
export interface SandboxClock {
  /** The sandbox's current virtual time (ISO 8601). */
  now: string;
  /** How many scheduled tasks (expiries, webhook retries) are still waiting. */
  pending_tasks: number;
}

/**
 * Makes the typed upstream client: payments, webhooks, connected accounts, FX, payouts and the
 * sandbox-only controls. Keep it on your server: it holds the secret API key.
 */
export function createPaykitClient(options: ClientOptions) {
  const t = createTransport(options);
  return {
    ...paymentsApi(t),
    ...webhooksApi(t),
    ...accountsApi(t),
    ...fxApi(t),
    ...payoutsApi(t),
    /** Sandbox-only simulators and controls; the production service answers these with 404. */
    sandbox: {
      /** Moves the sandbox's virtual clock forward (payment and quote expiry, webhook retries). */
      advanceClock: (seconds: number, call: RequestOptions = {}) =>
        t.request<SandboxClock>({ ...call, method: 'POST', path: '/v1/sandbox/clock', body: { advance_seconds: seconds } }),
      /** Reads the sandbox's virtual clock without moving it. */
      clock: (call: RequestOptions = {}) => t.request<SandboxClock>({ ...call, method: 'GET', path: '/v1/sandbox/clock' }),
      ...paymentsSandboxApi(t),
      ...accountsSandboxApi(t),
      ...fxSandboxApi(t),
      ...payoutsSandboxApi(t),
      ...webhooksSandboxApi(t),
    },
  };
}

/** The client `createPaykitClient` returns. */
export type PaykitClient = ReturnType<typeof createPaykitClient>;
