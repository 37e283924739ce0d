/**
 * Who the payer is paying, above every state of the page: the merchant's name and logo (the
 * server passes both as <meta> elements), and a "Test mode" marker when the upstream is the
 * sandbox, so nobody mistakes a simulated payment for a real one.
 */
import type { PayWords } from './page-words';

/** The merchant as the server described it. */
export interface PageMerchant {
  name?: string;
  /** Shown beside the name, so its alt text is empty (the name says it). */
  logoUrl?: string;
}

export function MerchantHeader({ merchant, testMode, words }: { merchant: PageMerchant; testMode: boolean; words: PayWords }) {
  if (!merchant.name && !merchant.logoUrl && !testMode) return null;
  return (
    <header className="merchant">
      {merchant.name || merchant.logoUrl ? (
        <p className="merchant__identity">
          {merchant.logoUrl ? <img className="merchant__logo" src={merchant.logoUrl} alt="" height={32} /> : null}
          {merchant.name ? <span className="merchant__name">{merchant.name}</span> : null}
        </p>
      ) : null}
      {testMode ? (
        <p className="test-mode" data-tone="warning">
          <strong>{words.messages.testMode}</strong> <span className="test-mode__note">{words.messages.testModeNote}</span>
        </p>
      ) : null}
    </header>
  );
}

/** The tab's title in the payer's language: the merchant's name, and the test-mode marker first. */
export function documentTitle(merchant: PageMerchant, testMode: boolean, words: PayWords): string {
  const m = words.messages;
  const title = merchant.name ? m.documentTitle.replace('{merchant}', () => merchant.name as string) : m.checkoutTitle;
  return testMode ? m.testModeTitle.replace('{title}', () => title) : title;
}
