/**
 * The hosted checkout for one payment link: the link's payment is created once by the proxy
 * (and reused on reload), then the CheckoutWidget takes over. Not-found, already-paid and
 * closed links get their own pages; "back to the shop" appears only for an allowed return URL
 * (the server drops any other before the page loads).
 */
import { useCallback, useEffect, useState } from 'react';
import { CheckoutWidget, usePaykit } from '../../../react';
import type { CheckoutView, PaymentLinkView } from '../../../shared/schemas/views';
import { NotFoundError, PaykitApiError } from '../../../shared/errors';
import type { ProxyClient } from '../../../client/proxy-client';
import { fill } from './messages';
import { payWords, type PayWords } from './translations';

type Stage =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'closed'; link: PaymentLinkView | null }
  | { kind: 'open-elsewhere' }
  | { kind: 'error' }
  | { kind: 'ready'; checkout: CheckoutView };

/**
 * The payment this tab opened for a link, so a reload can ask for that same payment even after
 * the server forgot it (a restart): the server checks it really is this link's before using it.
 */
const rememberedKey = (linkId: string) => `paykit:checkout:${linkId}`;

function rememberedPayment(linkId: string): string | undefined {
  try {
    return sessionStorage.getItem(rememberedKey(linkId)) ?? undefined;
  } catch {
    return undefined; // storage blocked: the server's own memory still serves most reloads
  }
}

function rememberPayment(linkId: string, paymentId: string): void {
  try {
    sessionStorage.setItem(rememberedKey(linkId), paymentId);
  } catch {
    // storage blocked or full: nothing to keep
  }
}

export interface HostedCheckoutProps {
  linkId: string;
  returnUrl: string | null;
  /** The page's own words in the payer's language (default English). */
  words?: PayWords;
}

const ENGLISH = payWords('en');

/** Opens the link's checkout, or says which page to show instead. */
async function checkoutStage(client: ProxyClient, linkId: string): Promise<Stage> {
  try {
    const checkout = await client.checkout(linkId, { resumePaymentId: rememberedPayment(linkId) });
    rememberPayment(linkId, checkout.payment.payment_id);
    return { kind: 'ready', checkout };
  } catch (error) {
    if (error instanceof NotFoundError) return { kind: 'not-found' };
    if (error instanceof PaykitApiError && error.code === 'checkout_already_open') return { kind: 'open-elsewhere' };
    if (error instanceof PaykitApiError && error.status === 409) return { kind: 'closed', link: await client.getPaymentLink(linkId).catch(() => null) };
    return { kind: 'error' };
  }
}

export function HostedCheckout({ linkId, returnUrl, words = ENGLISH }: HostedCheckoutProps) {
  const m = words.messages;
  const paykit = usePaykit('HostedCheckout');
  const { client } = paykit;
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [paid, setPaid] = useState(false);
  // Another link (or client) is loading from scratch: reset during render, as React advises, not in the effect.
  const [shown, setShown] = useState({ client, linkId });
  if (shown.client !== client || shown.linkId !== linkId) {
    setShown({ client, linkId });
    setStage({ kind: 'loading' });
  }

  const load = useCallback(() => checkoutStage(client, linkId).then(setStage), [client, linkId]);

  useEffect(() => {
    void load();
  }, [load]);

  const reopen = () => {
    setStage({ kind: 'loading' });
    void load();
  };

  const retry = (
    <button type="button" className="retry" onClick={reopen}>
      {m.tryAgain}
    </button>
  );
  const back = returnUrl ? (
    <a className="back" href={returnUrl}>
      {m.backToShop}
    </a>
  ) : null;

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
  return (
    <main className="checkout" data-link-id={link.id}>
      <header>
        <h1>{paid ? m.successTitle : fill(m.payTitle, { amount: paykit.formatAmount(link.amount), currency: link.currency })}</h1>
        {link.description ? <p className="description">{link.description}</p> : null}
      </header>
      <CheckoutWidget paymentId={payment.payment_id} onSettled={() => setPaid(true)} onRestart={reopen} />
      {back}
    </main>
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
