import { useInsertionEffect, useRef } from 'react';

/**
 * A ref that holds the latest `value` once a render commits, for callbacks that run later
 * (effects, event handlers, timers, promises) and must see the current props without being
 * re-created or re-subscribed when those props change identity (an inline `onChange={…}`).
 *
 * Written in an insertion effect rather than during render: a render React throws away must
 * not leak its props, and insertion effects run before every layout and passive effect, so
 * no effect (a child's included) can read the previous value after a commit. Read `.current`
 * only outside render.
 */
export function useLatest<T>(value: T): { current: T } {
  const latest = useRef(value);
  useInsertionEffect(() => {
    latest.current = value;
  });
  return latest;
}
