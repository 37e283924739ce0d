/**
 * Server-Sent Events of one payment's public view: `id:` is the store version, so a browser
 * that reconnects with Last-Event-ID gets only what it has not seen. An id this store never gave
 * (ahead of its version: another process, one since restarted) proves nothing about what the
 * browser has, so it is sent the current view. Comments keep idle connections alive through
 * proxies; the stream ends once the payment is final. A stream opens only on a known status: an
 * id the store lacks answers 404 before any stream (payment-status.ts).
 */
import { pushResponse, type PushSink, type PushSource } from '../../web/push-body';
import { FINAL_STATES, type StatusStore, type StoredStatus } from './status-store';

export interface SseOptions {
  heartbeatMs: number;
  /** Stream ends after this long even if the payment never finishes (the browser reconnects). */
  maxDurationMs: number;
  /** Called once when the stream ends, however it ends (final state, deadline, the browser left). */
  onClose?: () => void;
  /** What a view carries as it leaves (the service's clock, test mode); never stored. */
  stamp?: (view: StoredStatus['view']) => StoredStatus['view'];
}

const encoder = new TextEncoder();

export function formatEvent(status: StoredStatus, stamp: SseOptions['stamp'] = (view) => view): string {
  return `id: ${status.version}\nevent: status\ndata: ${JSON.stringify(stamp(status.view))}\n\n`;
}

/**
 * A store hands every listener of a payment the same status object, so one settlement watched by
 * thousands of streams is serialised and encoded once, not once per stream.
 */
const encodedEvents = new WeakMap<StoredStatus, Uint8Array>();

function eventBytes(status: StoredStatus, stamp: SseOptions['stamp']): Uint8Array {
  let bytes = encodedEvents.get(status);
  // Encoded as the change goes out to every stream, so its stamp is that moment.
  if (!bytes) encodedEvents.set(status, (bytes = encoder.encode(formatEvent(status, stamp))));
  return bytes;
}

/** A heartbeat comment: keeps an idle connection open through proxies. */
const HEARTBEAT = encoder.encode(': keep-alive\n\n');
/** Sent first: how soon the browser comes back after a drop. */
const RETRY = encoder.encode('retry: 2000\n\n');

/**
 * One browser's stream of one payment, pushed (../../web/push-body.ts) so the Node adapter
 * writes each event straight to the socket. A reader that falls behind (its sink said so, or no
 * sink is attached yet) is sent nothing more until it catches up: heartbeats are skipped (what
 * is unread keeps the connection busy anyway) and of the status events only the newest is kept,
 * since each carries the whole view and its version; so a slow reader costs at most the sink's
 * slack and one event, whatever happens meanwhile.
 */
class PaymentEvents implements PushSource {
  private sink: PushSink | null = null;
  private behind = true;
  /** The lines sent on connecting, held until a sink is attached. */
  private readonly opening: Uint8Array[] = [];
  /** The newest status not yet written (the reader is behind). */
  private held: StoredStatus | null = null;
  private lastSent: number;
  /** No more events: the payment is final, the deadline passed, or the reader left. */
  private closed = false;
  /** The sink was ended or the reader left: nothing more is written. */
  private ended = false;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly deadline: ReturnType<typeof setTimeout>;
  private readonly unsubscribe: () => void;
  /** The request was aborted (the browser left): what is unsent is dropped and the stream ends. */
  private readonly onAbort = () => {
    this.opening.length = 0;
    this.held = null;
    this.close();
  };

