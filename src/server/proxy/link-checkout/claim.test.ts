/** claimLink: the right to create a link's payment, and waiting for whoever holds it. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../web/http-error';
import { MemoryStatusStore } from '../status-store';
import { claimLink } from './claim';

const timing = { leaseMs: 60_000, waitMs: 500, pollMs: 5 };

describe('claimLink', () => {
  it('claims a free link, and its release frees it for the next', async () => {
    const store = new MemoryStatusStore();
    const first = await claimLink(store, 'pl_1', timing);
    expect(first.state).toBe('claimed');
    expect(await store.claimCheckout('pl_1', 'someone-else', 1000)).toEqual({ state: 'held' });
    if (first.state === 'claimed') await first.release();
    expect((await claimLink(store, 'pl_1', timing)).state).toBe('claimed');
  });

  it('returns the remembered payment instead of a claim', async () => {
    const store = new MemoryStatusStore();
    await store.rememberCheckout('pl_1', 'pay_1');
    expect(await claimLink(store, 'pl_1', timing)).toEqual({ state: 'remembered', paymentId: 'pay_1' });
  });

  it('waits while another holds the claim and returns the payment it remembers', async () => {
    const store = new MemoryStatusStore();
    const holder = await claimLink(store, 'pl_1', timing);
    if (holder.state !== 'claimed') throw new Error('the link was free');
    const waiting = claimLink(store, 'pl_1', timing);
    setTimeout(() => void store.rememberCheckout('pl_1', 'pay_1').then(holder.release), 20);
    expect(await waiting).toEqual({ state: 'remembered', paymentId: 'pay_1' });
  });

  it('takes over the claim when its holder lets go without a payment (its create failed)', async () => {
    const store = new MemoryStatusStore();
    const holder = await claimLink(store, 'pl_1', timing);
    if (holder.state !== 'claimed') throw new Error('the link was free');
    const waiting = claimLink(store, 'pl_1', timing);
    setTimeout(() => void holder.release(), 20);
    expect((await waiting).state).toBe('claimed');
  });

  it('gives up after waitMs with 503 checkout_busy and a Retry-After', async () => {
    const store = new MemoryStatusStore();
    await claimLink(store, 'pl_1', timing);
    const error = await claimLink(store, 'pl_1', { ...timing, waitMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: 'checkout_busy' });
    expect((error as HttpError).toResponse().headers.get('retry-after')).toBe('1');
  });
});
