/**
 * The hosted checkout for one payment link: the link's payment is created once by the proxy
 * (and reused on reload), then the CheckoutWidget takes over. Not-found, already-paid and
 * closed links get their own pages; "back to the shop" appears only for an allowed return URL
 * (the server drops any other before the page loads).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckoutWidget, usePaykit } from '../../../react';
import type { CheckoutView } from '../../../shared/schemas/views';
import { button } from '../../../react/styles/controls';
import { checkoutStage, type Opening, type Stage } from './checkout-stage';
import { fill } from './messages';
import { documentTitle, MerchantHeader, type PageMerchant } from './MerchantHeader';
import { englishPayWords, type PayWords } from './page-words';

export interface HostedCheckoutProps {
  linkId: string;
  returnUrl: string | null;
  /** The page's own words in the payer's language (default English). */
  words?: PayWords;
  /**
   * A checkout the page started opening before React had loaded: the first load waits for it
   * instead of asking a second time (when it is for this link, through the provider's client).
   */
  opening?: Opening;
  /**
   * The checkout the server already painted for this link: the first render shows it (the same
   * markup as the server's, so hydrating moves nothing) and no second checkout is asked for.
   */
  painted?: CheckoutView;
  /** Who is being paid (from the server's <meta> elements). */
  merchant?: PageMerchant;
  /** The upstream is the sandbox: a visible marker and the title say so. */
  testMode?: boolean;
}

const NO_MERCHANT: PageMerchant = {};

export function HostedCheckout({ linkId, returnUrl, words = englishPayWords, opening, painted, merchant = NO_MERCHANT, testMode = false }: HostedCheckoutProps) {
  const m = words.messages;
  const title = documentTitle(merchant, testMode, words);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const paykit = usePaykit('HostedCheckout');
  const { client } = paykit;
  const [stage, setStage] = useState<Stage>(() => (painted?.link.id === linkId ? { kind: 'ready', checkout: painted } : { kind: 'loading' }));
  const [paid, setPaid] = useState(false);
  // Another link (or client) is loading from scratch: reset during render, as React advises, not in the effect.
  const [shown, setShown] = useState({ client, linkId });
  if (shown.client !== client || shown.linkId !== linkId) {
    setShown({ client, linkId });
    setStage({ kind: 'loading' });
  }

  const started = useRef(opening ?? null);
  // The painted checkout is the first load's answer: nothing to ask for until the payer restarts.
  const shownPainted = useRef(painted?.link.id === linkId);
  const load = useCallback(() => {
    const first = started.current;
    started.current = null;
    const stage = first && first.client === client && first.linkId === linkId ? first.stage : checkoutStage(client, linkId);
    return stage.then(setStage);
  }, [client, linkId]);

  useEffect(() => {
    if (shownPainted.current) {
      // The opening held the painted checkout: a restart (that payment expired) must ask for a new one.
      shownPainted.current = false;
      started.current = null;
      return;
    }
    void load();
  }, [load]);

  const reopen = () => {
    setStage({ kind: 'loading' });
    void load();
  };

  const retry = (
    <button type="button" className={`retry ${button()}`} data-variant="secondary" onClick={reopen}>
      {m.tryAgain}
    </button>
  );
  const back = returnUrl ? (
    <a className={`back ${button()}`} data-variant="secondary" href={returnUrl}>
      {m.backToShop}
    </a>
  ) : null;

  /** The page for where the link stands. */
  const view = () => {
    if (stage.kind === 'loading') return <Notice title={m.loading} busy />;
    if (stage.kind === 'not-found') return <Notice title={m.notFoundTitle} body={m.notFoundBody} />;
    if (stage.kind === 'open-elsewhere') {
      return (
        <Notice title={m.openElsewhereTitle} body={m.openElsewhereBody}>
          {retry}
          {back}
        </Notice>
      );
    }
    if (stage.kind === 'error') {
      return (
        <Notice title={m.errorTitle} body={m.errorBody}>
          {retry}
        </Notice>
      );
    }
    if (stage.kind === 'closed') {
      const paidLink = stage.link?.status === 'paid';
      return (
        <Notice
          title={paidLink ? m.paidTitle : m.closedTitle}
          body={paidLink ? m.paidBody : fill(m.closedBody, { status: words.statuses[stage.link?.status ?? 'closed'] })}
        >
          {back}
        </Notice>
      );
    }

    const { link, payment } = stage.checkout;
    // The amount twice: in the heading and in the widget (the summary names what is bought).
    return (
      <main className="checkout" data-link-id={link.id} data-test-mode={testMode || undefined}>
        <section className="summary" aria-label={m.orderSummary}>
          <h1>{paid ? m.successTitle : fill(m.payTitle, { amount: paykit.formatAmount(link.amount, link.currency), currency: link.currency })}</h1>
          {link.description ? <p className="summary__item">{link.description}</p> : null}
        </section>
        <CheckoutWidget paymentId={payment.payment_id} onSettled={() => setPaid(true)} onRestart={reopen} />
        {back}
      </main>
    );
  };

  return (
    <>
      <MerchantHeader merchant={merchant} testMode={testMode} words={words} />
      {view()}
    </>
  );
}

function Notice({ title, body, busy, children }: { title: string; body?: string; busy?: boolean; children?: React.ReactNode }) {
  return (
    <main className="notice" aria-busy={busy || undefined}>
      <h1>{title}</h1>
      {body ? <p>{body}</p> : null}
      {children}
    </main>
  );
}
