import { useMemo } from 'react';
import { enOnboardingForms, type OnboardingFormsKey } from '../../i18n/en-onboarding-forms';
import { interpolate } from '../../i18n/format';
import { usePaykit } from '../../provider/context';

export type FormsTranslate = (key: OnboardingFormsKey, vars?: Record<string, string | number>) => string;

export interface FormsI18n {
  t: FormsTranslate;
  locale: string;
}

/**
 * The forms' translator: their own catalogue under the provider's `messages` (which carries a
 * merchant's overrides of these keys too, since the provider spreads every override it is given).
 */
export function useFormsT(who: string): FormsI18n {
  const { messages, locale } = usePaykit(who);
  return useMemo(() => {
    const overrides = messages as Partial<Record<string, string>>;
    const t: FormsTranslate = (key, vars) => interpolate(overrides[key] ?? enOnboardingForms[key], vars);
    return { t, locale };
  }, [messages, locale]);
}
