import { describe, expect, it } from 'vitest';
import { busy, InFlightLimiter } from './in-flight';

const limiter = (perClient: number, total: number) =>
  new InFlightLimiter({ perClient, total, clientRefusal: () => busy('mine', 'yours', 1), totalRefusal: () => busy('all', 'everyone', 2) });

describe('InFlightLimiter', () => {
  it('refuses a client at its own cap, and anyone at the total', () => {
    const caps = limiter(2, 3);
    caps.acquire('a');
    caps.acquire('a');
    expect(() => caps.acquire('a')).toThrow(expect.objectContaining({ status: 429, code: 'mine' }));
    caps.acquire('b');
    expect(() => caps.acquire('c')).toThrow(expect.objectContaining({ status: 429, code: 'all' }));
    expect([caps.inFlight('a'), caps.inFlight('b'), caps.inFlight()]).toEqual([2, 1, 3]);
  });

  it('gives a slot back once, however often release is called', () => {
    const caps = limiter(1, 1);
    const release = caps.acquire('a');
    release();
    release();
    expect(caps.inFlight()).toBe(0);
    caps.acquire('b');
    expect(() => caps.acquire('a')).toThrow(expect.objectContaining({ code: 'all' }));
  });

  it('says when to come back', () => {
    expect(busy('x', 'y', 3).headers).toMatchObject({ 'retry-after': '3' });
  });
});
