import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaykitProvider } from '../../../react';
import { loadPageLocale, pickLocale, wantedLanguages } from '../shared/locale';
import { HostedCheckout } from './HostedCheckout';
import { payWords } from './translations';

const linkId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
// The server has already dropped a return_url whose origin is not allowed.
const returnUrl = new URLSearchParams(location.search).get('return_url');
const tag = pickLocale(wantedLanguages(location.search, navigator.languages ?? [navigator.language]));

// English is built in; another language's catalogue arrives as its own small chunk first.
void loadPageLocale(tag).then((locale) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <PaykitProvider baseUrl="/api/paykit" theme="auto" locale={locale ?? 'en'}>
        <HostedCheckout linkId={linkId} returnUrl={returnUrl} words={payWords(locale ? tag : 'en')} />
      </PaykitProvider>
    </StrictMode>,
  );
});
