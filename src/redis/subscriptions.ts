/**
 * One subscriber per store multiplexes every payment this process follows (one connection, or
 * one per shard of a cluster, where each payment's channel lives on its slot's node): a payment's
 * channel is subscribed when its first local listener arrives and unsubscribed when the last one
 * leaves. Each listener hears every version at most once and in growing order, whether
 * it came from this instance's own apply or from the channel.
 */
import type { StoredStatus } from 'paykit/server';
import type { KeyLayout } from './keys';
import type { Connection } from './connection';

interface Listener {
  notify: (status: StoredStatus) => void;
  /** The highest version this listener was given. */
  seen: number;
}

interface Channel {
  listeners: Set<Listener>;
  onMessage: (message: string) => void;
}

/** A catch-up read that fails (a cluster whose nodes are back but do not agree yet) is tried again this often… */
const CATCH_UP_RETRY_MS = 500;
/** …this many times (half a minute), while the payment is still followed. */
const CATCH_UP_ATTEMPTS = 60;

export class Subscriptions {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly connection: Pick<Connection, 'listen' | 'unlisten' | 'onSubscriberReady'>,
    private readonly keys: KeyLayout,
    private readonly read: (paymentId: string) => Promise<StoredStatus | undefined>,
  ) {
    // After a reconnect the client subscribes again by itself, but what was published while it
    // was away is gone: read each followed payment once so its listeners catch up.
    connection.onSubscriberReady(() => {
      for (const paymentId of this.channels.keys()) this.catchUp(paymentId);
    });
  }

  add(paymentId: string, notify: (status: StoredStatus) => void): () => void {
    let channel = this.channels.get(paymentId);
    if (!channel) {
      const created: Channel = { listeners: new Set(), onMessage: (message) => this.onMessage(paymentId, message) };
      this.channels.set(paymentId, (channel = created));
      // A change between the caller's read and the subscription taking effect is not published to
      // us: read once more when it has, so nothing falls in between.
      this.connection.listen(this.keys.changes(paymentId), created.onMessage).then(
        () => this.catchUp(paymentId),
        () => {}, // Redis away: the client subscribes again on reconnect, and 'ready' catches up
      );
    }
    const listener: Listener = { notify, seen: 0 };
    channel.listeners.add(listener);
    return () => {
      if (!channel.listeners.delete(listener) || channel.listeners.size > 0) return;
      this.channels.delete(paymentId);
      this.connection.unlisten(this.keys.changes(paymentId), channel.onMessage).catch(() => {});
    };
  }

  /** Gives `status` to each listener of the payment that has not had this version or a later one. */
  deliver(paymentId: string, status: StoredStatus): void {
    for (const listener of this.channels.get(paymentId)?.listeners ?? []) {
      if (status.version <= listener.seen) continue;
      listener.seen = status.version;
      listener.notify(status);
    }
  }

  clear(): void {
    this.channels.clear();
  }

  private onMessage(paymentId: string, message: string): void {
    try {
      this.deliver(paymentId, JSON.parse(message) as StoredStatus);
    } catch {
      // Not ours (someone else published on the channel): nothing to tell.
    }
  }

  private catchUp(paymentId: string, attempt = 1): void {
    if (!this.channels.has(paymentId)) return;
    this.read(paymentId).then(
      (status) => status && this.deliver(paymentId, status),
      () => {
        if (attempt < CATCH_UP_ATTEMPTS) setTimeout(() => this.catchUp(paymentId, attempt + 1), CATCH_UP_RETRY_MS).unref?.();
      },
    );
  }
}
