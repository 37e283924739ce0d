import { useMemo } from 'react';
import { usePaykit } from '../provider/context';
import { enOnboardingFlow, type FlowTranslate } from './en-onboarding-flow';
import { interpolate } from './format';

/** This catalogue under the provider's `messages` (which carries a merchant's overrides of these keys too). */
export function useFlowT(who: string): { t: FlowTranslate; locale: string } {
  const { messages, locale } = usePaykit(who);
  return useMemo(() => {
    const overrides = messages as Partial<Record<string, string>>;
    const t: FlowTranslate = (key, vars) => interpolate(overrides[key] ?? enOnboardingFlow[key], vars);
    return { t, locale };
  }, [messages, locale]);
}
