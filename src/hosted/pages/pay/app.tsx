/** The hosted checkout page's React part: loaded by main.ts, which has already started the checkout. */
import type { ProxyClient } from 'paykit/client';
import type { PaymentView } from 'paykit/schemas';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedPaintedTexts, type PaintedText } from '../../../react/i18n/painted-texts';
import { adoptPaintedStyles } from '../../../react/styles/adopt-painted-styles';
import type { PaintedStyles } from '../../../react/styles/painted-styles';
import { PayPage, type PayPageProps } from './PayPage';

/**
 * Renders the page into `root`: over the server's painted checkout (hydrating it, with the texts
 * the server formatted for it), else replacing the loading state.
 */
export function renderCheckout(root: HTMLElement, props: PayPageProps, painted: { texts?: readonly PaintedText[]; styles?: PaintedStyles } = {}): void {
  if (!props.painted) {
    createRoot(root).render(<PayPage {...props} />);
    return;
  }
  // Hydrating then formats nothing the server already did (no Intl object, no QR encoding), and
  // writes no rule /paykit.css already gave the page.
  seedPaintedTexts(painted.texts ?? []);
  if (painted.styles) adoptPaintedStyles(painted.styles, document);
  // The widget's first render reads the payment from the client: it must see the painted view,
  // or it would render "loading" over the painted payment and move everything.
  hydrateRoot(root, <PayPage {...props} client={knowing(props.client, props.painted.payment)} />);
}

/** `client`, answering `peekPayment` with `view` until a live view of that payment arrives. */
function knowing(client: ProxyClient, view: PaymentView): ProxyClient {
  return { ...client, peekPayment: (paymentId) => client.peekPayment(paymentId) ?? (paymentId === view.payment_id ? view : undefined) };
}
