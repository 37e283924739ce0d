import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { advance, createFakeClient, paymentFixtures, type FakeClient } from '../test/fixtures/payments';
import { CheckoutWidget, PaykitProvider, brandTokens, type PaykitProviderProps } from '../src/index';

/** Fixtures that expire 15 minutes after the catalogue loads, so countdowns run. */
const views = paymentFixtures(Date.now());

interface PaykitParameters {
  client?: () => FakeClient;
  theme?: PaykitProviderProps['theme'];
  width?: number;
}

function Frame({ parameters, children }: { parameters: PaykitParameters; children: ReactNode }) {
  const client = useMemo(() => (parameters.client ?? (() => createFakeClient({ views: Object.values(views) })))(), [parameters]);
  return (
    <PaykitProvider client={client} theme={parameters.theme ?? 'light'}>
      <div style={{ width: parameters.width ?? 400, maxWidth: '100%' }}>{children}</div>
    </PaykitProvider>
  );
}

/** Each story gets its own fake proxy client (no server) from the shared fixtures. */
const withPaykit: Decorator = (Story, context) => (
  <Frame parameters={(context.parameters.paykit ?? {}) as PaykitParameters}>
    <Story />
  </Frame>
);

const meta = {
  title: 'Components/CheckoutWidget',
  component: CheckoutWidget,
  decorators: [withPaykit],
  tags: ['autodocs'],
  args: { paymentId: views.pending.payment_id },
  argTypes: {
    onStatusChange: { action: 'statusChange' },
    onSettled: { action: 'settled' },
    onExpired: { action: 'expired' },
    onError: { action: 'error' },
    onRestart: { action: 'restart' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Amount, address (grouped, head and tail emphasised), QR code, copy buttons, countdown and live status of one payment. Wrap it in `<PaykitProvider baseUrl="/api/paykit">`.',
      },
    },
  },
} satisfies Meta<typeof CheckoutWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { paymentId: 'pay_not_loaded_yet' } };
export const AwaitingPayment: Story = { args: { paymentId: views.pending.payment_id } };
export const Confirming: Story = { args: { paymentId: views.confirming.payment_id } };
export const Underpaid: Story = { args: { paymentId: views.underpaid.payment_id } };
export const Overpaid: Story = { args: { paymentId: views.overpaid.payment_id } };
export const Settled: Story = { args: { paymentId: views.settled.payment_id } };
export const Expired: Story = { args: { paymentId: views.expired.payment_id } };
export const Failed: Story = { args: { paymentId: views.failed.payment_id } };
export const NotFound: Story = {
  args: { paymentId: 'pay_missing' },
  parameters: { paykit: { client: () => createFakeClient({ missing: ['pay_missing'] }) } },
};

/** The connection dropped: the last known state stays, and the widget says it is reconnecting. */
export const Reconnecting: Story = {
  args: { paymentId: views.underpaid.payment_id },
  parameters: { paykit: { client: () => createFakeClient({ views: [views.underpaid], connection: 'reconnecting' }) } },
};

/** Bitcoin has a widely supported payment URI (BIP 21), so its QR code pre-fills the amount. */
export const BitcoinPaymentUri: Story = { args: { paymentId: views.bitcoin.payment_id } };

export const Dark: Story = { args: { paymentId: views.pending.payment_id }, parameters: { paykit: { theme: 'dark' }, backgrounds: { default: 'dark' } } };
export const CustomBrand: Story = { args: { paymentId: views.pending.payment_id }, parameters: { paykit: { theme: brandTokens } } };
export const Narrow320: Story = { args: { paymentId: views.underpaid.payment_id }, parameters: { paykit: { width: 320 } } };

/** Custom layout from the compound parts. */
export const CustomLayout: Story = {
  args: { paymentId: views.pending.payment_id },
  render: (args) => (
    <CheckoutWidget.Root paymentId={args.paymentId}>
      <CheckoutWidget.Status />
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <div style={{ width: 140 }}>
          <CheckoutWidget.QrCode />
        </div>
        <CheckoutWidget.Amount />
      </div>
      <CheckoutWidget.Address />
      <CheckoutWidget.Countdown />
    </CheckoutWidget.Root>
  ),
};

const liveClient = createFakeClient({ views: [views.pending] });

function LiveControls() {
  const steps: [string, () => void][] = [
    ['Part arrives (underpaid)', () => liveClient.push(advance(views.pending, 'underpaid', '60.25', Date.now()))],
    ['Rest arrives (confirming)', () => liveClient.push(advance(views.pending, 'confirming', '125.50', Date.now()))],
    ['Settle', () => liveClient.push(advance(views.pending, 'settled', '125.50', Date.now()))],
    ['Drop connection', () => liveClient.emit(views.pending.payment_id, { type: 'connection', state: 'reconnecting' })],
    ['Reconnect', () => liveClient.emit(views.pending.payment_id, { type: 'connection', state: 'live' })],
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
      {steps.map(([label, run]) => (
        <button key={label} type="button" onClick={run}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** Drive one payment through its states with the buttons below the widget. */
export const Live: Story = {
  args: { paymentId: views.pending.payment_id },
  parameters: { paykit: { client: () => liveClient } },
  render: (args) => (
    <>
      <CheckoutWidget {...args} />
      <LiveControls />
    </>
  ),
};
