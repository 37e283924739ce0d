import { describe, expect, it, vi } from 'vitest';
import { busy } from './in-flight';
import { YieldingSlots } from './yielding-slots';

function slots(perClient: number, total: number) {
  const clock = { now: 0 };
  const limiter = new YieldingSlots({
    perClient,
    total,
    graceMs: 1_000,
    now: () => clock.now,
    clientRefusal: () => busy('mine_full', 'yours are full', 5),
    totalRefusal: () => busy('all_full', 'all are full', 5, 503),
  });
  return { limiter, clock };
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'granted';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('YieldingSlots', () => {
  it('refuses a client over its share while its bodies are within the grace, and lets others in', () => {
    const { limiter } = slots(2, 4);
    limiter.acquire('a', vi.fn());
    limiter.acquire('a', vi.fn());
    expect(codeOf(() => limiter.acquire('a', vi.fn()))).toBe('mine_full');
    expect(codeOf(() => limiter.acquire('b', vi.fn()))).toBe('granted');
    expect(limiter.inFlight('a')).toBe(2);
    expect(limiter.inFlight()).toBe(3);
  });

  it('refuses everyone when every slot holds a body within the grace', () => {
    const { limiter, clock } = slots(2, 2);
    limiter.acquire('a', vi.fn());
    clock.now = 999;
    limiter.acquire('b', vi.fn());
    expect(codeOf(() => limiter.acquire('c', vi.fn()))).toBe('all_full');
  });

  it('gives a newcomer the slot of the longest-held body past the grace, and tells that body', () => {
    const { limiter, clock } = slots(2, 2);
    const first = vi.fn();
    const second = vi.fn();
    limiter.acquire('a', first);
    clock.now = 10;
    limiter.acquire('b', second);
    clock.now = 1_005;
    expect(codeOf(() => limiter.acquire('c', vi.fn()))).toBe('granted');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect([limiter.inFlight('a'), limiter.inFlight('b'), limiter.inFlight('c')]).toEqual([0, 1, 1]);
    // The next newcomer finds the other body past the grace too.
    clock.now = 1_010;
    expect(codeOf(() => limiter.acquire('d', vi.fn()))).toBe('granted');
    expect(second).toHaveBeenCalledTimes(1);
    // And the two fresh ones are within it.
    expect(codeOf(() => limiter.acquire('e', vi.fn()))).toBe('all_full');
  });

  it('lets a client over its share take back only its own slot past the grace', () => {
    const { limiter, clock } = slots(1, 4);
    const others = vi.fn();
    limiter.acquire('b', others);
    const mine = vi.fn();
    limiter.acquire('a', mine);
    clock.now = 2_000;
    expect(codeOf(() => limiter.acquire('a', vi.fn()))).toBe('granted');
    expect(mine).toHaveBeenCalledTimes(1);
    expect(others).not.toHaveBeenCalled();
    expect(limiter.inFlight('a')).toBe(1);
  });

  it('gives a slot back once, however often release is called, and not at all after it was yielded', () => {
    const { limiter, clock } = slots(4, 1);
    const release = limiter.acquire('a', vi.fn());
    release();
    release();
    expect(limiter.inFlight()).toBe(0);
    const yielded = limiter.acquire('a', vi.fn());
    clock.now = 5_000;
    const taker = limiter.acquire('b', vi.fn());
    yielded();
    expect(limiter.inFlight('b')).toBe(1);
    expect(limiter.inFlight()).toBe(1);
    taker();
    expect(limiter.inFlight()).toBe(0);
  });
});
