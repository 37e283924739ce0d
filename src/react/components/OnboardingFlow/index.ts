export { OnboardingFlow, type OnboardingFlowProps, type OnboardingFlowOwnProps } from './OnboardingFlow';
export { ONBOARDING_STEPS, type OnboardingStep } from './steps';
export { enOnboardingFlow, type OnboardingFlowKey } from '../../i18n/en-onboarding-flow';
