/** The generic live registry and connection, with a made-up kind: a counter that ends at 3. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../shared/errors';
import type { ConnectionEvent, LiveKind, LiveSource } from './connection';
import { createLiveRegistry } from './registry';

type CounterEvent = { type: 'count'; value: number } | ConnectionEvent;

const counter = (overrides: Partial<LiveKind<number, CounterEvent>> = {}): LiveKind<number, CounterEvent> => ({
  viewEvent: (value) => ({ type: 'count', value }),
  isNews: (current, next) => current === undefined || next > current,
  isFinal: (value) => value >= 3,
  isFatal: (error) => error instanceof NotFoundError,
  finalIsForever: true,
  remember: 'final',
  ...overrides,
});

/** A source answering 1, 2, 3… one per fetch; `intervalMs` tells sources apart. */
function countingSource(intervalMs = 1000) {
  let next = 0;
  const fetches: number[] = [];
  const source = (): LiveSource<number> => ({
    fetchView: () => {
      fetches.push(intervalMs);
      return Promise.resolve(++next);
    },
    page: null,
    tuning: { intervalMs, maxBackoffMs: 10_000, maxRetryAfterMs: 10_000, jitter: 'none', random: () => 0 },
  });
  return { source, fetches };
}

function recorder() {
  const events: CounterEvent[] = [];
  return {
    listener: (event: CounterEvent) => void events.push(event),
    values: () => events.flatMap((e) => (e.type === 'count' ? [e.value] : [])),
    states: () => events.flatMap((e) => (e.type === 'connection' ? [e.state] : [])),
  };
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createLiveRegistry', () => {
  it('polls until a final view, and remembers it so a new connection asks nothing', async () => {
    const registry = createLiveRegistry<string, number, CounterEvent>(counter());
    const { source, fetches } = countingSource();
    const r = recorder();
    registry.subscribe('a', r.listener, source)();
    await tick(10_000);
    expect(fetches).toHaveLength(1); // torn down after one macrotask
    const again = recorder();
    registry.subscribe('a', again.listener, source);
    await tick(10_000);
    expect(again.values()).toEqual([2, 3]);
    expect(again.states()).toEqual(['connecting', 'live', 'closed']);
    expect(fetches).toHaveLength(3);

    const late = recorder();
    registry.subscribe('a', late.listener, source);
    expect(late.values()).toEqual([3]);
    expect(registry.peek('a')).toBe(3);
  });

  it('the first subscriber’s source shapes the shared poll; later ones are not called', async () => {
    const registry = createLiveRegistry<string, number, CounterEvent>(counter({ isFinal: () => false }));
    const first = countingSource(1000);
    const second = countingSource(50);
    const secondSource = vi.fn(second.source);
    registry.subscribe('a', () => {}, first.source);
    registry.subscribe('a', () => {}, secondSource);
    await tick(2000);
    expect(secondSource).not.toHaveBeenCalled();
    expect(first.fetches).toEqual([1000, 1000, 1000]);
  });

  it('a published view reopens a finished connection only when finals are not forever', async () => {
    for (const finalIsForever of [true, false]) {
      const registry = createLiveRegistry<string, number, CounterEvent>(counter({ finalIsForever, isNews: (c, n) => c !== n, remember: 'latest' }));
      const { source, fetches } = countingSource();
      const r = recorder();
      registry.subscribe('a', r.listener, source); // its first fetch is under way
      registry.publish('a', 5);
      expect(r.states().at(-1)).toBe('closed');
      registry.publish('a', 1);
      await tick();
      expect(fetches).toHaveLength(finalIsForever ? 1 : 2);
      expect(r.values()).toEqual(finalIsForever ? [5] : [5, 1, 2]);
    }
  });

  it('a fatal error closes the connection and is replayed to late subscribers', async () => {
    const registry = createLiveRegistry<string, number, CounterEvent>(counter());
    const source = (): LiveSource<number> => ({
      fetchView: () => Promise.reject(new NotFoundError({ status: 404, code: 'not_found', message: 'gone' })),
      page: null,
      tuning: { intervalMs: 1000, maxBackoffMs: 10_000, maxRetryAfterMs: 10_000, jitter: 'none', random: () => 0 },
    });
    registry.subscribe('a', () => {}, source);
    await tick();
    const late: CounterEvent[] = [];
    registry.subscribe('a', (event) => void late.push(event), source);
    expect(late).toEqual([
      { type: 'error', error: expect.any(NotFoundError), fatal: true },
      { type: 'connection', state: 'closed' },
    ]);
  });
});
