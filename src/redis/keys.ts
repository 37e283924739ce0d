/**
 * Where paykit/redis keeps things. Every key of one payment (its status, its change channel)
 * carries the payment id as a `{hash tag}`, so in a Redis Cluster they share a hash slot and one
 * script can touch them together; so do a checkout link's keys and a virtual account's; events are one key each.
 */

/** Key names under one prefix (default `paykit:`). */
export interface KeyLayout {
  /** Hash with `version` and `view` (JSON) of one payment. */
  payment(paymentId: string): string;
  /** Pub/sub channel carrying each new stored status of one payment. */
  changes(paymentId: string): string;
  /** Marker of a webhook event id already acted on. */
  event(eventId: string): string;
  /** The open payment id of a hosted-checkout link. */
  checkout(linkId: string): string;
  /** The token of whoever is creating a hosted-checkout link's payment right now (a short lease). */
  checkoutClaim(linkId: string): string;
  /** The virtual account details (JSON) issued to one connected account. */
  virtualAccount(accountId: string): string;
  /** The token of whoever is asking the service to issue them right now (a short lease). */
  virtualAccountClaim(accountId: string): string;
}

export function keyLayout(prefix: string): KeyLayout {
  return {
    payment: (id) => `${prefix}payment:{${id}}`,
    changes: (id) => `${prefix}payment:{${id}}:changes`,
    event: (id) => `${prefix}event:{${id}}`,
    checkout: (id) => `${prefix}checkout:{${id}}`,
    checkoutClaim: (id) => `${prefix}checkout:{${id}}:claim`,
    virtualAccount: (id) => `${prefix}virtual-account:{${id}}`,
    virtualAccountClaim: (id) => `${prefix}virtual-account:{${id}}:claim`,
  };
}
