import { useMemo } from 'react';
import { usePaykit } from '../provider/context';
import { enOnboardingStatus, type StatusTranslate } from './en-onboarding-status';
import { interpolate } from './format';

export interface StatusI18n {
  t: StatusTranslate;
  locale: string;
}

/**
 * The onboarding status components' translator: this catalogue under the provider's `messages`
 * (which carries a merchant's overrides of these keys too: the provider spreads every override).
 */
export function useStatusT(who: string): StatusI18n {
  const { messages, locale } = usePaykit(who);
  return useMemo(() => {
    const overrides = messages as Partial<Record<string, string>>;
    const t: StatusTranslate = (key, vars) => interpolate(overrides[key] ?? enOnboardingStatus[key], vars);
    return { t, locale };
  }, [messages, locale]);
}
