/** What the strict sandbox remembers of the extension calls it refused, for tests to assert none happened. */

/** One refused request: its method and the path as sent (mount and version prefix included, no query). */
export interface ExtensionCall {
  /** The request's method, e.g. "GET". */
  method: string;
  /** The request's path, e.g. "/v1/payments/pay_…". */
  path: string;
}

/** The first calls refused (at most `EXTENSION_CALLS_KEPT`) and how many there were in all. */
export interface ExtensionCallLog {
  /** The first refused calls, oldest first. */
  calls: ExtensionCall[];
  /** How many were refused in all (more than `calls` holds past the first 100). */
  total: number;
}

/** A client stuck in a loop must not grow the log without bound: the first ones say what went wrong. */
export const EXTENSION_CALLS_KEPT = 100;

/** Bounded record of refused extension calls. */
export class ExtensionCallRecorder {
  private readonly calls: ExtensionCall[] = [];
  private total = 0;

  record(call: ExtensionCall): void {
    this.total += 1;
    if (this.calls.length < EXTENSION_CALLS_KEPT) this.calls.push(call);
  }

  /** A copy: callers cannot edit the record. */
  snapshot(): ExtensionCallLog {
    return { calls: this.calls.map((call) => ({ ...call })), total: this.total };
  }
}
