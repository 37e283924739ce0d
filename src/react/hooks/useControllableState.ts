import { useCallback, useState } from 'react';
import { useLatest } from '../internal/useLatest';

/** A value a component may own (uncontrolled) or its caller may own (controlled), Radix-style. */
export interface ControllableStateOptions<T> {
  /** The caller's value; when it is not undefined the caller owns the state. */
  value?: T | undefined;
  /** The first value when the component owns the state. */
  defaultValue: T;
  /** Called with every new value, in both modes (never with the value already shown). */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * `[value, setValue]` for a prop pair such as `open` / `defaultOpen` + `onOpenChange`.
 * Controlled, setValue only asks (onChange); uncontrolled, it also keeps the value.
 * The setter is stable, and takes a value or an updater like useState's.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // Read at call time, so the setter can stay stable and still see the latest props.
  const latestRef = useLatest({ current, controlled, onChange });

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const { current: previous, controlled: isControlled, onChange: report } = latestRef.current;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      if (Object.is(resolved, previous)) return;
      if (!isControlled) {
        // Two calls in one event see each other's result, as with useState. Controlled, the value
        // stays the owner's: a request it ignored is asked again next time.
        latestRef.current = { ...latestRef.current, current: resolved };
        setOwn(resolved);
      }
      report?.(resolved);
    },
    [latestRef],
  );

  return [current, setValue];
}
