/**
 * One payment's Server-Sent Events stream. The browser's EventSource reconnects on its own
 * (with Last-Event-ID, so the proxy sends only what is new); this decides when to stop
 * trusting it: it never opened, the browser gave up on it (an HTTP error or wrong content
 * type closes it for good), or it failed twice in a row without opening in between.
 */

/** What the stream reports to its owner. */
export interface StatusStreamHandlers {
  /** The stream is open (again). */
  onOpen: () => void;
  /** The `data` of one `status` event. */
  onData: (data: string) => void;
  /** The `data` of one `checking` event: the proxy cannot tell the payment's status yet (see upstream.readPayments in docs/server.md#upstream-which-service-and-how-long-to-wait). */
  onChecking?: (data: string) => void;
  /** The stream dropped and the browser is reconnecting by itself. */
  onDrop: () => void;
  /** The stream is closed and should not be retried; poll instead. */
  onFail: (reason: 'never-opened' | 'closed' | 'failed-twice') => void;
}

/** How to open a status stream. */
export interface StatusStreamOptions {
  /** Send cookies with the stream, cross-origin too. */
  withCredentials: boolean;
  /** A stream that has not opened by then counts as failed (a buffering proxy never lets it open). */
  openTimeoutMs: number;
}

const CLOSED = 2;

/** Opens the stream; returns its close function, or null when EventSource refused the URL. */
export function openStatusStream(
  EventSourceImpl: typeof EventSource,
  url: string,
  options: StatusStreamOptions,
  handlers: StatusStreamHandlers,
): (() => void) | null {
  let source: EventSource;
  try {
    source = new EventSourceImpl(url, { withCredentials: options.withCredentials });
  } catch {
    return null;
  }
  let closed = false;
  let everOpened = false;
  let failures = 0;
  let openTimer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(openTimer);
    source.removeEventListener('open', onOpen);
    source.removeEventListener('error', onError);
    source.removeEventListener('status', onStatus);
    source.removeEventListener('checking', onChecking);
    source.close();
  };
  const fail = (reason: 'never-opened' | 'closed' | 'failed-twice') => {
    close();
    handlers.onFail(reason);
  };
  const awaitOpen = () => {
    clearTimeout(openTimer);
    openTimer = setTimeout(() => fail(everOpened ? 'failed-twice' : 'never-opened'), options.openTimeoutMs);
  };
  function onOpen() {
    if (closed) return;
    clearTimeout(openTimer);
    everOpened = true;
    failures = 0;
    handlers.onOpen();
  }
  function onError() {
    if (closed) return;
    failures += 1;
    if (!everOpened) return fail('never-opened');
    if (source.readyState === CLOSED) return fail('closed');
    if (failures >= 2) return fail('failed-twice');
    awaitOpen();
    handlers.onDrop();
  }
  function onStatus(event: Event) {
    if (!closed) handlers.onData(String((event as MessageEvent).data));
  }
  source.addEventListener('open', onOpen);
  source.addEventListener('error', onError);
  function onChecking(event: Event) {
    if (!closed) handlers.onChecking?.(String((event as MessageEvent).data));
  }
  source.addEventListener('status', onStatus);
  source.addEventListener('checking', onChecking);
  awaitOpen();
  return close;
}
