import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaykitProvider } from '../../../react';
import { HostedCheckout } from './HostedCheckout';

const linkId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
// The server has already dropped a return_url whose origin is not allowed.
const returnUrl = new URLSearchParams(location.search).get('return_url');

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PaykitProvider baseUrl="/api/paykit" theme="auto">
      <HostedCheckout linkId={linkId} returnUrl={returnUrl} />
    </PaykitProvider>
  </StrictMode>,
);
