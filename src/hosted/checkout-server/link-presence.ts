/**
 * Whether the service knows a payment link, for the status of /pay/<id>: a well-formed id the
 * service has never issued answers 404, as a malformed one does. The page draws the same either
 * way (it reads the link itself), so the look-up only ever turns 200 into 404 and is given up
 * rather than let hold the page back: answers are remembered, each client has a small budget of
 * uncached look-ups (an attacker opening random ids costs the service little), and a service
 * that does not answer within a second leaves the page at 200.
 */
import type { PaykitClient } from 'paykit/server';
import { NotFoundError } from '../../shared/errors';
import { TokenBucketLimiter } from '../../server/proxy/rate-limit';

/** How long an answer is kept: a link once seen does not disappear; an unknown id may be issued later. */
const KNOWN_MS = 10 * 60_000;
const UNKNOWN_MS = 60_000;
/** Ids remembered at most, the oldest forgotten first. */
const MAX_REMEMBERED = 10_000;
/** Uncached look-ups per client: 10 at once, then one every 2 s. */
const LOOKUPS = { burst: 10, perSecond: 0.5 };
/** A page is not held back longer than this for its status. */
const LOOKUP_BUDGET_MS = 1_000;

export class LinkPresence {
  private readonly answers = new Map<string, { unknown: boolean; until: number }>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly budget: TokenBucketLimiter;

  constructor(
    private readonly client: PaykitClient,
    private readonly now: () => number = Date.now,
  ) {
    this.budget = new TokenBucketLimiter(LOOKUPS, now);
  }

  /** True only when the service said it has no link `linkId`; false when it has one or could not be asked. */
  async isUnknown(linkId: string, clientKey: string): Promise<boolean> {
    const known = this.answers.get(linkId);
    if (known && known.until > this.now()) return known.unknown;
    const running = this.pending.get(linkId);
    if (running) return running;
    try {
      this.budget.take(clientKey);
    } catch {
      return false;
    }
    const lookup = this.ask(linkId).finally(() => this.pending.delete(linkId));
    this.pending.set(linkId, lookup);
    return lookup;
  }

  private async ask(linkId: string): Promise<boolean> {
    let unknown: boolean;
    try {
      // The transport's deadline is wall-clock time.
      await this.client.paymentLinks.retrieve(linkId, { deadline: Date.now() + LOOKUP_BUDGET_MS });
      unknown = false;
    } catch (error) {
      // Down, slow or refusing: not an answer about the link, so nothing is remembered.
      if (!(error instanceof NotFoundError)) return false;
      unknown = true;
    }
    this.learn(linkId, unknown);
    return unknown;
  }

  /** Remembers what the service said of `linkId` when asked for another reason (a painted page's checkout), so nobody asks again. */
  learn(linkId: string, unknown: boolean): void {
    this.answers.delete(linkId);
    this.answers.set(linkId, { unknown, until: this.now() + (unknown ? UNKNOWN_MS : KNOWN_MS) });
    if (this.answers.size > MAX_REMEMBERED) this.answers.delete(this.answers.keys().next().value as string);
  }
}
