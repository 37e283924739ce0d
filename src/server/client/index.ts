/** createPaykitClient: the typed upstream client merchants' servers (and the proxy) use. */
import { accountsApi, accountsSandboxApi } from './connected-accounts';
import { fxApi, fxSandboxApi } from './fx';
import { paymentsApi, paymentsSandboxApi } from './payments';
import { payoutsApi, payoutsSandboxApi } from './payouts';
import { sandboxClock } from '../../shared/schemas/sandbox-clock';
import { answered } from './answered';
import { createTransport, type RequestOptions, type ClientOptions, type Transport, type UpstreamInfo } from './transport';
import { webhooksApi, webhooksSandboxApi } from './webhooks';
import type { PaykitApi } from './api';

export type { RequestOptions, ClientOptions, UpstreamInfo } from './transport';
export type { SandboxPaymentListParams } from './payments';
export type { SandboxAccountListParams } from './connected-accounts';
export type { SandboxPayoutListParams } from './payouts';

export type { SandboxClock } from '../../shared/schemas/sandbox-clock';
export type { PaykitApi, PaykitSandboxApi } from './api';

/**
 * Makes the typed upstream client: payments, webhooks, connected accounts, FX, payouts and the
 * sandbox-only controls. Keep it on your server: it holds the secret API key.
 */
export function createPaykitClient(options: ClientOptions) {
  return clientOver(createTransport(options));
}

/** Every call of `base`, with `defaults` under the call's own options (signals combined: either aborts it). */
function withCallDefaults(base: Transport, defaults: RequestOptions): Transport {
  return {
    upstream: base.upstream,
    request: (spec) => {
      const signals = [defaults.signal, spec.signal].filter((s): s is AbortSignal => s !== undefined);
      const deadlines = [defaults.deadline, spec.deadline].filter((d): d is number => d !== undefined);
      return base.request({
        ...defaults,
        ...spec,
        ...(signals.length > 0 ? { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) } : {}),
        ...(deadlines.length > 0 ? { deadline: Math.min(...deadlines) } : {}),
      });
    },
  };
}

/** Every operation of the service over one transport (api.test.ts holds its answer to PaykitApi both ways). */
export function apiOver(t: Transport) {
  const request = answered(t);
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
        request('sandbox.advanceClock', sandboxClock, { ...call, method: 'POST', path: '/v1/sandbox/clock', body: { advance_seconds: seconds } }),
      /** Reads the sandbox's virtual clock without moving it. */
      clock: (call: RequestOptions = {}) => request('sandbox.clock', sandboxClock, { ...call, method: 'GET', path: '/v1/sandbox/clock' }),
      ...paymentsSandboxApi(t),
      ...accountsSandboxApi(t),
      ...fxSandboxApi(t),
      ...payoutsSandboxApi(t),
      ...webhooksSandboxApi(t),
    },
  };
}

function clientOver(t: Transport): PaykitClient {
  return { ...apiOver(t), upstream: t.upstream, withDefaults: (defaults) => clientOver(withCallDefaults(t, defaults)) };
}

/** The client `createPaykitClient` returns. */
export interface PaykitClient extends PaykitApi {
  /**
   * The same client with `defaults` applied to every call (a call's own options still win;
   * signals are combined, and the earlier deadline holds). The proxy uses it to tie each
   * browser request's upstream calls to that request: its abort signal and time budget.
   */
  withDefaults: (defaults: RequestOptions) => PaykitClient;
  /** What the client has learned about the service from its answers: its clock, and whether it is the sandbox. */
  upstream: UpstreamInfo;
}
