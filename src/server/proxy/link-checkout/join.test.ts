/** joinShared: one piece of work per key, which no waiter's leaving can cancel. */
import { describe, expect, it, vi } from 'vitest';
import { joinShared } from './join';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('joinShared', () => {
  it('starts the work once for every request that asks while it runs, and again once it has ended', async () => {
    const running = new Map<string, Promise<string>>();
    const work = deferred<string>();
    const start = vi.fn(() => work.promise);
    const waits = [1, 2, 3].map(() => joinShared(running, 'pl_1', start, new AbortController().signal));
    expect(start).toHaveBeenCalledTimes(1);
    work.resolve('pay_1');
    expect(await Promise.all(waits)).toEqual(['pay_1', 'pay_1', 'pay_1']);
    expect(running.size).toBe(0);
    await joinShared(running, 'pl_1', () => Promise.resolve('pay_2'), new AbortController().signal);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets a request leave with its own signal’s reason while the work goes on for the others', async () => {
    const running = new Map<string, Promise<string>>();
    const work = deferred<string>();
    const leaving = new AbortController();
    const first = joinShared(running, 'pl_1', () => work.promise, leaving.signal);
    const second = joinShared(running, 'pl_1', () => Promise.reject(new Error('not started twice')), new AbortController().signal);
    leaving.abort(new Error('connection reset'));
    await expect(first).rejects.toThrow('connection reset');
    expect(running.has('pl_1')).toBe(true);
    work.resolve('pay_1');
    expect(await second).toBe('pay_1');
  });

  it('refuses at once a request that has already left, still starting the work for those to come', async () => {
    const running = new Map<string, Promise<string>>();
    const gone = AbortSignal.abort(new Error('gone'));
    const start = vi.fn(() => Promise.resolve('pay_1'));
    await expect(joinShared(running, 'pl_1', start, gone)).rejects.toThrow('gone');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to everyone still waiting, and nowhere else when all have left', async () => {
    const running = new Map<string, Promise<string>>();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failing = deferred<string>();
      const waiting = joinShared(running, 'pl_1', () => failing.promise, new AbortController().signal);
      failing.reject(new Error('upstream 502'));
      await expect(waiting).rejects.toThrow('upstream 502');

      const nobody = deferred<string>();
      const left = new AbortController();
      const wait = joinShared(running, 'pl_2', () => nobody.promise, left.signal);
      left.abort(new Error('left'));
      await expect(wait).rejects.toThrow('left');
      nobody.reject(new Error('upstream 502'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(running.size).toBe(0);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
