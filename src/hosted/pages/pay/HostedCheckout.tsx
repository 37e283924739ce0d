/**
 * The hosted checkout for one payment link: the link's payment is created once by the proxy
 * (and reused on reload), then the CheckoutWidget takes over. Not-found, already-paid and
 * closed links get their own pages; "back to the shop" appears only for an allowed return URL
 * (the server drops any other before the page loads). From 1024 px the page is two panes (pay.css):
 * the merchant, what is bought and the amount on one side, the payment on the other.
 */
import type { CheckoutView, PaymentState } from 'paykit/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckoutWidget, usePaykit } from '../../../react';
import { button } from '../../../react/styles/controls';
import { checkoutStage, type Opening, type Stage } from './checkout-stage';
import { fill, splitAroundAmount } from './messages';
import { documentTitle, MerchantHeader, PageFooter, type PageMerchant } from './MerchantHeader';
import { BrokenLinkMark, Notice } from './Notice';
import { englishPayWords, type PayWords } from './page-words';

/** Characters of "amount currency" the summary sets at full size ("1,250.00 USDT"); longer ones a step smaller. */
const LONG_FIGURE = 13;

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

/** Once the money has arrived the summary stops asking to pay (the widget says so in its own words). */
const isPaid = (status: PaymentState | null | undefined) => status === 'settled' || status === 'overpaid';

export function HostedCheckout({ linkId, returnUrl, words = englishPayWords, opening, painted, merchant = NO_MERCHANT, testMode = false }: HostedCheckoutProps) {
  const m = words.messages;
  const title = documentTitle(merchant, testMode, words);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const paykit = usePaykit('HostedCheckout');
  const { client } = paykit;
  const [stage, setStage] = useState<Stage>(() => (painted?.link.id === linkId ? { kind: 'ready', checkout: painted } : { kind: 'loading' }));
  // Another link (or client) is loading from scratch: reset during render, as React advises, not in the effect.
  const [shown, setShown] = useState({ client, linkId });
  if (shown.client !== client || shown.linkId !== linkId) {
    setShown({ client, linkId });
    setStage({ kind: 'loading' });
  }

  // The payment's latest status as the widget reports it (the painted one until then).
  const [liveStatus, setLiveStatus] = useState<PaymentState | null>(null);
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
    if (stage.kind === 'loading') return <Notice stage="loading" title={m.loading} busy />;
    if (stage.kind === 'not-found') {
      return (
        <Notice stage="not-found" mark={<BrokenLinkMark />} title={m.notFoundTitle} body={m.notFoundBody} note={m.notFoundNote}>
          {back}
        </Notice>
      );
    }
    if (stage.kind === 'open-elsewhere') {
      return (
        <Notice stage="open-elsewhere" tone="info" title={m.openElsewhereTitle} body={m.openElsewhereBody}>
          {retry}
          {back}
        </Notice>
      );
    }
    if (stage.kind === 'error') {
      return (
        <Notice stage="error" tone="danger" title={m.errorTitle} body={m.errorBody}>
          {retry}
        </Notice>
      );
    }
    if (stage.kind === 'closed') {
      const paidLink = stage.link?.status === 'paid';
      return (
        <Notice
          stage={paidLink ? 'paid' : 'closed'}
          tone={paidLink ? 'success' : 'info'}
          title={paidLink ? m.paidTitle : m.closedTitle}
          body={paidLink ? m.paidBody : fill(m.closedBody, { status: words.statuses[stage.link?.status ?? 'closed'] })}
        >
          {back}
        </Notice>
      );
    }

    const { link, payment } = stage.checkout;
    const amount = paykit.formatAmount(link.amount, link.currency);
    const title = splitAroundAmount(m.payTitle, { amount, currency: link.currency });
    const paid = isPaid(liveStatus ?? payment.status);
    // The amount stays one left-to-right unit ("25.00 USDT") in a right-to-left sentence.
    const figure = (text: string) => <bdi dir="ltr">{text}</bdi>;
    const total = figure(fill('{amount} {currency}', { amount, currency: link.currency }));
    // The summary holds the one large amount (once paid, a "Paid" pill over it, quieter): the widget beside it shows the payment.
    return (
      <main className="checkout" data-link-id={link.id} data-test-mode={testMode || undefined}>
        <section className="summary" aria-label={m.orderSummary} data-paid={paid || undefined}>
          {paid ? (
            <h1 className="summary__title">
              <span className="summary__words summary__paid">{m.paidHeading}</span> <span className="summary__amount">{total}</span>
            </h1>
          ) : (
            <h1 className="summary__title">
              {/* The spaces stay outside the spans, so the heading's name keeps them ("Pay 25.00 USDT"). */}
              {title.before.trim() ? <span className="summary__words">{title.before.trimEnd()}</span> : null}
              {title.before.slice(title.before.trimEnd().length)}
              {/* A long figure ("100.000001 USDT") a step smaller, so it stays one line beside the payment. */}
              <span className="summary__amount" data-long={title.amount.length > LONG_FIGURE || undefined}>
                {figure(title.amount)}
              </span>
              {title.after.slice(0, title.after.length - title.after.trimStart().length)}
              {title.after.trim() ? <span className="summary__words">{title.after.trimStart()}</span> : null}
            </h1>
          )}
          {link.description ? <p className="summary__item">{link.description}</p> : null}
          {/* The order as Stripe lists it, beside the payment in two panes (pay.css hides it in one column). */}
          <dl className="summary__lines">
            <div className="summary__line">
              <dt>{link.description ?? m.amount}</dt>
              <dd>{total}</dd>
            </div>
            <div className="summary__total">
              <dt>{paid ? m.total : m.totalDue}</dt>
              <dd>{total}</dd>
            </div>
          </dl>
        </section>
        {/* Once paid, the summary stays the order (as Stripe's does) and the widget's moment says it arrived. */}
        <CheckoutWidget
          paymentId={payment.payment_id}
          amountStyle="inline"
          onRestart={reopen}
          onStatusChange={(view) => setLiveStatus(view.status)}
          {...(returnUrl ? { returnUrl } : {})}
          {...(merchant.name ? { merchantName: merchant.name } : {})}
        />
      </main>
    );
  };

  return (
    <div className="pay" data-layout={stage.kind === 'ready' ? 'split' : undefined}>
      <MerchantHeader merchant={merchant} testMode={testMode} words={words} backUrl={stage.kind === 'ready' ? returnUrl : null} />
      {view()}
      <PageFooter testMode={testMode} words={words} />
    </div>
  );
}
