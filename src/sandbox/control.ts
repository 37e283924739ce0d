/** Sandbox-only control routes that belong to no single resource: the virtual clock and wallet funding. */
import * as z from 'zod/mini';
import { withinCurrencyScale } from '../shared/schemas/payments';
import { amountInput, currencyCode } from '../shared/schemas/primitives';
import type { SandboxCore } from './core';
import type { Domain } from './route';
import { json } from '../web/http-error';

const creditBody = z.object({ currency: currencyCode, amount: amountInput }).check(withinCurrencyScale('amount'));

const advanceBody = z.object({
  advance_seconds: z.number().check(z.gte(0, 'must be zero or more'), z.lte(31_536_000, 'must be at most one year (31536000)')),
});

export function createSandboxControlDomain(core: SandboxCore): Domain {
  const clockView = () => ({ now: core.clock.isoNow(), pending_tasks: core.clock.pendingTasks() });
  return {
    routes: [
      { method: 'GET', path: '/sandbox/clock', handler: () => json(clockView()), extension: true },
      {
        method: 'POST',
        path: '/sandbox/clock',
        extension: true,
        handler: async (ctx) => {
          const { advance_seconds } = await ctx.body(advanceBody);
          await core.clock.advance(advance_seconds);
          return json(clockView());
        },
      },
      {
        // Simulated money for trying FX and payouts without settling payments first.
        method: 'POST',
        path: '/sandbox/wallet/credit',
        extension: true,
        handler: async (ctx) => {
          const { currency, amount } = await ctx.body(creditBody);
          core.ledger.credit(ctx.owner, currency, amount);
          return json({ data: core.ledger.list(ctx.owner) });
        },
      },
    ],
  };
}