  constructor(
    private readonly store: StatusStore,
    private readonly paymentId: string,
    private readonly initial: StoredStatus,
    lastEventId: number | null,
    signal: AbortSignal,
    private readonly options: SseOptions,
  ) {
    this.lastSent = lastEventId !== null && lastEventId <= initial.version ? lastEventId : 0;
    this.unsubscribe = store.subscribe(paymentId, (status) => this.send(status));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.deadline = setTimeout(() => this.close(), options.maxDurationMs);
    signal.addEventListener('abort', this.onAbort, { once: true });
    // The browser left while the payment was being read: an abort listener added now never
    // runs, and a runtime that drops the unread answer never cancels it, so end here.
    if (signal.aborted) {
      this.onAbort();
      return;
    }
    this.opening.push(RETRY);
    this.send(initial);
    if (FINAL_STATES.has(initial.view.status)) this.close();
  }

  attach(sink: PushSink): void {
    this.sink = sink;
    if (this.ended) return sink.end();
    this.behind = false;
    for (const line of this.opening.splice(0)) this.write(line);
    this.flush();
  }

  drained(): void {
    if (this.ended || !this.sink) return;
    this.behind = false;
    this.flush();
  }

  cancel(): void {
    this.ended = true;
    this.held = null;
    this.close();
  }

  private send(status: StoredStatus): void {
    if (this.closed || status.version <= this.lastSent) return;
    this.lastSent = status.version;
    // The newest replaces any older one still held: it carries the whole view.
    this.held = status;
    if (FINAL_STATES.has(status.view.status)) this.close();
    else this.flush();
  }

  private beat(): void {
    if (!this.behind && !this.ended) this.write(HEARTBEAT);
  }

  /** Writes the held status if the reader can take it, and ends the stream if it is over. */
  private flush(): void {
    if (this.behind || this.ended || !this.sink) return;
    const status = this.held;
    this.held = null;
    const bytes = status && this.bytes(status);
    if (!this.closed) {
      if (bytes) this.write(bytes);
      return;
    }
    // The last event and the end go out together: one write to the socket, not two.
    this.ended = true;
    this.sink.end(bytes ?? undefined);
  }

  private write(bytes: Uint8Array): void {
    if (!(this.sink as PushSink).write(bytes)) this.behind = true;
  }

  private bytes(status: StoredStatus): Uint8Array {
    // The current state on connecting may be old: its stamp must be now, so it is encoded afresh.
    return status === this.initial ? encoder.encode(formatEvent(status, this.options.stamp)) : eventBytes(status, this.options.stamp);
  }

  /**
   * No more events: the last one goes out now, and the stream lets go of the store, the timers
   * and its slot once every stream the same change ended has been written to (`letGoLater`).
   */
  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    letGoLater(this);
  }

  /** Lets go of the store, the timers and the stream's slot (once, after `close`). */
  letGo(): void {
    this.options.onClose?.();
    this.unsubscribe();
    clearInterval(this.heartbeat);
    clearTimeout(this.deadline);
    // The abort listener stays, to go with the request: once closed it does nothing, and taking it
    // off an AbortSignal cost more than the rest of closing when one settlement ended 10,000 streams.
  }
}

/**
 * Streams closed in this turn, to let go of what they hold once the turn's writes are done: one
 * settlement ends every stream of its payment in one pass of the store's listeners, and each
 * payer's last event should not wait behind the others' unsubscribing and clearing of timers.
 * A microtask, not a timer: nothing else runs before it, so a slot given back is given back in
 * the same turn, and a closed stream's listener, still subscribed until then, ignores changes.
 */
const closing: PaymentEvents[] = [];

function letGoLater(events: PaymentEvents): void {
  if (closing.length === 0) queueMicrotask(letGoOfClosed);
  closing.push(events);
}

function letGoOfClosed(): void {
  for (const events of closing.splice(0)) events.letGo();
}

/** The stream of a payment whose status `initial` is, as the store holds it now. */
export function paymentEventStream(
  store: StatusStore,
  paymentId: string,
  initial: StoredStatus,
  lastEventId: number | null,
  signal: AbortSignal,
  options: SseOptions,
): Response {
  return pushResponse(new PaymentEvents(store, paymentId, initial, lastEventId, signal, options), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar buffer responses unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}

export function parseLastEventId(request: Request): number | null {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
