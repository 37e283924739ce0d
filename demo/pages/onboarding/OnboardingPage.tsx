/**
 * The demo's onboarding page: the visitor picks individual or business inside the flow, then
 * moves the review along from the sandbox control panel, and ends on their account details.
 */
import { useState } from 'react';
import { OnboardingFlow } from '../../../src/react/onboarding';

/**
 * The demo store's support contact. A rejected applicant must have somewhere to turn: the
 * sandbox, like the service, keeps a rejected application closed, so the flow offers no retry.
 */
const SUPPORT = { href: 'mailto:support@example.com' };

/** Set once the visitor has read the intro and moved on: from then on it starts closed. */
export const INTRO_SEEN_KEY = 'paykit-demo-onboarding-intro-seen';

function remembered(): boolean {
  try {
    return window.localStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    window.localStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the intro simply opens again next time.
  }
}

export function OnboardingPage() {
  // Open on the first visit; it closes itself once the visitor leaves the first step, so it
  // does not push every later step down, and stays one line they can open again.
  const [open, setOpen] = useState(() => !remembered());
  return (
    <main>
      <h1>Open an account</h1>
      <details className="intro" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>How this demo works</summary>
        <p>
          Onboard as an individual or a business against the sandbox. While your details are reviewed, approve them, reject them or ask for more information from the{' '}
          <a href="/sandbox" target="_blank" rel="noopener">
            sandbox control panel (opens in a new tab)
          </a>
          ; this page follows the review by itself.
        </p>
      </details>
      {/* A quicker status check than the default 5 s: in the demo the review happens in the next tab. */}
      <OnboardingFlow
        intervalMs={2000}
        support={SUPPORT}
        onStepChange={(step) => {
          if (step === 'customer-type' || remembered()) return;
          remember();
          setOpen(false);
        }}
        onError={(error) => console.error('paykit onboarding:', error)}
      />
    </main>
  );
}
