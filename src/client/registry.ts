/**
 * Subscribers of the same payment (through the same client) share one connection. The last
 * unsubscribe tears it down only after a macrotask, so React StrictMode's mount → unmount →
 * mount (and a quick remount) reuses it instead of opening a second stream. Final views are
 * remembered, so subscribing to a finished payment again makes no request at all.
 */
import type { PaymentView } from '../shared/schemas/views';
import type { PaymentConnection, PaymentListener } from './subscription';

interface Entry {
  connection: PaymentConnection;
  subscribers: number;
  teardown?: ReturnType<typeof setTimeout>;
}

export interface ConnectionRegistry {
  subscribe(paymentId: string, listener: PaymentListener, open: (knownFinal: PaymentView | undefined) => PaymentConnection): () => void;
  /** The last view seen of a payment by a live or finished subscription. */
  peek(paymentId: string): PaymentView | undefined;
  /** To be called by connections that reach a final view. */
  rememberFinal(view: PaymentView): void;
}

const MAX_REMEMBERED_FINALS = 100;

export function createConnectionRegistry(graceMs = 0): ConnectionRegistry {
  const entries = new Map<string, Entry>();
  const finals = new Map<string, PaymentView>();

  return {
    subscribe(paymentId, listener, open) {
      let entry = entries.get(paymentId);
      const fresh = !entry;
      if (!entry) {
        entry = { connection: open(finals.get(paymentId)), subscribers: 0 };
        entries.set(paymentId, entry);
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
          if (current.subscribers > 0 || entries.get(paymentId) !== current) return;
          entries.delete(paymentId);
          current.connection.stop();
        }, graceMs);
      };
    },
    peek(paymentId) {
      return entries.get(paymentId)?.connection.view ?? finals.get(paymentId);
    },
    rememberFinal(view) {
      finals.delete(view.payment_id);
      finals.set(view.payment_id, view);
      if (finals.size > MAX_REMEMBERED_FINALS) finals.delete(finals.keys().next().value as string);
    },
  };
}
