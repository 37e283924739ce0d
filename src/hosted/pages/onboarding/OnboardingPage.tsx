/**
 * The demo's onboarding page: the visitor picks individual or business inside the flow, then
 * moves the review along from the sandbox control panel, and ends on their account details.
 */
import { OnboardingFlow } from '../../../react/onboarding';

/**
 * The demo store's support contact. A rejected applicant must have somewhere to turn: the
 * sandbox, like the service, keeps a rejected application closed, so the flow offers no retry.
 */
const SUPPORT = { href: 'mailto:support@example.com' };

export function OnboardingPage() {
  return (
    <main>
      <h1>Open an account</h1>
      <p className="intro">
        Onboard as an individual or a business against the sandbox. While your details are reviewed, approve them, reject them or ask for more information from the{' '}
        <a href="/sandbox" target="_blank" rel="noopener">
          sandbox control panel (opens in a new tab)
        </a>
        ; this page follows the review by itself.
      </p>
      {/* A quicker status check than the default 5 s: in the demo the review happens in the next tab. */}
      <OnboardingFlow intervalMs={2000} support={SUPPORT} onError={(error) => console.error('paykit onboarding:', error)} />
    </main>
  );
}
