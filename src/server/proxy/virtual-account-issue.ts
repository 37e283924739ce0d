/**
 * Issuing a customer's virtual account once. The service answers the details only when it issues
 * them (it has no read of them), so the proxy keeps them in the store and asks the service only
 * for an account with none kept, under the account's claim in the store: on a shared store one
 * instance asks and the others wait for what it keeps. Within an instance, requests join the one
 * under way rather than polling the store.
 */
import { HttpError } from '../../web/http-error';
import type { StatusStore, VirtualAccountView } from './status-store';

/** How long a claim lasts and how long a request waits for another's. */
export interface IssueTiming {
  /** A claim lapses after this even if never let go (its holder crashed): longer than the holder's upstream budget. */
  leaseMs: number;
  /** How long a request waits for another instance's claim to end (2 s, as a link's checkout). */
  waitMs: number;
  /** How often it looks again meanwhile (50 ms). */
  pollMs: number;
}

/** 503 virtual_account_busy: another instance is still issuing this account's details after the wait. */
export function virtualAccountBusy(): HttpError {
  return new HttpError(503, 'virtual_account_busy', 'The account details are being issued right now; try again in a moment', {
    headers: { 'retry-after': '1' },
  });
}

/** Issues under way, per store (so per proxy; handlers sharing a store share these too) and account. */
const underWay = new WeakMap<StatusStore, Map<string, Promise<VirtualAccountView>>>();

/**
 * The account's details: kept ones as they are, else `issue()`'s, kept before they are answered.
 * Callers for one account at once share one attempt; a failed one keeps nothing.
 */
export function issueOnce(store: StatusStore, accountId: string, issue: () => Promise<VirtualAccountView>, timing: IssueTiming): Promise<VirtualAccountView> {
  let mine = underWay.get(store);
  if (!mine) underWay.set(store, (mine = new Map<string, Promise<VirtualAccountView>>()));
  const joined = mine.get(accountId);
  if (joined) return joined;
  const attempt = claimAndIssue(store, accountId, issue, timing);
  const forget = () => mine.delete(accountId);
  attempt.then(forget, forget);
  mine.set(accountId, attempt);
  return attempt;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function claimAndIssue(store: StatusStore, accountId: string, issue: () => Promise<VirtualAccountView>, timing: IssueTiming): Promise<VirtualAccountView> {
  const token = crypto.randomUUID();
  const until = Date.now() + timing.waitMs;
  for (;;) {
    const claim = await store.claimVirtualAccount(accountId, token, timing.leaseMs);
    if (claim.state === 'kept') return claim.details;
    if (claim.state === 'claimed') {
      try {
        const details = await issue();
        await store.rememberVirtualAccount(accountId, details);
        return details;
      } finally {
        // A release the store cannot make now lapses with the lease; what happened above is the answer.
        await store.releaseVirtualAccount(accountId, token).catch(() => {});
      }
    }
    if (Date.now() + timing.pollMs > until) throw virtualAccountBusy();
    await sleep(timing.pollMs);
  }
}
