/** <paykit-payment-link-button>: PaymentLinkButton. */
import type { PaymentLinkMode } from 'paykit';
import { PaymentLinkButton } from '../../react/components/PaymentLinkButton/PaymentLinkButton';
import { isPaymentLinkId } from '../../shared/ids';
import { InvalidAttribute } from '../InvalidAttribute';
import { ROOT_PART, text, type Renderer } from '../renderer';

export const render: Renderer = (values, emit) => {
  const linkId = text(values.linkId);
  if (!isPaymentLinkId(linkId))
    return <InvalidAttribute emit={emit} problem={`paykit-payment-link-button: link-id is ${linkId ? 'not a payment link id (pl_…)' : 'not set'}`} />;
  const mode = text(values.mode) as PaymentLinkMode | undefined;
  const checkoutUrl = text(values.checkoutUrl);
  const label = text(values.label);
  return (
    <PaymentLinkButton
      {...ROOT_PART}
      linkId={linkId}
      {...(mode ? { mode } : {})}
      {...(checkoutUrl ? { checkoutUrl } : {})}
      {...(label ? { label } : {})}
      onOpen={() => emit('paykit-open', null)}
      onClose={() => emit('paykit-close', null)}
    />
  );
};
