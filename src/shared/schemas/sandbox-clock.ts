/** The sandbox's virtual clock as its control endpoint answers it (a sandbox extension). */
import * as z from 'zod/mini';

export const sandboxClock = z.object({
  /** The sandbox's current virtual time (ISO 8601). */
  now: z.string(),
  /** How many scheduled tasks (expiries, webhook retries) are still waiting. */
  pending_tasks: z.number(),
});
/** The sandbox's virtual clock: its now, and how many timers (expiries, retries) are waiting. */
export type SandboxClock = {
  /** The sandbox's current virtual time (ISO 8601). */
  now: string;
  /** How many scheduled tasks (expiries, webhook retries) are still waiting. */
  pending_tasks: number;
};
