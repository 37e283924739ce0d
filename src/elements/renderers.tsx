/**
 * What each element renders inside its provider: the kit's own component, its callbacks turned
 * into the element's DOM events. One function per tag of specs.ts.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PaykitError } from '../shared/errors';
import type { CustomerType } from '../shared/schemas/account-status';
import { CheckoutWidget } from '../react/components/CheckoutWidget/CheckoutWidget';
import { PaymentLinkButton, type PaymentLinkMode } from '../react/components/PaymentLinkButton/PaymentLinkButton';
import { OnboardingFlow } from '../react/components/OnboardingFlow/OnboardingFlow';
import { VirtualAccountCard } from '../react/components/VirtualAccountCard/VirtualAccountCard';
import { usePaykit } from '../react/provider/context';
import { BalanceList } from '../dashboard/BalanceList/BalanceList';
import { TransactionList } from '../dashboard/TransactionList/TransactionList';
import { FxConverter } from '../dashboard/FxConverter/FxConverter';
import type { PaykitElementEventDetails } from './types';

/** Dispatches one of the element's events. */
export type Emit = <Name extends keyof PaykitElementEventDetails>(name: Name, detail: PaykitElementEventDetails[Name]) => void;

/** The element's current property values, by property name. */
export type ElementValues = Readonly<Record<string, unknown>>;

/** Renders a tag's component from the element's values. */
export type Renderer = (values: ElementValues, emit: Emit) => ReactNode;

/** The component's root element is the element's `root` part (`paykit-checkout::part(root)`). */
const ROOT_PART = { part: 'root' } as Record<string, string>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const failed = (emit: Emit) => (error: unknown) => emit('paykit-error', { error, fatal: false });

function Checkout({ paymentId, emit }: { paymentId: string; emit: Emit }) {
  return (
    <CheckoutWidget
      {...ROOT_PART}
      paymentId={paymentId}
      onStatusChange={(view) => emit('paykit-status-change', view)}
      onSettled={(view) => emit('paykit-settled', view)}
      onExpired={(view) => emit('paykit-expired', view)}
      onError={(error: PaykitError, info) => emit('paykit-error', { error, fatal: info.fatal })}
    />
  );
}

/** A link's checkout: opens (or resumes) the link's payment through the proxy, then shows it. */
function LinkCheckout({ linkId, emit }: { linkId: string; emit: Emit }) {
  const { client } = usePaykit('paykit-checkout');
  const [payment, setPayment] = useState<{ linkId: string; paymentId: string } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    client.checkout(linkId, { signal: abort.signal }).then(
      (view) => setPayment({ linkId, paymentId: view.payment.payment_id }),
      (error: unknown) => {
        if (!abort.signal.aborted) emit('paykit-error', { error, fatal: true });
      },
    );
    return () => abort.abort();
  }, [client, linkId, emit]);
  return payment && payment.linkId === linkId ? <Checkout paymentId={payment.paymentId} emit={emit} /> : null;
}

export const RENDERERS: Record<string, Renderer> = {
  'paykit-checkout': (values, emit) => {
    const paymentId = text(values.paymentId);
    const linkId = text(values.linkId);
    if (paymentId) return <Checkout paymentId={paymentId} emit={emit} />;
    return linkId ? <LinkCheckout linkId={linkId} emit={emit} /> : null;
  },
  'paykit-payment-link-button': (values, emit) => {
    const linkId = text(values.linkId);
    if (!linkId) return null;
    const mode = text(values.mode) as PaymentLinkMode | undefined;
    return (
      <PaymentLinkButton
        {...ROOT_PART}
        linkId={linkId}
        {...(mode ? { mode } : {})}
        {...(text(values.checkoutUrl) ? { checkoutUrl: text(values.checkoutUrl) } : {})}
        {...(text(values.label) ? { label: text(values.label) } : {})}
        onOpen={() => emit('paykit-open', null)}
        onClose={() => emit('paykit-close', null)}
      />
    );
  },
  'paykit-onboarding': (values, emit) => {
    const customerType = text(values.customerType) as CustomerType | undefined;
    return (
      <OnboardingFlow
        {...ROOT_PART}
        {...(customerType ? { customerType } : {})}
        onStepChange={(step) => emit('paykit-step-change', step)}
        onComplete={(account) => emit('paykit-complete', account)}
        onError={failed(emit)}
      />
    );
  },
  'paykit-virtual-account': (values, emit) => (
    <VirtualAccountCard {...ROOT_PART} autoIssue={values.manualIssue !== true} onDetails={(details) => emit('paykit-details', details)} onError={failed(emit)} />
  ),
  'paykit-balances': (values, emit) => (
    <BalanceList {...ROOT_PART} refreshKey={values.refreshKey} onLoad={(balances) => emit('paykit-load', balances)} onError={failed(emit)} />
  ),
  'paykit-transactions': (values, emit) => {
    const paymentLinkId = text(values.paymentLinkId);
    return (
      <TransactionList
        {...ROOT_PART}
        {...(paymentLinkId ? { defaultFilters: { paymentLinkId } } : {})}
        onFiltersChange={(filters) => emit('paykit-filters-change', filters)}
        onExport={(result) => emit('paykit-export', result)}
        onError={failed(emit)}
      />
    );
  },
  'paykit-fx-converter': (_values, emit) => (
    <FxConverter
      {...ROOT_PART}
      onQuote={(quote) => emit('paykit-quote', quote)}
      onConverted={(conversion) => emit('paykit-converted', conversion)}
      onError={failed(emit)}
    />
  ),
};
