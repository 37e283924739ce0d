/** <paykit-onboarding>: OnboardingFlow. */
import type { CustomerType } from 'paykit/schemas';
import { OnboardingFlow } from '../../react/components/OnboardingFlow/OnboardingFlow';
import { failed, ROOT_PART, text, type Renderer } from '../renderer';

export const render: Renderer = (values, emit) => {
  const customerType = text(values.customerType) as CustomerType | undefined;
  return (
    <OnboardingFlow
      {...ROOT_PART}
      {...(customerType ? { customerType } : {})}
      onStepChange={(step) => emit('paykit-step-change', step)}
      onComplete={(account) => emit('paykit-complete', account)}
      onError={failed(emit)}
    />
  );
};
