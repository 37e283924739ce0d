/**
 * Server-Sent Events of one payment's public view: `id:` is the store version, so a browser
 * that reconnects with Last-Event-ID gets only what it has not seen. An id this store never gave
 * (ahead of its version: another process, one since restarted) proves nothing about what the
 * browser has, so it is sent the current view. Comments keep idle connections alive through
 * proxies; the stream ends once the payment is final. A payment whose status is being checked
 * (the store does not know it, and readPayments forbids asking) opens with a `checking` event
 * and then follows the store, so the next webhook's status reaches the browser.
 */
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

/** What a `checking` event carries: the payment, and the error code GET /payments/:id answers meanwhile. */
export interface CheckingEvent {
  payment_id: string;
  code: 'payment_status_unknown';
  message: string;
}

function checkingEvent(paymentId: string): Uint8Array {
  const data: CheckingEvent = {
    payment_id: paymentId,
    code: 'payment_status_unknown',
    message: "This payment's status is being checked; it shows here as soon as it is known",
  };
  return encoder.encode(`event: checking\ndata: ${JSON.stringify(data)}\n\n`);
}

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

/** `initial` null: the status is being checked (see the file's comment). */
export function paymentEventStream(
  store: StatusStore,
  paymentId: string,
  initial: StoredStatus | null,
  lastEventId: number | null,
  signal: AbortSignal,
  options: SseOptions,
): Response {
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let lastSent = initial && lastEventId !== null && lastEventId <= initial.version ? lastEventId : 0;
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the consumer
        }
      };
      const send = (status: StoredStatus) => {
        if (closed || status.version <= lastSent) return;
        lastSent = status.version;
        // The current state on connecting may be old: its stamp must be now, so it is encoded afresh.
        controller.enqueue(status === initial ? encoder.encode(formatEvent(status, options.stamp)) : eventBytes(status, options.stamp));
        if (FINAL_STATES.has(status.view.status)) close();
      };
      const unsubscribe = store.subscribe(paymentId, send);
      const heartbeat = setInterval(() => {
        if (!closed) controller.enqueue(encoder.encode(': keep-alive\n\n'));
      }, options.heartbeatMs);
      const deadline = setTimeout(close, options.maxDurationMs);
      const onAbort = () => close();
      signal.addEventListener('abort', onAbort);
      cleanup = () => {
        options.onClose?.();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(deadline);
        signal.removeEventListener('abort', onAbort);
      };
      // The browser left while the payment was being read: an abort listener added now never
      // runs, and a runtime that drops the unread answer never cancels it, so end here.
      if (signal.aborted) return close();
      // Tell the browser how soon to come back after a drop, then the current state.
      controller.enqueue(encoder.encode('retry: 2000\n\n'));
      if (initial) {
        send(initial);
        if (FINAL_STATES.has(initial.view.status)) close();
        return;
      }
      controller.enqueue(checkingEvent(paymentId));
      // A webhook stored between the first look and the subscription is not missed.
      store.get(paymentId).then(
        (status) => status && send(status),
        () => {},
      );
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
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
