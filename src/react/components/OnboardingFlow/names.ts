import type { CustomerType } from 'paykit/schemas';
import type { FlowTranslate } from '../../i18n/en-onboarding-flow';
import type { OnboardingStep } from './steps';

/** The step's short name in the progress list. */
export function stepName(step: OnboardingStep, customerType: CustomerType | null, t: FlowTranslate): string {
  if (step === 'details' && customerType === 'business') return t('flow.step.details.business');
  return t(`flow.step.${step}`);
}

/** The step's heading. */
export function stepTitle(step: OnboardingStep, customerType: CustomerType | null, t: FlowTranslate): string {
  const business = customerType === 'business';
  if (step === 'details' && business) return t('flow.title.details.business');
  if (step === 'documents' && business) return t('flow.title.documents.business');
  return step === 'verification' ? t('flow.step.verification') : t(`flow.title.${step}`);
}
