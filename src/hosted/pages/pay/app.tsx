/** The hosted checkout page's React part: loaded by main.ts, which has already started the checkout. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ProxyClient } from '../../../client/proxy-client';
import { PaykitProvider } from '../../../react';
import type { PaykitLocale } from '../../../react/i18n/locale';
import type { Opening } from './checkout-stage';
import { HostedCheckout } from './HostedCheckout';
import type { PageMerchant } from './MerchantHeader';
import type { PayWords } from './page-words';

export interface CheckoutPage {
  client: ProxyClient;
  linkId: string;
  returnUrl: string | null;
  /** The link's checkout, already being opened with `client`. */
  opening: Opening;
  /** The kit's catalogue, null for English. */
  locale: PaykitLocale | null;
  /** The page's words in the same language, null for English. */
  words: PayWords | null;
  /** Who is being paid, as the server's <meta> elements say. */
  merchant: PageMerchant;
  /** The server's upstream is the sandbox. */
  testMode: boolean;
}

/** Renders the page into `root`, replacing the loading state the HTML shows until then. */
export function renderCheckout(root: HTMLElement, { client, linkId, returnUrl, opening, locale, words, merchant, testMode }: CheckoutPage): void {
  createRoot(root).render(
    <StrictMode>
      <PaykitProvider client={client} theme="auto" locale={locale ?? 'en'}>
        <HostedCheckout linkId={linkId} returnUrl={returnUrl} opening={opening} merchant={merchant} testMode={testMode} {...(words ? { words } : {})} />
      </PaykitProvider>
    </StrictMode>,
  );
}
