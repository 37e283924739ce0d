import { useMemo } from 'react';
import { useLatest } from '../../internal/useLatest';
import { usePaykit } from '../../provider/context';
import type { MessageContext } from './messages';
import { useFormsT } from './useFormsT';

/** Today (UTC, like the service) on the provider's clock, which tests and stories inject. */
function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * "Today" on the provider's clock (the age rule, read at each check), and what the messages need.
 */
export function useValidationContext(who: string): { today: () => string; context: () => MessageContext } {
  const { now } = usePaykit(who);
  const { t, locale } = useFormsT(who);
  const clock = useLatest(now);
  return useMemo(() => {
    const today = () => isoDay(clock.current());
    return { today, context: () => ({ t, locale, today: today() }) };
  }, [t, locale, clock]);
}
