/**
 * What every StatusStore does, run against each implementation (memory, Redis) so they cannot
 * drift apart. Versions are only compared, never named: each store picks its own numbers.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { movesForward, type PaymentState, type PaymentView, type StatusStore, type VirtualAccountView } from '../../src/server/proxy/status-store';

let counter = 0;
/** A payment id no other test of the run uses (a Redis store is shared by a file's tests). */
export const freshPaymentId = () => `pay_contract_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

export const at = (minute: number) => `2026-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`;

export const paymentView = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  payment_id: 'pay_1',
  status: 'pending',
  amount: '25.00',
  currency: 'USDT',
  network: 'tron',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  expires_at: '2026-01-15T09:30:00.000Z',
  amount_received: '0.00',
  amount_due: '25.00',
  updated_at: at(0),
  ...overrides,
});

export const virtualAccountView = (overrides: Partial<VirtualAccountView> = {}): VirtualAccountView => ({
  account_name: 'Ada Lovelace',
  bsb: '062-000',
  account_number: '123456789',
  currency: 'AUD',
  solana_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  solana_assets: ['USDT', 'USDC'],
  ...overrides,
});

const STATES: PaymentState[] = ['pending', 'confirming', 'underpaid', 'settled', 'overpaid', 'expired', 'failed'];

export function describeStatusStoreContract(name: string, makeStore: () => StatusStore | Promise<StatusStore>): void {
  describe(`${name}: the StatusStore contract`, () => {
    it('stores a first view, versions each change upwards and returns what is stored when a change is refused', async () => {
      const store = await makeStore();
      const id = freshPaymentId();
      expect(await store.get(id)).toBeUndefined();
      const first = await store.apply(paymentView({ payment_id: id }));
      expect(first).toMatchObject({ changed: true, stored: { view: paymentView({ payment_id: id }) } });
      const underpaid = paymentView({ payment_id: id, status: 'underpaid', amount_received: '5.00', amount_due: '20.00', updated_at: at(2) });
      const second = await store.apply(underpaid);
      expect(second.changed).toBe(true);
      expect(second.stored.version).toBeGreaterThan(first.stored.version);
      expect(await store.apply(paymentView({ payment_id: id, updated_at: at(3) }))).toEqual({ changed: false, stored: second.stored });
      expect(await store.apply(underpaid)).toEqual({ changed: false, stored: second.stored });
      const settled = await store.apply(paymentView({ payment_id: id, status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: at(4) }));
      expect(settled.stored.version).toBeGreaterThan(second.stored.version);
      expect((await store.apply(paymentView({ payment_id: id, status: 'confirming', updated_at: at(9) }))).changed).toBe(false);
      expect(await store.get(id)).toEqual(settled.stored);
    });

    it('lets a final view gain its receipt once, and nothing after that', async () => {
      const store = await makeStore();
      const id = freshPaymentId();
      const settled = paymentView({ payment_id: id, status: 'settled', amount_received: '25.00', amount_due: '0.00', updated_at: at(4) });
      const first = await store.apply(settled);
      const withReceipt = await store.apply({ ...settled, tx_hash: 'a'.repeat(64), reference: 'order-1' });
      expect(withReceipt.changed).toBe(true);
      expect(withReceipt.stored.version).toBeGreaterThan(first.stored.version);
      expect((await store.apply({ ...settled, tx_hash: 'b'.repeat(64) })).changed).toBe(false);
      expect((await store.apply({ ...settled, status: 'overpaid', tx_hash: null })).changed).toBe(false);
      expect((await store.get(id))?.view).toEqual({ ...settled, tx_hash: 'a'.repeat(64), reference: 'order-1' });
    });

    it('decides every change exactly as movesForward does', async () => {
      const store = await makeStore();
      const view = fc.record({
        status: fc.constantFrom(...STATES),
        amount_received: fc.constantFrom('0.00', '5.00', '5.5', '25.00'),
        updated_at: fc.integer({ min: 0, max: 3 }).map(at),
        address: fc.constantFrom('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TXYZ'),
      });
      await fc.assert(
        fc.asyncProperty(view, view, async (first, second) => {
          const id = freshPaymentId();
          const current = paymentView({ payment_id: id, ...first });
          const next = paymentView({ payment_id: id, ...second });
          await store.apply(current);
          expect((await store.apply(next)).changed).toBe(movesForward(current, next));
        }),
        { numRuns: 150 },
      );
    });

    it('tells the subscribers of a payment about each change in order, and stops after unsubscribe', async () => {
      const store = await makeStore();
      const id = freshPaymentId();
      const other = freshPaymentId();
      const mine = vi.fn();
      const theirs = vi.fn();
      const undo = store.subscribe(id, mine);
      store.subscribe(other, theirs);
      await store.apply(paymentView({ payment_id: id }));
      await store.apply(paymentView({ payment_id: id, status: 'confirming', updated_at: at(1) }));
      await store.apply(paymentView({ payment_id: id, status: 'pending', updated_at: at(2) })); // refused: no news
      await vi.waitFor(() => expect(mine).toHaveBeenCalledTimes(2));
      const versions = mine.mock.calls.map(([status]) => (status as { version: number }).version);
      expect(mine.mock.calls.map(([status]) => (status as { view: PaymentView }).view.status)).toEqual(['pending', 'confirming']);
      expect(versions[1]).toBeGreaterThan(versions[0] as number);
      undo();
      undo(); // twice is harmless
      await store.apply(paymentView({ payment_id: id, status: 'settled', updated_at: at(3) }));
      // A round trip through the store after the change: anything still on its way has landed.
      await store.get(id);
      await store.get(id);
      expect(mine).toHaveBeenCalledTimes(2);
      expect(theirs).not.toHaveBeenCalled();
    });

    it('claims an event id once, and again after a release', async () => {
      const store = await makeStore();
      const event = `evt_${freshPaymentId()}`;
      expect(await store.claimEvent(event, 60_000)).toBe(true);
      expect(await store.claimEvent(event, 60_000)).toBe(false);
      expect(await store.claimEvent(`${event}_other`, 60_000)).toBe(true);
      await store.releaseEvent(event);
      expect(await store.claimEvent(event, 60_000)).toBe(true);
    });

    it('holds a claim only for its lease until the event is confirmed, then for the confirmed time', async () => {
      const store = await makeStore();
      const lapsed = `evt_${freshPaymentId()}`;
      const confirmed = `evt_${freshPaymentId()}`;
      expect(await store.claimEvent(lapsed, 50)).toBe(true);
      expect(await store.claimEvent(confirmed, 50)).toBe(true);
      await store.confirmEvent(confirmed, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.claimEvent(lapsed, 50)).toBe(true);
      expect(await store.claimEvent(confirmed, 50)).toBe(false);
    });

    it('remembers one checkout payment per link; the first writer wins and only it can forget', async () => {
      const store = await makeStore();
      const link = `pl_${freshPaymentId()}`;
      expect(await store.checkoutPayment(link)).toBeUndefined();
      expect(await store.rememberCheckout(link, 'pay_a')).toBe('pay_a');
      expect(await store.rememberCheckout(link, 'pay_b')).toBe('pay_a');
      await store.forgetCheckout(link, 'pay_b');
      expect(await store.checkoutPayment(link)).toBe('pay_a');
      await store.forgetCheckout(link, 'pay_a');
      expect(await store.checkoutPayment(link)).toBeUndefined();
      expect(await store.rememberCheckout(link, 'pay_b')).toBe('pay_b');
    });

    it('lets one token claim a link until it releases or its lease lapses; a remembered payment outranks any claim', async () => {
      const store = await makeStore();
      const link = `pl_${freshPaymentId()}`;
      expect(await store.claimCheckout(link, 'token-a', 60_000)).toEqual({ state: 'claimed' });
      expect(await store.claimCheckout(link, 'token-b', 60_000)).toEqual({ state: 'held' });
      expect(await store.claimCheckout(link, 'token-a', 60_000)).toEqual({ state: 'claimed' }); // renewed
      await store.releaseCheckout(link, 'token-b'); // not b's to release
      expect(await store.claimCheckout(link, 'token-b', 60_000)).toEqual({ state: 'held' });
      await store.releaseCheckout(link, 'token-a');
      expect(await store.claimCheckout(link, 'token-b', 50)).toEqual({ state: 'claimed' });
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.claimCheckout(link, 'token-c', 60_000)).toEqual({ state: 'claimed' }); // b's lease lapsed
      await store.releaseCheckout(link, 'token-b'); // a lapsed holder cannot release c's claim
      expect(await store.claimCheckout(link, 'token-d', 60_000)).toEqual({ state: 'held' });
      expect(await store.rememberCheckout(link, 'pay_c')).toBe('pay_c');
      expect(await store.claimCheckout(link, 'token-d', 60_000)).toEqual({ state: 'remembered', paymentId: 'pay_c' });
      expect(await store.claimCheckout(`pl_${freshPaymentId()}`, 'token-d', 60_000)).toEqual({ state: 'claimed' }); // links are apart
    });

    it('keeps the virtual account details issued to an account, apart from every other account', async () => {
      const store = await makeStore();
      const account = `acct_${freshPaymentId()}`;
      const other = `acct_${freshPaymentId()}`;
      expect(await store.virtualAccount(account)).toBeUndefined();
      await store.rememberVirtualAccount(account, virtualAccountView());
      expect(await store.virtualAccount(account)).toEqual(virtualAccountView());
      expect(await store.virtualAccount(account)).toEqual(virtualAccountView()); // a read keeps them
      expect(await store.virtualAccount(other)).toBeUndefined();
      await store.rememberVirtualAccount(other, virtualAccountView({ account_name: 'Grace Hopper', account_number: '987654321' }));
      expect(await store.virtualAccount(other)).toEqual(virtualAccountView({ account_name: 'Grace Hopper', account_number: '987654321' }));
      expect(await store.virtualAccount(account)).toEqual(virtualAccountView());
    });

    it("lets one token claim issuing an account's virtual account until it releases or its lease lapses; kept details outrank any claim", async () => {
      const store = await makeStore();
      const account = `acct_${freshPaymentId()}`;
      expect(await store.claimVirtualAccount(account, 'token-a', 60_000)).toEqual({ state: 'claimed' });
      expect(await store.claimVirtualAccount(account, 'token-b', 60_000)).toEqual({ state: 'held' });
      expect(await store.claimVirtualAccount(account, 'token-a', 60_000)).toEqual({ state: 'claimed' }); // renewed
      await store.releaseVirtualAccount(account, 'token-b'); // not b's to release
      expect(await store.claimVirtualAccount(account, 'token-b', 60_000)).toEqual({ state: 'held' });
      await store.releaseVirtualAccount(account, 'token-a');
      expect(await store.claimVirtualAccount(account, 'token-b', 50)).toEqual({ state: 'claimed' });
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.claimVirtualAccount(account, 'token-c', 60_000)).toEqual({ state: 'claimed' }); // b's lease lapsed
      await store.releaseVirtualAccount(account, 'token-b'); // a lapsed holder cannot release c's claim
      expect(await store.claimVirtualAccount(account, 'token-d', 60_000)).toEqual({ state: 'held' });
      await store.rememberVirtualAccount(account, virtualAccountView());
      expect(await store.claimVirtualAccount(account, 'token-d', 60_000)).toEqual({ state: 'kept', details: virtualAccountView() });
      expect(await store.claimVirtualAccount(`acct_${freshPaymentId()}`, 'token-d', 60_000)).toEqual({ state: 'claimed' }); // accounts are apart
    });
  });
}
