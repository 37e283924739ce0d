import type { ConnectionState, PaymentEvent } from 'paykit/client';
import type { PaymentView } from 'paykit/schemas';
import { useEffect, useState } from 'react';
import type { PaykitError } from '../../shared/errors';
import { usePaykit } from '../provider/context';

/** What usePaymentStatus gives. */
export interface UsePaymentStatusResult {
  /** The last view received; kept through connection trouble. */
  view: PaymentView | null;
  /** The status connection: connecting, live, reconnecting or closed. */
  connection: ConnectionState;
  /** The last error the subscription reported (cleared by the next view). */
  error: PaykitError | null;
  /** The error ends the subscription (the payment does not exist); nothing more will come. */
  fatal: boolean;
}

interface Held extends UsePaymentStatusResult {
  id: string | null;
}

function initial(id: string | null, view: PaymentView | undefined): Held {
  return { id, view: view ?? null, connection: id ? 'connecting' : 'closed', error: null, fatal: false };
}

function reduce(state: Held, event: PaymentEvent): Held {
  switch (event.type) {
    case 'status':
      return { ...state, view: keepAddress(state.view, event.view), error: null, fatal: false };
    case 'connection':
      return state.connection === event.state ? state : { ...state, connection: event.state };
    case 'error':
      return { ...state, error: event.error, fatal: event.fatal };
  }
}

/**
 * A view told by webhooks alone (the proxy forgot the payment's creation) has no address or
 * expiry: the ones already shown for this payment stay, never wiped by a later null.
 */
function keepAddress(shown: PaymentView | null, next: PaymentView): PaymentView {
  if (next.address !== null || !shown?.address || shown.payment_id !== next.payment_id) return next;
  return { ...next, address: shown.address, network: next.network ?? shown.network, expires_at: next.expires_at ?? shown.expires_at };
}

/**
 * Live status of one payment through the provider's client (SSE, or polling). Safe under
 * StrictMode: the client shares one connection per payment between subscribers.
 */
export function usePaymentStatus(paymentId: string | null | undefined): UsePaymentStatusResult {
  const { client } = usePaykit('usePaymentStatus()');
  const id = paymentId || null;
  const [held, setHeld] = useState<Held>(() => initial(id, id ? client.peekPayment(id) : undefined));
  // A new payment id starts from scratch at once, not after the effect runs.
  const current = held.id === id ? held : initial(id, id ? client.peekPayment(id) : undefined);

  useEffect(() => {
    if (!id) return;
    return client.subscribePayment(id, (event) => {
      setHeld((previous) => reduce(previous.id === id ? previous : initial(id, undefined), event));
    });
  }, [client, id]);

  return { view: current.view, connection: current.connection, error: current.error, fatal: current.fatal };
}
