import { useEffect, useState } from 'react';
import { useLatest } from '../internal/useLatest';

/** Longest delay setTimeout honours (about 24.8 days); longer waits re-arm. */
const MAX_DELAY = 2 ** 31 - 1;

/** True once `deadline` (ISO timestamp) has passed by `now`; one timer, no ticking. */
export function useDeadline(deadline: string | null | undefined, now: () => number): boolean {
  const target = deadline ? Date.parse(deadline) : Number.NaN;
  const clock = useLatest(now);
  const [passed, setPassed] = useState(() => !Number.isNaN(target) && now() >= target);

  useEffect(() => {
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = target - clock.current();
      setPassed(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left, MAX_DELAY));
    };
    check();
    return () => {
      clearTimeout(timer);
      // The answer belonged to this deadline; a next one sets its own in the same pass.
      setPassed(false);
    };
  }, [target, clock]);

  return !Number.isNaN(target) && passed;
}
