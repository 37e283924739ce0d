import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaykitProvider } from '../../../src/react';
import { Store } from './Store';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PaykitProvider baseUrl="/api/paykit" theme="auto">
      <Store />
    </PaykitProvider>
  </StrictMode>,
);
