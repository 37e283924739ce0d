/**
 * Caps on work that holds memory or a connection for a while (document uploads, event streams):
 * how many one client may have open, and how many all clients together. A request over a cap is
 * refused before anything of it is read, and every slot taken is given back exactly once.
 */
import { HttpError } from '../../web/http-error';

/** The two caps, and how each refusal reads. */
export interface InFlightLimits {
  /** Open at once for one client (as `clientKey` names it). */
  perClient: number;
  /** Open at once for everyone. */
  total: number;
  /** The 429 for a client at its own cap. */
  clientRefusal: () => HttpError;
  /** The 429 when everyone together is at the cap. */
  totalRefusal: () => HttpError;
}

/** Counts open work per client and in total. */
export class InFlightLimiter {
  private readonly open = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: InFlightLimits) {}

  /** Takes a slot for `client` or throws the 429; the returned function gives it back (once, however often it is called). */
  acquire(client: string): () => void {
    const mine = this.open.get(client) ?? 0;
    if (mine >= this.limits.perClient) throw this.limits.clientRefusal();
    if (this.total >= this.limits.total) throw this.limits.totalRefusal();
    this.open.set(client, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }

  /** Slots taken right now, for `client` or in total. */
  inFlight(client?: string): number {
    return client === undefined ? this.total : (this.open.get(client) ?? 0);
  }
}

/** A refusal that says when to come back: 429 (you sent too much) unless another status (503: we are full) is given. */
export function busy(code: string, message: string, retryAfterSeconds: number, status = 429): HttpError {
  return new HttpError(status, code, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
