import { useMemo } from 'react';
import { onboardingSchemas } from '../../../shared/schemas/accounts';
import { useLatest } from '../../internal/useLatest';
import { usePaykit } from '../../provider/context';
import type { MessageContext } from './messages';
import { useFormsT } from './useFormsT';

/** Today (UTC, like the service) on the provider's clock, which tests and stories inject. */
function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The shared schemas with "today" read from the provider's clock (the age rule), and what the
 * messages need. Built once per form; the clock is read at each check.
 */
export function useValidationContext(who: string): { schemas: ReturnType<typeof onboardingSchemas>; context: () => MessageContext } {
  const { now } = usePaykit(who);
  const { t, locale } = useFormsT(who);
  const clock = useLatest(now);
  const schemas = useMemo(() => onboardingSchemas(() => isoDay(clock.current())), [clock]);
  return useMemo(() => ({ schemas, context: () => ({ t, locale, today: isoDay(clock.current()) }) }), [schemas, t, locale, clock]);
}
