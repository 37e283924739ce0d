'use client';
import { PaykitProvider } from 'paykit';
import { OnboardingFlow } from 'paykit/onboarding';

// The signed-in user's own account (lib/paykit.ts: resolveAccount, createAccount, onAccountCreated).
export default function OnboardingPage() {
  return (
    <PaykitProvider baseUrl="/api/paykit">
      <main>
        <h1>Open an account</h1>
        <OnboardingFlow support={{ href: 'mailto:support@example.com' }} />
      </main>
    </PaykitProvider>
  );
}
