/**
 * One settlement watched by many streams: every payer's last event is written before any stream
 * lets go of its slot, its store subscription and its timers, and then every one of them does.
 */
import { describe, expect, it } from 'vitest';
import { at, paymentView as view } from '../../../test/support/status-store-contract';
import { takePushSource } from '../../web/push-body';
import { paymentEventStream } from './sse';
import { MemoryStatusStore } from './status-store';

const STREAMS = 50;

const listenerCount = (store: MemoryStatusStore) =>
  [...(store as unknown as { listeners: Map<string, Set<unknown>> }).listeners.values()].reduce((n, s) => n + s.size, 0);

describe('a settlement fanned out to many streams', () => {
  it('writes every stream its last event before any stream lets go, and then every stream lets go', async () => {
    const store = new MemoryStatusStore({ now: () => 0 });
    const pending = view({ status: 'pending', updated_at: at(1) });
    const { stored: initial } = await store.apply(pending);
    const log: string[] = [];
    let held = 0;
    for (let i = 0; i < STREAMS; i++) {
      held++;
      const response = paymentEventStream(store, pending.payment_id, initial, null, new AbortController().signal, {
        heartbeatMs: 60_000,
        maxDurationMs: 60_000,
        onClose: () => {
          held--;
          log.push(`let go ${i}`);
        },
      });
      takePushSource(response)?.attach({
        write: () => true,
        end: (last) => log.push(`ended ${i} ${last ? new TextDecoder().decode(last).match(/"status":"(\w+)"/)?.[1] : ''}`),
      });
    }
    expect(listenerCount(store)).toBe(STREAMS);

    void store.apply(view({ status: 'settled', amount_received: pending.amount, updated_at: at(2) }));
    // The store's listeners ran: every stream has its settled event and its end, none has let go yet.
    expect(log).toEqual(Array.from({ length: STREAMS }, (_, i) => `ended ${i} settled`));

    await Promise.resolve();
    expect(log.slice(STREAMS).sort()).toEqual(Array.from({ length: STREAMS }, (_, i) => `let go ${i}`).sort());
    expect(held).toBe(0);
    expect(listenerCount(store)).toBe(0);
  });
});
