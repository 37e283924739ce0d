import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HostedCheckout } from '../src/hosted/pages/pay/HostedCheckout';
import { createFakeClient, links, paymentFixtures } from '../test/fixtures/payments';
import { payWords } from '../src/hosted/pages/pay/translations';
import type { PageMerchant } from '../src/hosted/pages/pay/MerchantHeader';
import { StoryProvider, useStoryGlobals } from './support/globals';
// The page's own frame, as pay.html links it (both scoped to .paykit-page and the page's classes).
import '../src/hosted/pages/shared/page.css';
import '../src/hosted/pages/pay/pay.css';

type PaymentState = 'pending' | 'settled' | 'settledReceipt' | 'underpaid';

/** The hosted checkout page (/pay/<link>) as `npm start` serves it, against a fake proxy client. */
interface PageProps {
  linkId: string;
  returnUrl: string | null;
  state: PaymentState;
  /** Who is being paid, as the server's <meta> elements tell the page. */
  merchant?: PageMerchant;
  /** The upstream is the sandbox. */
  testMode?: boolean;
}

function Page({ state, ...props }: PageProps) {
  // Another payment state is another payment, opened afresh.
  return <PageWithPayment key={state} state={state} {...props} />;
}

function PageWithPayment({ state, ...props }: PageProps) {
  // The payment opens when the page mounts: a state initialiser, so re-renders keep that moment.
  // The link asks what the payment's fixture asks, so the order summary and the widget agree.
  const [client] = useState(() => {
    const view = paymentFixtures(Date.now())[state];
    const linked = Object.values(links).map((link) => (link.status === 'active' ? { ...link, amount: view.amount } : link));
    return createFakeClient({ views: [view], links: linked, brokenLinks: ['pl_broken'] });
  });
  return (
    <StoryProvider client={client}>
      <Words {...props} />
    </StoryProvider>
  );
}

/** The page's own words in the toolbar's language, as the served page picks them from the browser's. */
function Words(props: Omit<PageProps, 'state'>) {
  const { locale, theme } = useStoryGlobals();
  // The served page follows the system's scheme; here the frame follows the toolbar's theme.
  return (
    <div className="paykit-page" style={{ colorScheme: theme === 'dark' ? 'dark' : 'light' }}>
      <HostedCheckout {...props} words={payWords(locale.tag)} />
    </div>
  );
}

const meta = {
  title: 'Pages/HostedCheckout',
  component: Page,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The hosted checkout page `npm start` serves at `/pay/<payment link id>`: it opens a payment for the link through the proxy and shows the CheckoutWidget, with a way back to the shop (only to an allowed origin) once paid. Merchants who do not embed components link here, or open it with PaymentLinkButton.',
      },
    },
  },
  args: { linkId: links.active.id, returnUrl: null, state: 'pending' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {};
export const Underpaid: Story = { args: { state: 'underpaid' } };
/** Paid, with the receipt's transaction hash and reference (the proxy's `receipt` option). */
export const Paid: Story = { args: { state: 'settledReceipt', returnUrl: 'https://shop.example/orders/42' } };
export const WithReturnLink: Story = { args: { returnUrl: 'https://shop.example/' } };
export const LinkNotFound: Story = { args: { linkId: 'pl_doesnotexist' } };
/** An unknown link opened from a shop that allows a return URL: the way back under the small print. */
export const LinkNotFoundWithReturnLink: Story = { args: { linkId: 'pl_doesnotexist', merchant: { name: 'Tee Shop' }, returnUrl: 'https://shop.example/' } };
/** A link that was paid before: nothing more is due, and the payer is told so instead of paying twice. */
export const LinkAlreadyPaid: Story = { args: { linkId: links.paid.id, returnUrl: 'https://shop.example/' } };
export const LinkExpired: Story = { args: { linkId: links.expired.id } };
export const LinkDeactivated: Story = { args: { linkId: links.deactivated.id } };
/** The proxy could not open the checkout (the service failed): say so, and offer to try again. */
export const CouldNotOpen: Story = { args: { linkId: 'pl_broken' } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
/** The merchant's name and logo above the order summary, and the marker that says the upstream is the sandbox. */
export const MerchantInTestMode: Story = { args: { merchant: { name: 'Tee Shop' }, testMode: true } };
/** A live merchant: the name, no marker. */
export const MerchantLive: Story = { args: { merchant: { name: 'Tee Shop' } } };
/** An address that cannot name a link (/pay/garbage): the same friendly page as an unknown link. */
export const MalformedLinkId: Story = { args: { linkId: 'garbage', merchant: { name: 'Tee Shop' } } };
/** A merchant's own logo in the logo slot (without one, the slot shows a tile with the name's initial). */
const TEE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M9 10l4-3h6l4 3-2 4-2-1v11h-8V13l-2 1z" fill="#fff"/></svg>',
)}`;
export const MerchantWithLogo: Story = { args: { merchant: { name: 'Tee Shop', logoUrl: TEE_LOGO }, returnUrl: 'https://shop.example/' } };
/** An unknown link in test mode: the merchant's header and the small print around one card. */
export const LinkNotFoundInTestMode: Story = { args: { linkId: 'pl_doesnotexist', merchant: { name: 'Tee Shop' }, testMode: true } };
