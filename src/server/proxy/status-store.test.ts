/**
 * The in-memory StatusStore: versions that only grow, no move backwards or out of a final
 * state, subscriptions, event-id claims with a TTL, and the hosted-checkout memory.
 */
import { describe, expect, it, vi } from 'vitest';
import { at, describeStatusStoreContract, paymentView as view, virtualAccountView } from '../../../test/support/status-store-contract';
import { EVENT_DEDUPE_MS } from './operations/webhooks';
import { FINAL_STATES, MemoryStatusStore, movesForward, type PaymentState } from './status-store';

describe('movesForward', () => {
  it('never leaves a final state', () => {
    expect([...FINAL_STATES].sort()).toEqual(['expired', 'failed', 'overpaid', 'settled']);
    const states: PaymentState[] = ['pending', 'confirming', 'underpaid', 'settled', 'overpaid', 'expired', 'failed'];
    for (const final of FINAL_STATES) {
      for (const next of states) {
        expect(movesForward(view({ status: final, updated_at: at(1) }), view({ status: next, updated_at: at(59) }))).toBe(false);
      }
    }
  });

  it.each([
    ['pending', 'confirming', true],
    ['pending', 'underpaid', true],
    ['pending', 'settled', true],
    ['pending', 'expired', true],
    ['confirming', 'settled', true],
    ['underpaid', 'settled', true],
    ['underpaid', 'expired', true],
    ['confirming', 'pending', false],
    ['underpaid', 'pending', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(movesForward(view({ status: from, updated_at: at(5) }), view({ status: to, updated_at: at(6) }))).toBe(allowed);
  });

  it('within the same rank, takes more money received whatever the clocks say, else only a newer, different view', () => {
    const current = view({ status: 'underpaid', amount_received: '10.00', updated_at: at(5) });
    expect(movesForward(current, { ...current, amount_received: '20.00', updated_at: at(6) })).toBe(true);
    // Our read and the service's webhook carry different clocks: the larger total wins.
    expect(movesForward(current, { ...current, amount_received: '20.00', updated_at: at(4) })).toBe(true);
    expect(movesForward(current, { ...current, amount_received: '5.00', updated_at: at(9) })).toBe(false);
    expect(movesForward(current, { ...current, updated_at: at(7) })).toBe(false);
    expect(movesForward(undefined, current)).toBe(true);
  });
});

describeStatusStoreContract('MemoryStatusStore', () => new MemoryStatusStore());

describe('MemoryStatusStore', () => {
  it('starts versions from the clock, so a restarted process never hands out an id it gave before', async () => {
    let now = 1_000;
    const before = new MemoryStatusStore({ now: () => now });
    expect((await before.apply(view())).stored.version).toBe(1_000);
    // Several changes within one millisecond still each get their own, growing version.
    expect((await before.apply(view({ status: 'underpaid', amount_received: '1.00', amount_due: '24.00' }))).stored.version).toBe(1_001);
    now = 1_500;
    const restarted = new MemoryStatusStore({ now: () => now });
    expect((await restarted.apply(view())).stored.version).toBeGreaterThan(1_001);
  });

  it('versions every change from 1 and returns the stored state when a change is refused', async () => {
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    expect(await store.get('pay_1')).toBeUndefined();
    expect(await store.apply(view())).toEqual({ changed: true, stored: { version: 1, view: view() } });
    const underpaid = view({ status: 'underpaid', amount_received: '5.00', amount_due: '20.00', updated_at: at(2) });
    expect(await store.apply(underpaid)).toEqual({ changed: true, stored: { version: 2, view: underpaid } });
    expect(await store.apply(view({ updated_at: at(3) }))).toEqual({ changed: false, stored: { version: 2, view: underpaid } });
    expect(await store.apply(underpaid)).toEqual({ changed: false, stored: { version: 2, view: underpaid } });
    const settled = view({ status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: at(4) });
    expect((await store.apply(settled)).stored.version).toBe(3);
    expect((await store.apply(view({ status: 'confirming', updated_at: at(9) }))).changed).toBe(false);
    expect(await store.get('pay_1')).toEqual({ version: 3, view: settled });
  });

  it('tells subscribers of that payment about each change, and stops after unsubscribe', async () => {
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    const mine = vi.fn();
    const other = vi.fn();
    const undo = store.subscribe('pay_1', mine);
    store.subscribe('pay_2', other);
    await store.apply(view());
    await store.apply(view({ status: 'confirming', updated_at: at(1) }));
    await store.apply(view({ status: 'pending', updated_at: at(2) })); // refused: no notification
    expect(mine.mock.calls.map(([s]) => [s.version, s.view.status])).toEqual([
      [1, 'pending'],
      [2, 'confirming'],
    ]);
    undo();
    undo(); // twice is harmless
    await store.apply(view({ status: 'settled', updated_at: at(3) }));
    expect(mine).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
    expect((store as unknown as { listeners: Map<string, unknown> }).listeners.has('pay_1')).toBe(false);
  });

  it('claims an event id once within its TTL, again after it, and again after a release', async () => {
    let now = 1_000_000;
    const store = new MemoryStatusStore({ now: () => now });
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(true);
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(false);
    expect(await store.claimEvent('evt_2', EVENT_DEDUPE_MS)).toBe(true);
    now += (2 * 60 + 40) * 60_000; // 2 h 40 min
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(false);
    now += 20 * 60_000; // 3 h exactly: the claim has run out
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(true);
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(false);
    await store.releaseEvent('evt_1');
    expect(await store.claimEvent('evt_1', EVENT_DEDUPE_MS)).toBe(true);
  });

  it('drops expired claims as it goes (memory does not grow with old ids)', async () => {
    let now = 0;
    const store = new MemoryStatusStore({ now: () => now });
    for (let i = 0; i < 100; i++) await store.claimEvent(`evt_${i}`, 1000);
    now = 5000;
    await store.claimEvent('evt_new', 1000);
    expect((store as unknown as { events: Map<string, number> }).events.size).toBe(1);
  });

  it('remembers one checkout payment per link; the first writer wins and only it can forget', async () => {
    const store = new MemoryStatusStore({ now: () => 0 }); // clock at 0: versions count 1, 2, 3
    expect(await store.checkoutPayment('pl_1')).toBeUndefined();
    expect(await store.rememberCheckout('pl_1', 'pay_a')).toBe('pay_a');
    expect(await store.rememberCheckout('pl_1', 'pay_b')).toBe('pay_a');
    await store.forgetCheckout('pl_1', 'pay_b');
    expect(await store.checkoutPayment('pl_1')).toBe('pay_a');
    await store.forgetCheckout('pl_1', 'pay_a');
    expect(await store.checkoutPayment('pl_1')).toBeUndefined();
    expect(await store.rememberCheckout('pl_1', 'pay_b')).toBe('pay_b');
  });

  it('keeps at most maxPayments, dropping the least recently changed', async () => {
    const store = new MemoryStatusStore({ maxPayments: 2, now: () => 0 });
    await store.apply(view({ payment_id: 'pay_1' }));
    await store.apply(view({ payment_id: 'pay_2' }));
    await store.apply(view({ payment_id: 'pay_1', status: 'confirming', updated_at: at(1) }));
    await store.apply(view({ payment_id: 'pay_3' }));
    expect(await store.get('pay_2')).toBeUndefined();
    expect((await store.get('pay_1'))?.version).toBe(2);
    expect(await store.get('pay_3')).toBeDefined();
  });
});

describe('MemoryStatusStore limits', () => {
  it('keeps at most maxEvents event ids, forgetting the oldest first', async () => {
    const store = new MemoryStatusStore({ maxEvents: 2, now: () => 0 });
    for (const id of ['evt_1', 'evt_2', 'evt_3']) expect(await store.claimEvent(id, 60_000)).toBe(true);
    expect(await store.claimEvent('evt_3', 60_000)).toBe(false);
    expect(await store.claimEvent('evt_2', 60_000)).toBe(false);
    // The oldest was dropped to stay within the cap: it would be acted on again.
    expect(await store.claimEvent('evt_1', 60_000)).toBe(true);
  });

  it("keeps at most maxVirtualAccounts accounts' details, forgetting the one read least recently first", async () => {
    const store = new MemoryStatusStore({ maxVirtualAccounts: 2 });
    await store.rememberVirtualAccount('acct_a', virtualAccountView({ account_name: 'A' }));
    await store.rememberVirtualAccount('acct_b', virtualAccountView({ account_name: 'B' }));
    expect(await store.virtualAccount('acct_a')).toMatchObject({ account_name: 'A' }); // read: now the most recent
    await store.rememberVirtualAccount('acct_c', virtualAccountView({ account_name: 'C' }));
    expect(await store.virtualAccount('acct_b')).toBeUndefined();
    expect(await store.virtualAccount('acct_a')).toMatchObject({ account_name: 'A' });
    expect(await store.virtualAccount('acct_c')).toMatchObject({ account_name: 'C' });
  });

  it('keeps at most maxCheckouts links, forgetting the oldest first', async () => {
    const store = new MemoryStatusStore({ maxCheckouts: 2 });
    await store.rememberCheckout('pl_1', 'pay_1');
    await store.rememberCheckout('pl_2', 'pay_2');
    await store.rememberCheckout('pl_3', 'pay_3');
    expect([await store.checkoutPayment('pl_1'), await store.checkoutPayment('pl_2'), await store.checkoutPayment('pl_3')]).toEqual([undefined, 'pay_2', 'pay_3']);
  });
});
