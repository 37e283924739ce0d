/**
 * One live connection to one watched thing, shared by all its subscribers: a push stream when
 * its source has one, polling otherwise or once the stream proves unreliable. Pauses while the
 * page is hidden or offline, and ends at a final view or a fatal error. What is watched (a
 * payment, an onboarding account) is configuration: a LiveKind says how views compare and
 * when they are final, a LiveSource how to fetch them and how often.
 */
import type { PaykitError } from '../shared/errors';
import type { PageSignals } from './page';
import { createPoller, type Poller, type PollTuning } from './polling';

/** Where a live connection stands, as its listeners see it. */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** What every live connection tells its listeners besides the views themselves. */
export type ConnectionEvent =
  | { type: 'connection'; state: ConnectionState }
  /** `fatal`: nothing more will come (the thing does not exist, say). Other errors are retried. */
  | { type: 'error'; error: PaykitError; fatal: boolean };

/** A listener of a live connection whose view events are `E`. */
export type LiveListener<E> = (event: E | ConnectionEvent) => void;

/** What is watched: how its views reach listeners, compare, end, and which errors end it. */
export interface LiveKind<V, E> {
  /** The event that hands a new view to listeners. */
  viewEvent: (view: V) => E;
  /** Whether `next` should reach listeners after `current` (each change once, never a step back). */
  isNews: (current: V | undefined, next: V) => boolean;
  /** Nothing more will change by itself: the connection closes. */
  isFinal: (view: V) => boolean;
  /** An error after which asking again cannot help: the connection closes with it. */
  isFatal: (error: PaykitError) => boolean;
  /**
   * An error that means "nothing to show yet" (a payment's status being checked): listeners hear
   * it, but the connection stays live and polls at its interval, without backing off.
   */
  isPending?: (error: PaykitError) => boolean;
  /**
   * True when a final view can never change (a payment's end state): a connection that starts
   * with one stays closed and asks nothing. False when someone's action can reopen it (an
   * onboarding account): it asks anyway, and a published non-final view restarts it.
   */
  finalIsForever: boolean;
  /** Which views outlive their connection (for peek() and the next connection's replay). */
  remember: 'final' | 'latest';
}

/** What a push stream reports; the connection turns it into events and state. */
export interface StreamHandlers<V> {
  /** The stream is open: the connection is live. */
  onOpen: () => void;
  /** A view the stream pushed. */
  onView: (view: V) => void;
  /** Trouble the stream survives: a bad event, or a drop it reconnects from by itself (`dropped`). */
  onError: (error: PaykitError, dropped: boolean) => void;
  /** The stream is closed for good: the connection polls from now on. */
  onFail: () => void;
}

/** Opens a push stream; returns its close function, or null when it cannot open (then: poll). */
export type OpenStream<V> = (handlers: StreamHandlers<V>) => (() => void) | null;

/** How to get views of one watched thing, and how often. */
export interface LiveSource<V> {
  /** One request for the current view. */
  fetchView: (signal: AbortSignal) => Promise<V>;
  /** A push stream tried before polling, if the thing has one. */
  openStream?: OpenStream<V>;
  /** Poll interval and error backoff. */
  tuning: PollTuning;
  /** Hidden-tab and offline signals; null: always run. */
  page: PageSignals | null;
}

/** Everything a connection is made of. */
export interface LiveConnectionOptions<V, E> {
  /** What is watched: how views compare and end. */
  kind: LiveKind<V, E>;
  /** How views are fetched or streamed, and how often. */
  source: LiveSource<V>;
  /** A view known before the connection opens (see LiveKind.finalIsForever); replayed at once. */
  initial?: V;
  /** Called with each view that reaches listeners, just before they hear of it. */
  onView?: (view: V) => void;
}

/** The handle on a live connection. */
export interface LiveConnection<V, E> {
  /** Adds a listener and replays the current view, state and fatal error to it. */
  add(listener: LiveListener<E>): () => void;
  /** Opens the stream or starts polling (once). */
  start(): void;
  /** For good: closes the stream, aborts the in-flight request, forgets the page. */
  stop(): void;
  /**
   * A view learned elsewhere (the answer to a change the page made): listeners hear it at once,
   * and it may close the connection or, unless finals are forever, reopen a closed one.
   */
  publish(view: V): void;
  /** The last view delivered, if any. */
  readonly view: V | undefined;
}

