/**
 * Slots for reading bodies nobody can vouch for yet (webhook deliveries: the signature is checked
 * only once the whole body is in). As with InFlightLimiter, each client has a share and everyone
 * together a cap. Unlike it, a slot is not held for as long as its sender likes: a body still
 * arriving `graceMs` after its slot was taken keeps it only while nobody else needs it.
 *
 * A newcomer that finds no slot (its own share used, or every slot taken) takes the slot of the
 * longest-held body that is past the grace (its own client's when its share is what is full) and
 * that body's reading is ended. The service sends a small body whole, at once: its deliveries are
 * read within the grace and are not the ones to yield. To keep everyone else out, a sender who
 * trickles must open new deliveries faster than `total` per grace, from more than
 * `total / perClient` clients; one who cannot is only ever taking slots nobody needed.
 */
import type { HttpError } from '../../web/http-error';

/** The caps, the grace, and how each refusal reads. */
export interface YieldingSlotLimits {
  /** Slots one client (as `clientKey` names it) may hold at once. */
  perClient: number;
  /** Slots everyone together may hold at once. */
  total: number;
  /** How long a body may take before its slot goes to whoever needs one. */
  graceMs: number;
  /** The refusal when the client's share is full of bodies still within the grace. */
  clientRefusal: () => HttpError;
  /** The refusal when every slot holds a body still within the grace. */
  totalRefusal: () => HttpError;
  /** The clock (default Date.now). */
  now?: () => number;
}

interface Holder {
  client: string;
  since: number;
  /** Ends the holder's reading: its slot has gone to someone else. */
  yieldSlot: () => void;
}

export class YieldingSlots {
  /** Every holder, oldest first (a Set keeps insertion order). */
  private readonly holders = new Set<Holder>();
  /** Each client's holders, oldest first. */
  private readonly byClient = new Map<string, Set<Holder>>();
  private readonly now: () => number;

  constructor(private readonly limits: YieldingSlotLimits) {
    this.now = limits.now ?? Date.now;
  }

  /**
   * Takes a slot for `client`, if need be from a body past the grace (whose `onYield` is then
   * called), or throws the refusal. The returned function gives the slot back; calling it again,
   * or after the slot was yielded, does nothing.
   */
  acquire(client: string, onYield: () => void): () => void {
    const now = this.now();
    const mine = this.byClient.get(client);
    if (mine && mine.size >= this.limits.perClient) {
      this.takeFrom(mine, now, this.limits.clientRefusal);
    } else if (this.holders.size >= this.limits.total) {
      this.takeFrom(this.holders, now, this.limits.totalRefusal);
    }
    const holder: Holder = { client, since: now, yieldSlot: onYield };
    this.holders.add(holder);
    const own = mine ?? new Set<Holder>();
    own.add(holder);
    this.byClient.set(client, own);
    return () => this.free(holder);
  }

  /** Slots held right now, by `client` or in total. */
  inFlight(client?: string): number {
    return client === undefined ? this.holders.size : (this.byClient.get(client)?.size ?? 0);
  }

  /** Frees the oldest of `among` if it is past the grace and tells it so; else throws the refusal. */
  private takeFrom(among: Set<Holder>, now: number, refusal: () => HttpError): void {
    const oldest = among.values().next().value;
    if (!oldest || now - oldest.since < this.limits.graceMs) throw refusal();
    this.free(oldest);
    oldest.yieldSlot();
  }

  private free(holder: Holder): void {
    if (!this.holders.delete(holder)) return;
    const own = this.byClient.get(holder.client);
    own?.delete(holder);
    if (own?.size === 0) this.byClient.delete(holder.client);
  }
}
