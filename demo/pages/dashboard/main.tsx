/**
 * The demo merchant's dashboard. Its "Sign in as the store's staff" button is the demo's staff
 * sign-in (a same-origin POST; see staff-sign-in.ts): the proxy then allows its transactions,
 * links and FX, and balances and FX act on the platform's own account.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaykitProvider } from '../../../src/react';
import { DashboardPage } from './DashboardPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PaykitProvider baseUrl="/api/paykit" theme="auto">
      <DashboardPage />
    </PaykitProvider>
  </StrictMode>,
);