/** Creates a connection; nothing happens before `start()`. */
export function createLiveConnection<V, E>(options: LiveConnectionOptions<V, E>): LiveConnection<V, E> {
  const { kind, source } = options;
  const { page } = source;
  const listeners = new Set<{ listener: LiveListener<E> }>();
  let view = options.initial;
  let done = view !== undefined && kind.finalIsForever && kind.isFinal(view);
  let state: ConnectionState = done ? 'closed' : 'connecting';
  let fatal: PaykitError | null = null;
  let started = false;
  let mode: 'stream' | 'polling' = source.openStream ? 'stream' : 'polling';
  let closeStream: (() => void) | null = null;
  let poller: Poller | null = null;
  let unwatch: (() => void) | null = null;

  const emit = (event: E | ConnectionEvent) => {
    for (const entry of [...listeners]) {
      if (listeners.has(entry)) safeCall(entry.listener, event);
    }
  };
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    emit({ type: 'connection', state });
  };
  const runnable = () => !page || (!page.hidden() && !page.offline());

  /** A view from this connection's own stream or poll. */
  function take(next: V) {
    if (!done) apply(next);
  }

  function apply(next: V) {
    if (kind.isNews(view, next)) {
      view = next;
      options.onView?.(next);
      emit(kind.viewEvent(next));
    }
    if (kind.isFinal(next)) finish();
    else if (done && started && !fatal && !kind.finalIsForever) {
      // Reopened from outside after it had ended (an account sent back to review, say).
      done = false;
      resume();
    }
  }

  /** Ends at a final view or a fatal error; the page is still watched, in case it reopens. */
  function finish() {
    halt();
    setState('closed');
  }

  function halt() {
    done = true;
    closeStream?.();
    closeStream = null;
    poller?.stop();
  }

  function resume() {
    if (done || !runnable()) return;
    if (mode === 'stream' && source.openStream) {
      if (!closeStream) closeStream = source.openStream(streamHandlers);
      if (closeStream) return;
      mode = 'polling';
    }
    poller ??= createPoller({
      ...source.tuning,
      fetchView: source.fetchView,
      canRun: runnable,
      isFatal: kind.isFatal,
      isPending: kind.isPending,
      onView(next) {
        take(next);
        if (!done) setState('live');
      },
      onError(error, isFatal) {
        if (done) return;
        if (isFatal) fatal = error;
        emit({ type: 'error', error, fatal: isFatal });
        if (isFatal) finish();
        else setState(kind.isPending?.(error) ? 'live' : 'reconnecting');
      },
    });
    poller.wake();
  }

  const streamHandlers: StreamHandlers<V> = {
    onOpen: () => setState('live'),
    onView: take,
    onError(error, dropped) {
      if (dropped) setState('reconnecting');
      emit({ type: 'error', error, fatal: false });
    },
    onFail() {
      // Polling from here on: the stream has shown it does not work on this network.
      closeStream = null;
      mode = 'polling';
      resume();
    },
  };

  function onPageChange() {
    if (done) return;
    if (runnable()) return resume();
    // Hidden or offline: drop the stream (reopened on return) and stop polling.
    closeStream?.();
    closeStream = null;
    poller?.pause();
    if (page?.offline()) setState('reconnecting');
  }

  return {
    get view() {
      return view;
    },
    add(listener) {
      const entry = { listener };
      listeners.add(entry);
      if (view !== undefined) safeCall(listener, kind.viewEvent(view));
      if (fatal) safeCall(listener, { type: 'error', error: fatal, fatal: true });
      safeCall(listener, { type: 'connection', state });
      return () => {
        listeners.delete(entry);
      };
    },
    start() {
      if (started || done) return;
      started = true;
      unwatch = page?.watch(onPageChange) ?? null;
      if (page?.offline()) setState('reconnecting');
      resume();
    },
    stop() {
      halt();
      unwatch?.();
      unwatch = null;
    },
    publish(next) {
      if (done && kind.finalIsForever) return;
      apply(next);
    },
  };
}

/** One broken listener must not starve the others or the connection; its error still surfaces. */
function safeCall<E>(listener: LiveListener<E>, event: E | ConnectionEvent) {
  try {
    listener(event);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
