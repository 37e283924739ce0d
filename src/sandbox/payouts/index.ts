/**
 * Payouts to bank accounts and crypto wallets (docs/service-contract.md#payouts). The service shows only the simulator; creating,
 * reading and listing payouts are documented sandbox extensions. The amount leaves the balance
 * when the payout is created (pending) and comes back if the simulator fails it.
 */
import type { Payout, SandboxPayout } from 'paykit/schemas';
import { compare } from '../../shared/money';
import { createPayoutRequest, PAYOUT_STATUSES, simulatePayoutRequest } from '../../shared/schemas/payouts';
import type { SandboxCore } from '../core';
import type { Domain } from '../route';
import { json, unprocessable } from '../../web/http-error';
import { enumParam, listQuery, noSuch, paginate } from '../http';
import { PLATFORM, type Owner } from '../ledger';
import { describeOwner } from '../core';
import { atCurrencyScale } from '../fx/pricing';
import { requireCurrencyForDestination, requirePayoutCapability } from './rules';

interface StoredPayout {
  payout: Payout;
  owner: Owner;
}

export function createPayoutsDomain(core: SandboxCore): Domain {
  const payouts = new Map<string, StoredPayout>();

  /** The owner's payout; another account's is reported as not found. */
  function find(owner: Owner, id: string): StoredPayout {
    const stored = payouts.get(id);
    if (!stored || stored.owner !== owner) throw noSuch('payout', id);
    return stored;
  }

  const listed = ({ payout, owner }: StoredPayout): SandboxPayout => ({
    ...payout,
    connected_account_id: owner === PLATFORM ? null : owner,
  });

  return {
    routes: [
      {
        // Sandbox extension: every payout the caller may see (the platform's key: all of them),
        // newest first, with limit/offset and an optional status filter, for the control panel.
        method: 'GET',
        path: '/sandbox/payouts',
        extension: true,
        handler: (ctx) => {
          const page = listQuery(ctx.query);
          const status = enumParam(ctx.query, 'status', PAYOUT_STATUSES);
          const all = [...payouts.values()]
            .reverse()
            .filter((p) => (ctx.owner === PLATFORM || p.owner === ctx.owner) && (status === undefined || p.payout.status === status));
          return json(paginate(all.map(listed), page));
        },
      },
      {
        // The service shows no payout creation or retrieval; these exist so the payout simulator has something to act on.
        method: 'POST',
        path: '/payouts',
        extension: true,
        handler: async (ctx) => {
          const request = await ctx.body(createPayoutRequest);
          const amount = atCurrencyScale('amount', request.amount, request.currency);
          requirePayoutCapability(core, ctx.owner);
          requireCurrencyForDestination(request.currency, request.destination);
          const available = core.ledger.available(ctx.owner, request.currency);
          if (compare(available, amount) < 0) {
            throw unprocessable(
              `Insufficient balance: the payout needs ${amount} ${request.currency}, ${available} ${request.currency} available to ${describeOwner(ctx.owner)}`,
            );
          }
          core.ledger.debit(ctx.owner, request.currency, amount);
          const payout: Payout = {
            payout_id: core.ids.next('payout'),
            status: 'pending',
            currency: request.currency,
            amount,
            destination: request.destination,
            reference: request.reference ?? null,
            failure_reason: null,
            created_at: core.clock.isoNow(),
            completed_at: null,
          };
          payouts.set(payout.payout_id, { payout, owner: ctx.owner });
          return json(payout, 201);
        },
      },
      {
        method: 'GET',
        path: '/payouts/:id',
        extension: true,
        handler: (ctx) => json(find(ctx.owner, ctx.params.id as string).payout),
      },
      {
        method: 'POST',
        path: '/sandbox/payouts/:id/simulate',
        handler: async (ctx) => {
          const outcome = await ctx.body(simulatePayoutRequest);
          const stored = find(ctx.owner, ctx.params.id as string);
          const { payout } = stored;
          if (payout.status !== 'pending') {
            throw unprocessable(`Payout ${payout.payout_id} is ${payout.status}; only a pending payout can be simulated`);
          }
          if (outcome.status === 'completed') {
            stored.payout = { ...payout, status: 'completed', completed_at: core.clock.isoNow() };
          } else {
            core.ledger.credit(stored.owner, payout.currency, payout.amount); // the money never left: refund
            stored.payout = { ...payout, status: 'failed', failure_reason: outcome.failure_reason ?? null };
          }
          return json(stored.payout);
        },
      },
    ],
  };
}
