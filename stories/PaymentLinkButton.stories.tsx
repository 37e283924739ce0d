import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { waitFor } from 'storybook/test';
import { createFakeClient, links, paymentFixtures, type FakeClient } from '../test/fixtures/payments';
import { PaymentLinkButton } from '../src/index';
import { Dialog } from '../src/react/components/PaymentLinkButton/Dialog';
import { StoryProvider } from './support/globals';

/** The overlay and new-tab stories open the checkout widget's own story as the "hosted page". */
const HOSTED = 'iframe.html?id=components-checkoutwidget--awaiting-payment&viewMode=story';
/** The open overlay shows the hosted page's own story, as the real overlay shows /pay/…: the merchant's row, no card inside the dialog. */
const HOSTED_PAGE = 'iframe.html?id=pages-hostedcheckout--merchant-in-test-mode&viewMode=story';

function Frame({ client, children }: { client?: () => FakeClient; children: ReactNode }) {
  const value = useMemo(() => (client ?? (() => createFakeClient({ views: Object.values(paymentFixtures(Date.now())) })))(), [client]);
  return <StoryProvider client={value}>{children}</StoryProvider>;
}

/**
 * An open overlay has focus on its ×. Storybook may render a story while it still hides the
 * page (its "preparing" state), and focus() does nothing on a hidden element, so the catalogue
 * (and its pictures) would show the dialog with focus nowhere, depending on timing.
 */
function focusCloseAsOnOpen(canvasElement: HTMLElement) {
  const close = canvasElement.querySelector<HTMLButtonElement>('dialog[open] button[aria-label="Close checkout"]');
  if (close && close.ownerDocument.activeElement !== close) close.focus();
}

const withPaykit: Decorator = (Story, context) => (
  <Frame client={(context.parameters.paykit as { client?: () => FakeClient } | undefined)?.client}>
    <Story />
  </Frame>
);

const meta = {
  title: 'Components/PaymentLinkButton',
  component: PaymentLinkButton,
  decorators: [withPaykit],
  tags: ['autodocs'],
  args: { link: links.active, checkoutUrl: '#checkout' },
  argTypes: { onOpen: { action: 'open' }, onClose: { action: 'close' } },
  parameters: {
    docs: {
      description: {
        component:
          'A button that opens a payment link’s hosted checkout: in the same tab (default), a new tab, or an overlay dialog (a native modal `<dialog>`: the browser traps focus and makes the page inert; Escape closes, focus returns). The overlay’s open state can be the page’s own (`open` / `onOpenChange`), and the ref and any other attribute go to its root. It shows the link’s amount, and says plainly when the link is paid, expired or deactivated instead of sending the payer to a dead page.\n\n```tsx\n<PaykitProvider baseUrl="/api/paykit">\n  <PaymentLinkButton linkId="pl_…" checkoutUrl="/pay/pl_…" mode="overlay" />\n</PaykitProvider>\n```',
      },
    },
  },
} satisfies Meta<typeof PaymentLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Redirects to the hosted checkout (here: to #checkout). */
export const Active: Story = {};
export const NewTab: Story = { args: { mode: 'new-tab', checkoutUrl: HOSTED } };
/** Opens the hosted checkout in a native modal dialog: focus trapped, Escape closes, focus returns. */
export const Overlay: Story = { args: { mode: 'overlay', checkoutUrl: HOSTED } };
/** The overlay as the payer first sees it: a full-screen sheet under 640 px, a centred dialog from 640 px, the × at the top right. */
export const OverlayOpen: Story = {
  args: { mode: 'overlay', defaultOpen: true },
  // The page inside follows the toolbar's theme, as a real hosted page follows the merchant's.
  render: (args, { globals }) => <PaymentLinkButton {...args} checkoutUrl={`${HOSTED_PAGE}&globals=paykitTheme:${String(globals.paykitTheme ?? 'light')}`} />,
  // Pictured once the page inside is waiting for payment, never halfway through loading it.
  play: async ({ canvasElement }) => {
    focusCloseAsOnOpen(canvasElement);
    await waitFor(
      () => {
        const frame = canvasElement.querySelector<HTMLIFrameElement>('[data-part="panel"] iframe');
        const payment = frame?.contentDocument?.querySelector('[data-payment-id][data-state="pending"]');
        if (!payment || canvasElement.querySelector('[data-part="panel"][data-frame="loading"]')) throw new Error('the checkout inside is still loading');
      },
      { timeout: 15_000 },
    );
  },
};
/** The overlay while the page inside loads: a still outline of that page, with no frame of its own, so the dialog neither jumps nor shows an empty box. (The dialog itself, with no page in it, so the outline stays.) */
export const OverlayLoading: Story = {
  play: ({ canvasElement }) => focusCloseAsOnOpen(canvasElement),
  render: function Loading() {
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <Dialog title="Checkout" closeLabel="Close checkout" onRequestClose={() => {}} returnFocus={opener}>
        {null}
      </Dialog>
    );
  },
};
/** The page owns whether the overlay is open (`open` + `onOpenChange`), and can open it from elsewhere. */
export const OverlayControlled: Story = {
  args: { mode: 'overlay', checkoutUrl: HOSTED },
  render: function Controlled(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <PaymentLinkButton {...args} open={open} onOpenChange={setOpen} />
        <button type="button" onClick={() => setOpen(true)}>
          Open the checkout from the page
        </button>
        <p>The overlay is {open ? 'open' : 'closed'}.</p>
      </div>
    );
  },
};
export const CustomLabel: Story = { args: { label: 'Buy the annual plan' } };
export const LoadedById: Story = { args: { link: undefined, linkId: links.active.id } };
export const Loading: Story = {
  args: { link: undefined, linkId: 'pl_slow' },
  parameters: { paykit: { client: () => ({ ...createFakeClient(), getPaymentLink: () => new Promise(() => {}) }) } },
};
export const Paid: Story = { args: { link: links.paid } };
export const Expired: Story = { args: { link: links.expired } };
export const Deactivated: Story = { args: { link: links.deactivated } };
export const NotFound: Story = { args: { link: undefined, linkId: 'pl_missing' } };
