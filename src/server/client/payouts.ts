/** Payouts (create and retrieve are sandbox-documented extensions) and the spec's payout simulator. */
import type { CreatePayoutRequestInput, Payout, SimulatePayoutRequestInput } from '../../shared/schemas/payouts';
import type { CallOptions, Transport } from './transport';

const id = (value: string) => encodeURIComponent(value);

export function payoutsApi(t: Transport) {
  return {
    payouts: {
      /** Debits the amount at once; the payout stays pending until completed or failed (failed refunds). */
      create: (body: CreatePayoutRequestInput, call: CallOptions = {}) =>
        t.request<Payout>({ ...call, method: 'POST', path: '/api/v1/payouts', body }),
      retrieve: (payoutId: string, call: CallOptions = {}) =>
        t.request<Payout>({ ...call, method: 'GET', path: `/api/v1/payouts/${id(payoutId)}` }),
    },
  };
}

export function payoutsSandboxApi(t: Transport) {
  return {
    /** POST /api/v1/sandbox/payouts/{payout_id}/simulate: completed, or failed with failure_reason. */
    simulatePayout: (payoutId: string, body: SimulatePayoutRequestInput, call: CallOptions = {}) =>
      t.request<Payout>({ ...call, method: 'POST', path: `/api/v1/sandbox/payouts/${id(payoutId)}/simulate`, body }),
  };
}
