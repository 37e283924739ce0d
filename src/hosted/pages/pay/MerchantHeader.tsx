/**
 * Who the payer is paying, above every state of the page: the merchant's logo (or, without one, a
 * tile with the name's initial, so the slot is never empty) and name (the server passes both as
 * <meta> elements), the way back to the shop where the page has one, and a "Test mode" pill when
 * the upstream is the sandbox, so nobody mistakes a simulated payment for a real one.
 */
import { fill } from './messages';
import { monogram } from './monogram';
import type { PayWords } from './page-words';

/** The merchant as the server described it. */
export interface PageMerchant {
  name?: string;
  /** Shown beside the name, so its alt text is empty (the name says it). */
  logoUrl?: string;
}

interface MerchantHeaderProps {
  merchant: PageMerchant;
  testMode: boolean;
  words: PayWords;
  /** An allowed return URL: the merchant's row becomes the way back to the shop (a chevron before the logo and name). */
  backUrl?: string | null;
}

export function MerchantHeader({ merchant, testMode, words, backUrl = null }: MerchantHeaderProps) {
  const initial = monogram(merchant.name);
  if (!initial && !merchant.logoUrl && !testMode && !backUrl) return null;
  const m = words.messages;
  const named = Boolean(initial || merchant.logoUrl);
  const identity = named ? (
    <>
      {merchant.logoUrl ? (
        <img className="merchant__logo" src={merchant.logoUrl} alt="" height={32} />
      ) : (
        <span className="merchant__mark" aria-hidden="true">
          {initial}
        </span>
      )}
      {merchant.name ? <span className="merchant__name">{merchant.name}</span> : null}
    </>
  ) : null;
  const chevron = (
    <svg className="merchant__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M12.5 4.5 7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  // One link, as Stripe's "← Tee Shop": the chevron, the logo and the name. Its name holds the shown one ("Back to Tee Shop").
  const backLabel = merchant.name ? fill(m.backToMerchant, { merchant: merchant.name }) : m.backToShop;
  return (
    <header className="merchant">
      {backUrl ? (
        <a className="merchant__identity merchant__back" href={backUrl} aria-label={named ? backLabel : undefined}>
          {chevron}
          {identity ?? m.backToShop}
        </a>
      ) : identity ? (
        <p className="merchant__identity">{identity}</p>
      ) : null}
      {testMode ? (
        <p className="test-mode" data-tone="warning">
          {m.testMode}
        </p>
      ) : null}
    </header>
  );
}

/** The page's small print: the test-mode note when simulated, and who runs the payment (words only, no link away). */
export function PageFooter({ testMode, words }: { testMode: boolean; words: PayWords }) {
  return (
    <footer className="pay__footer">
      {testMode ? <p>{words.messages.testModeNote}</p> : null}
      <p>{words.messages.poweredBy}</p>
    </footer>
  );
}

/** The tab's title in the payer's language: the merchant's name, and the test-mode marker first. */
export function documentTitle(merchant: PageMerchant, testMode: boolean, words: PayWords): string {
  const m = words.messages;
  const title = merchant.name ? m.documentTitle.replace('{merchant}', () => merchant.name as string) : m.checkoutTitle;
  return testMode ? m.testModeTitle.replace('{title}', () => title) : title;
}
