/**
 * Subscribers of the same key share one live connection. The last unsubscribe tears it down
 * only after a macrotask, so React StrictMode's mount → unmount → mount (and a quick remount)
 * reuses it instead of opening a second one. Views the kind says to remember outlive the
 * connection: peek() still answers, and the next connection starts from them (a finished
 * payment is then not asked for again at all).
 */
import { createLiveConnection, type LiveConnection, type LiveKind, type LiveListener, type LiveSource } from './connection';

/** Live connections of one kind, by key. */
export interface LiveRegistry<K, V, E> {
  /**
   * Adds a listener to the key's connection, opening it when there is none. `source` is called
   * only then: the first subscriber's source (and so its poll interval and tuning) shapes the
   * shared connection, and later subscribers' are ignored until it is torn down. Aborting
   * `signal` unsubscribes. Returns the unsubscribe function (calling it twice is harmless).
   */
  subscribe(key: K, listener: LiveListener<E>, source: () => LiveSource<V>, signal?: AbortSignal): () => void;
  /** The last view of the key seen by its live connection, else the one remembered. */
  peek(key: K): V | undefined;
  /** A view learned elsewhere: remembered, and handed to the key's live connection if any. */
  publish(key: K, view: V): void;
}

/** Tuning of a registry. */
export interface LiveRegistryOptions {
  /** How long a connection without subscribers lives on, waiting for a new one (default 0: one macrotask). */
  graceMs?: number;
}

interface Entry<V, E> {
  connection: LiveConnection<V, E>;
  subscribers: number;
  teardown?: ReturnType<typeof setTimeout>;
}

/** Bounds the memory of a long-lived page that watched many things. */
const MAX_REMEMBERED = 100;

/** Creates an empty registry for one kind of watched thing. */
export function createLiveRegistry<K, V, E>(kind: LiveKind<V, E>, options: LiveRegistryOptions = {}): LiveRegistry<K, V, E> {
  const graceMs = options.graceMs ?? 0;
  const entries = new Map<K, Entry<V, E>>();
  const remembered = new Map<K, V>();

  const remember = (key: K, view: V) => {
    remembered.delete(key);
    remembered.set(key, view);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as K);
  };
  const seen = (key: K) => (view: V) => {
    if (kind.remember === 'latest' || kind.isFinal(view)) remember(key, view);
  };

  function subscribe(key: K, listener: LiveListener<E>, source: () => LiveSource<V>): () => void {
    let entry = entries.get(key);
    const fresh = !entry;
    if (!entry) {
      entry = {
        connection: createLiveConnection({ kind, source: source(), initial: remembered.get(key), onView: seen(key) }),
        subscribers: 0,
      };
      entries.set(key, entry);
    }
    clearTimeout(entry.teardown);
    entry.teardown = undefined;
    entry.subscribers += 1;
    const current = entry;
    const remove = current.connection.add(listener);
    if (fresh) current.connection.start();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      remove();
      current.subscribers -= 1;
      if (current.subscribers > 0) return;
      current.teardown = setTimeout(() => {
        if (current.subscribers > 0 || entries.get(key) !== current) return;
        entries.delete(key);
        current.connection.stop();
      }, graceMs);
    };
  }

  return {
    subscribe(key, listener, source, signal) {
      if (signal?.aborted) return () => {};
      const unsubscribe = subscribe(key, listener, source);
      if (!signal) return unsubscribe;
      const onAbort = () => unsubscribe();
      signal.addEventListener('abort', onAbort, { once: true });
      return () => {
        signal.removeEventListener('abort', onAbort);
        unsubscribe();
      };
    },
    peek(key) {
      return entries.get(key)?.connection.view ?? remembered.get(key);
    },
    publish(key, view) {
      seen(key)(view);
      entries.get(key)?.connection.publish(view);
    },
  };
}
