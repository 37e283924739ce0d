/** The panel page's only way out: same-origin JSON calls to the panel API (never the sandbox itself). */
import { PaykitConnectionError } from '../../../src/shared/errors';
import type { SetVerificationBody } from '../../../src/shared/schemas/accounts';
import type { SimulatePaymentRequest } from '../../../src/shared/schemas/payments';
import type { Payout } from '../../../src/shared/schemas/payouts';
import { apiErrorFromAnswer } from '../../../src/web/error-answer';
import type { ConnectedAccount, PanelClock, PanelDelivery, PanelPage, Payment, PanelAccount, SandboxPayout } from '../../panel/views';
import { querySuffix, type ListQuery } from './list-query';

export interface PanelApiOptions {
  /** Where the panel API is mounted (default "/sandbox/panel-api"). */
  base?: string;
  /** The fetch to use (tests pass a stub; default the page's own). */
  fetch?: typeof fetch;
}

/**
 * The panel API's calls, typed. A refusal throws the PaykitApiError subclass of its status with
 * the panel's message; an unreachable API throws PaykitConnectionError.
 */
export function createPanelApi(options: PanelApiOptions = {}) {
  const base = (options.base ?? '/sandbox/panel-api').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PaykitConnectionError('The panel API could not be reached; is npm start still running?', { cause: error });
    }
    const parsed: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw apiErrorFromAnswer(response.status, parsed, {
        fallbackMessage: `The panel API answered HTTP ${response.status}`,
        retryAfter: response.headers.get('retry-after'),
        requestId: response.headers.get('x-request-id'),
      });
    }
    return parsed as T;
  }

  const id = encodeURIComponent;
  return {
    payments: (query?: ListQuery, signal?: AbortSignal) => call<PanelPage<Payment>>('GET', `payments${querySuffix(query)}`, undefined, signal),
    accounts: (query?: ListQuery, signal?: AbortSignal) => call<PanelPage<PanelAccount>>('GET', `accounts${querySuffix(query)}`, undefined, signal),
    payouts: (query?: ListQuery, signal?: AbortSignal) => call<PanelPage<SandboxPayout>>('GET', `payouts${querySuffix(query)}`, undefined, signal),
    deliveries: (query?: ListQuery, signal?: AbortSignal) => call<PanelPage<PanelDelivery>>('GET', `deliveries${querySuffix(query)}`, undefined, signal),
    clock: (signal?: AbortSignal) => call<PanelClock>('GET', 'clock', undefined, signal),
    simulatePayment: (paymentId: string, body: SimulatePaymentRequest) => call<Payment>('POST', `payments/${id(paymentId)}/simulate`, body),
    setVerification: (accountId: string, body: SetVerificationBody) => call<ConnectedAccount>('POST', `accounts/${id(accountId)}/verification`, body),
    simulatePayout: (payoutId: string, body: { status: 'completed' } | { status: 'failed'; failure_reason: string }) =>
      call<Payout>('POST', `payouts/${id(payoutId)}/simulate`, body),
    retryDelivery: (deliveryId: string) => call<PanelDelivery>('POST', `deliveries/${id(deliveryId)}/retry`),
    advanceClock: (seconds: number) => call<PanelClock>('POST', 'clock', { advance_seconds: seconds }),
  };
}

export type PanelApi = ReturnType<typeof createPanelApi>;
