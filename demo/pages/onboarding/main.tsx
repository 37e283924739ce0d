import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaykitProvider } from '../../../src/react';
import { OnboardingPage } from './OnboardingPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PaykitProvider baseUrl="/api/paykit" theme="auto">
      <OnboardingPage />
    </PaykitProvider>
  </StrictMode>,
);
