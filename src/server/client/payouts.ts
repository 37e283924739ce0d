/** Payouts (create and retrieve are sandbox-documented extensions) and the spec's payout simulator. */
import type { CreatePayoutRequestInput, Payout, PayoutStatus, SandboxPayout, SimulatePayoutRequestInput } from '../../shared/schemas/payouts';
import type { Page } from '../../shared/schemas/primitives';
import type { RequestOptions, Transport } from './transport';

/** Query of the sandbox's payout list (control panel only). */
export interface SandboxPayoutListParams {
  /** Page size, 1 to 100 (the sandbox's default 20). */
  limit?: number;
  /** How many entries to skip, newest first (default 0). */
  offset?: number;
  /** Only payouts in this status. */
  status?: PayoutStatus;
}

const id = (value: string) => encodeURIComponent(value);

export function payoutsApi(t: Transport) {
  return {
    payouts: {
      /** Debits the amount at once; the payout stays pending until completed or failed (failed refunds). */
      create: (body: CreatePayoutRequestInput, call: RequestOptions = {}) => t.request<Payout>({ ...call, method: 'POST', path: '/api/v1/payouts', body }),
      retrieve: (payoutId: string, call: RequestOptions = {}) => t.request<Payout>({ ...call, method: 'GET', path: `/api/v1/payouts/${id(payoutId)}` }),
    },
  };
}

export function payoutsSandboxApi(t: Transport) {
  return {
    /** POST /api/v1/sandbox/payouts/{payout_id}/simulate: completed, or failed with failure_reason. */
    simulatePayout: (payoutId: string, body: SimulatePayoutRequestInput, call: RequestOptions = {}) =>
      t.request<Payout>({ ...call, method: 'POST', path: `/api/v1/sandbox/payouts/${id(payoutId)}/simulate`, body }),
    /** Sandbox extension: every payout, newest first, each with its connected_account_id (null: the platform's). */
    listPayouts: (params: SandboxPayoutListParams = {}, call: RequestOptions = {}) =>
      t.request<Page<SandboxPayout>>({ ...call, method: 'GET', path: '/api/v1/sandbox/payouts', query: { ...params } }),
  };
}
