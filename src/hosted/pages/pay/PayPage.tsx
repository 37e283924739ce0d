/**
 * The pay page's whole tree, one component for both sides: the server paints it (paint.tsx) and
 * the browser hydrates the very same tree (app.tsx), so the markup the payer sees first is the
 * markup the script takes over (docs/checkout.md#before-the-script-runs).
 */
import type { PaykitLocale } from 'paykit';
import type { ProxyClient } from 'paykit/client';
import type { CheckoutView } from 'paykit/schemas';
import { StrictMode } from 'react';
import { PaykitProvider } from '../../../react';
import type { Opening } from './checkout-stage';
import { HostedCheckout } from './HostedCheckout';
import type { PageMerchant } from './MerchantHeader';
import type { PayWords } from './page-words';

export interface PayPageProps {
  client: ProxyClient;
  linkId: string;
  returnUrl: string | null;
  /** The link's checkout, already being opened with `client` (the browser only). */
  opening?: Opening;
  /** The checkout the server painted: the page starts from it instead of from loading. */
  painted?: CheckoutView;
  /** The kit's catalogue, null for English. */
  locale: PaykitLocale | null;
  /** The page's words in the same language, null for English. */
  words: PayWords | null;
  /** Who is being paid, as the server's <meta> elements say. */
  merchant: PageMerchant;
  /** The server's upstream is the sandbox. */
  testMode: boolean;
}

export function PayPage({ client, linkId, returnUrl, opening, painted, locale, words, merchant, testMode }: PayPageProps) {
  return (
    <StrictMode>
      <PaykitProvider client={client} theme="auto" locale={locale ?? 'en'}>
        <HostedCheckout
          linkId={linkId}
          returnUrl={returnUrl}
          merchant={merchant}
          testMode={testMode}
          {...(opening ? { opening } : {})}
          {...(painted ? { painted } : {})}
          {...(locale && words ? { words } : {})}
        />
      </PaykitProvider>
    </StrictMode>
  );
}
