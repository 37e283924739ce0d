/** Sandbox-only control routes that belong to no single resource: the virtual clock. */
import * as z from 'zod/mini';
import type { Domain, SandboxCore } from './core';
import { json } from './http';

const advanceBody = z.object({
  advance_seconds: z.number().check(z.gte(0, 'must be zero or more'), z.lte(31_536_000, 'must be at most one year (31536000)')),
});

export function createSandboxControlDomain(core: SandboxCore): Domain {
  const clockView = () => ({ now: core.clock.isoNow(), pending_tasks: core.clock.pendingTasks() });
  return {
    routes: [
      { method: 'GET', path: '/sandbox/clock', handler: () => json(clockView()) },
      {
        method: 'POST',
        path: '/sandbox/clock',
        handler: async (ctx) => {
          const { advance_seconds } = await ctx.body(advanceBody);
          await core.clock.advance(advance_seconds);
          return json(clockView());
        },
      },
    ],
  };
}
