/** Payouts (create and retrieve are sandbox-documented extensions) and the service's payout simulator (docs/service-contract.md#payouts). */
import type { CreatePayoutRequestInput, PayoutStatus, SimulatePayoutRequestInput } from 'paykit/schemas';
import { payout, sandboxPayout } from '../../shared/schemas/payouts';
import { page } from '../../shared/schemas/primitives';
import { answered } from './answered';
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

const sandboxPayoutPage = page(sandboxPayout);

export function payoutsApi(t: Transport) {
  const request = answered(t);
  return {
    payouts: {
      /** Debits the amount at once; the payout stays pending until completed or failed (failed refunds). */
      create: (body: CreatePayoutRequestInput, call: RequestOptions = {}) =>
        request('payouts.create', payout, { ...call, method: 'POST', path: '/api/v1/payouts', body }),
      retrieve: (payoutId: string, call: RequestOptions = {}) =>
        request('payouts.retrieve', payout, { ...call, method: 'GET', path: `/api/v1/payouts/${id(payoutId)}` }),
    },
  };
}

export function payoutsSandboxApi(t: Transport) {
  const request = answered(t);
  return {
    /** POST /api/v1/sandbox/payouts/{payout_id}/simulate: completed, or failed with failure_reason. */
    simulatePayout: (payoutId: string, body: SimulatePayoutRequestInput, call: RequestOptions = {}) =>
      request('sandbox.simulatePayout', payout, { ...call, method: 'POST', path: `/api/v1/sandbox/payouts/${id(payoutId)}/simulate`, body }),
    /** Sandbox extension: every payout, newest first, each with its connected_account_id (null: the platform's). */
    listPayouts: (params: SandboxPayoutListParams = {}, call: RequestOptions = {}) =>
      request('sandbox.listPayouts', sandboxPayoutPage, { ...call, method: 'GET', path: '/api/v1/sandbox/payouts', query: { ...params } }),
  };
}
