/**
 * Step 2 of a link checkout: the right to create its payment, held in the store (so across
 * instances) from before the payment exists upstream until after it is remembered. Whoever sees
 * the link's open attempt while holding the claim knows it is not one being created right now.
 */
import { HttpError } from '../../../web/http-error';
import type { StatusStore } from '../status-store';

/** How long a claim lasts and how long a request waits for another's. */
export interface ClaimTiming {
  /** A claim lapses after this even if never let go (its holder crashed): longer than the holder's upstream budget. */
  leaseMs: number;
  /** How long a request waits for another request's (another instance's) claim to end. */
  waitMs: number;
  /** How often it looks again meanwhile. */
  pollMs: number;
}

/** What claiming came to: the payment someone remembered meanwhile, or the claim itself. */
export type LinkClaim = { state: 'remembered'; paymentId: string } | { state: 'claimed'; release: () => Promise<void> };

/** 503 checkout_busy: another instance is still opening this link's payment after the wait. */
export function checkoutBusy(): HttpError {
  return new HttpError(503, 'checkout_busy', 'This payment link is being opened right now; try again in a moment', { headers: { 'retry-after': '1' } });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Claims the link, waiting up to `waitMs` while someone else holds it; returns the payment they
 * remembered as soon as there is one (a failed holder lets go, and then this request claims).
 */
export async function claimLink(store: StatusStore, linkId: string, timing: ClaimTiming): Promise<LinkClaim> {
  const token = crypto.randomUUID();
  const until = Date.now() + timing.waitMs;
  for (;;) {
    const claim = await store.claimCheckout(linkId, token, timing.leaseMs);
    if (claim.state === 'remembered') return claim;
    if (claim.state === 'claimed') return { state: 'claimed', release: () => store.releaseCheckout(linkId, token) };
    if (Date.now() + timing.pollMs > until) throw checkoutBusy();
    await sleep(timing.pollMs);
  }
}
