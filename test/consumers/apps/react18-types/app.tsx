/** A React 18 page using the kit's components, as a merchant writes it. */
import { CheckoutWidget, PaykitProvider, PaymentLinkButton } from 'paykit';
import { OnboardingFlow } from 'paykit/onboarding';
import { createRef } from 'react';

const widget = createRef<HTMLElement>();

export function App() {
  return (
    <PaykitProvider baseUrl="/api/paykit">
      <CheckoutWidget ref={widget} paymentId="pay_1" />
      <PaymentLinkButton linkId="pl_1" mode="overlay" />
      <OnboardingFlow />
      {/* @ts-expect-error CheckoutWidget needs a payment (typed props, not any) */}
      <CheckoutWidget unknownProp />
    </PaykitProvider>
  );
}
