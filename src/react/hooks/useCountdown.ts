import { useEffect, useState } from 'react';
import { formatClock, formatDuration } from '../i18n/format';
import { useLatest } from '../internal/useLatest';
import { useOptionalPaykit } from '../provider/context';

/** The time left until a deadline, for display and for screen readers. */
export interface Countdown {
  /** Whole seconds left, rounded up (0 exactly when the time is up); null without a deadline. */
  secondsLeft: number | null;
  /** The deadline has passed. */
  expired: boolean;
  /** "14:59" (h:mm:ss from an hour up), in the locale's digits. */
  label: string;
  /** "14 minutes, 59 seconds", for screen readers. */
  spoken: string;
}

/** Where useCountdown reads the clock and the locale. */
export interface CountdownOptions {
  /** The clock (ms since the epoch); default the provider's, else Date.now. */
  now?: () => number;
  /** The BCP 47 tag for the digits; default the provider's, else "en". */
  locale?: string;
}

function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** Ticks once a second, on the second boundaries of the deadline, and stops at zero. */
export function useCountdown(expiresAt: string | null | undefined, options: CountdownOptions = {}): Countdown {
  const context = useOptionalPaykit();
  const now = options.now ?? context?.now ?? Date.now;
  const clock = useLatest(now);
  const locale = options.locale ?? context?.locale ?? 'en';
  const target = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  // Set by the ticks; until the first one, the render counts for itself (below).
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = target - clock.current();
      // One reading of the clock for both the count and the next tick: `left` ms from time 0.
      setSeconds(secondsUntil(left, 0));
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => {
      clearTimeout(timer);
      // The count belonged to this deadline; a next one sets its own in the same pass.
      setSeconds(null);
    };
  }, [target, clock]);

  // A deadline that has just arrived (the payment's first view, a new payment) is counted in this
  // very render: waiting for the effect's first tick would show the countdown a frame late, pushing
  // everything below it down.
  const shown = Number.isNaN(target) ? null : (seconds ?? secondsUntil(target, now()));
  return {
    secondsLeft: shown,
    expired: shown === 0,
    label: shown === null ? '' : formatClock(shown, locale),
    spoken: shown === null ? '' : formatDuration(shown, locale),
  };
}
