import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { advance, createFakeClient, paymentFixtures, type FakeClient } from '../test/fixtures/payments';
import { CheckoutWidget } from '../src/index';
import { StoryProvider } from './support/globals';
import { LiveSandbox as Sandboxed, SandboxAction } from './support/LiveSandbox';
import type { InBrowserBackend } from '../src/dev';
import type { Payment } from '../src/shared/schemas/payments';
import type { PaymentView } from '../src/shared/schemas/views';
import { PaykitApiError } from '../src/shared/errors';
import { STATUS_BEING_CHECKED } from '../src/client/subscription';

/** Fixtures that expire 15 minutes after the catalogue loads, so countdowns run. */
const views = paymentFixtures(Date.now());

interface PaykitParameters {
  client?: () => FakeClient;
  width?: number;
  /** The story brings its own provider (the in-browser sandbox): no fake client around it. */
  live?: boolean;
}

function Frame({ parameters, children }: { parameters: PaykitParameters; children: ReactNode }) {
  const client = useMemo(() => (parameters.client ?? (() => createFakeClient({ views: Object.values(views) })))(), [parameters]);
  return (
    <StoryProvider client={client}>
      <div style={{ width: parameters.width ?? 400, maxWidth: '100%' }}>{children}</div>
    </StoryProvider>
  );
}

/** Each story gets its own fake proxy client (no server) from the shared fixtures. */
const withPaykit: Decorator = (Story, context) => {
  const parameters = (context.parameters.paykit ?? {}) as PaykitParameters;
  if (parameters.live) return <Story />;
  return (
    <Frame parameters={parameters}>
      <Story />
    </Frame>
  );
};

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
          'Amount, address (grouped, head and tail emphasised), QR code, copy buttons, countdown and live status of one payment. Wrap it in `<PaykitProvider baseUrl="/api/paykit">`.\n\n```tsx\nimport { PaykitProvider, CheckoutWidget } from \'paykit\';\n\n<PaykitProvider baseUrl="/api/paykit" theme="auto">\n  <CheckoutWidget paymentId={payment.payment_id} onSettled={showReceipt} onRestart={startAgain} />\n</PaykitProvider>\n```',
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
export const Overpaid: Story = { args: { paymentId: views.overpaid.payment_id, returnUrl: 'https://tee.example/orders/42', merchantName: 'Tee Shop' } };
export const Settled: Story = { args: { paymentId: views.settled.payment_id } };
export const Expired: Story = { args: { paymentId: views.expired.payment_id } };
export const Failed: Story = { args: { paymentId: views.failed.payment_id } };
export const NotFound: Story = {
  args: { paymentId: 'pay_missing' },
  parameters: { paykit: { client: () => createFakeClient({ missing: ['pay_missing'] }) } },
};

/** The proxy refused the payment for good (a 403 from the merchant's rules): a plain message, never a blank box. */
export const LoadError: Story = {
  args: { paymentId: 'pay_refused' },
  parameters: { paykit: { client: () => createFakeClient({ refused: ['pay_refused'] }) } },
};

/** The connection dropped: the last known state stays, and the widget says it is reconnecting. */
export const Reconnecting: Story = {
  args: { paymentId: views.underpaid.payment_id },
  parameters: { paykit: { client: () => createFakeClient({ views: [views.underpaid], connection: 'reconnecting' }) } },
};

/** A client whose server is checking the payment's status (it forgot the payment in a restart): it says so after the view. */
function checkingClient(view: PaymentView) {
  const client = createFakeClient({ views: [view] });
  const subscribe = client.subscribePayment.bind(client);
  client.subscribePayment = (id, listener) => {
    const stop = subscribe(id, listener);
    listener({
      type: 'error',
      error: new PaykitApiError({ status: 503, code: STATUS_BEING_CHECKED, message: "This payment's status is being checked" }),
      fatal: false,
    });
    return stop;
  };
  return client;
}

/** The server is checking the status of a payment it showed the address of: the address stays, and the widget says what is going on. */
export const CheckingWithAddress: Story = {
  args: { paymentId: views.pending.payment_id },
  parameters: { paykit: { client: () => checkingClient(views.pending) } },
};

/** The server knows the payment but not its address (a webhook told it the status): no address, and a warning not to send until one shows. */
export const CheckingWithoutAddress: Story = {
  args: { paymentId: 'pay_checking_no_address' },
  parameters: {
    paykit: { client: () => createFakeClient({ views: [{ ...views.pending, payment_id: 'pay_checking_no_address', address: null, network: null }] }) },
  },
};

/** Bitcoin has a widely supported payment URI (BIP 21), so its QR code pre-fills the amount. */
export const BitcoinPaymentUri: Story = { args: { paymentId: views.bitcoin.payment_id } };

export const Dark: Story = { args: { paymentId: views.pending.payment_id }, globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { args: { paymentId: views.pending.payment_id }, globals: { paykitTheme: 'brand' } };
export const Narrow320: Story = { args: { paymentId: views.underpaid.payment_id }, parameters: { paykit: { width: 320 } } };

/** Underpaid (6.00 of 12.00), then expired: says what arrived, that it is not lost, and to contact the merchant; no "Start again". */
export const ExpiredWithMoneyReceived: Story = { args: { paymentId: views.expiredPartly.payment_id, merchantName: 'Tee Shop' } };
export const ExpiredWithMoneyReceivedDark: Story = {
  args: { paymentId: views.expiredPartly.payment_id, merchantName: 'Tee Shop' },
  globals: { paykitTheme: 'dark' },
};

/** Settled: the paid moment, the receipt (time, the transaction hash shortened with copy and its explorer, the ids under Details) and "Back to Tee Shop". */
export const SettledWithReceipt: Story = {
  args: { paymentId: views.settledReceipt.payment_id, returnUrl: 'https://tee.example/orders/42', merchantName: 'Tee Shop' },
};
export const SettledWithReceiptNarrow320: Story = {
  args: { paymentId: views.settledReceipt.payment_id, returnUrl: 'https://tee.example/orders/42', merchantName: 'Tee Shop' },
  parameters: { paykit: { width: 320 } },
};
/** Paid in the sandbox: the hash is on no network, so no explorer link. */
export const SettledTestMode: Story = {
  args: { paymentId: 'pay_settled_test', returnUrl: 'https://tee.example/orders/42' },
  parameters: {
    paykit: { client: () => createFakeClient({ views: [{ ...views.settledReceipt, payment_id: 'pay_settled_test', test_mode: true }] }) },
  },
};

/** A sandbox payment: the "Test mode" badge. */
export const TestMode: Story = { args: { paymentId: views.testMode.payment_id } };
export const TestModeDark: Story = { args: { paymentId: views.testMode.payment_id }, globals: { paykitTheme: 'dark' } };

/**
 * What a phone shows: under the QR code one filled action, "Open in wallet" (the payment URI the
 * code encodes), and "Copy address" as the secondary. The default layout shows them on touch
 * screens only (`(pointer: coarse)`); this story sets `show="always"` so a desktop catalogue shows them too.
 */
export const TouchOpenInWallet: Story = {
  args: { paymentId: views.bitcoin.payment_id },
  parameters: { paykit: { width: 360 } },
  render: (args) => (
    <CheckoutWidget.Root paymentId={args.paymentId}>
      <CheckoutWidget.Status />
      <CheckoutWidget.Amount />
      <CheckoutWidget.QrCode />
      <CheckoutWidget.Actions show="always" />
      <CheckoutWidget.Address copy={false} />
      <CheckoutWidget.Countdown />
      <CheckoutWidget.Instructions />
    </CheckoutWidget.Root>
  ),
};

/** A phone, USDT on TRON: no payment URI wallets agree on, so "Copy address" is the one filled action. */
export const TouchCopyAddress: Story = {
  args: { paymentId: views.pending.payment_id },
  parameters: { paykit: { width: 360 } },
  render: TouchOpenInWallet.render,
};

/** `amountStyle="inline"`: the amount as one quiet row, for a page (the hosted one) that shows it as its own hero. */
export const InlineAmount: Story = { args: { paymentId: views.pending.payment_id, amountStyle: 'inline' } };

/** The inline row on a 320 px phone: label, amount and copy stay on one line; only the network chip goes under them. */
export const InlineAmountNarrow320: Story = { ...InlineAmount, parameters: { paykit: { width: 320 } } };

/** Waiting on a 320 px phone: the status and the time on one row, the time without its label (still read out). */
export const AwaitingNarrow320: Story = { args: { paymentId: views.pending.payment_id }, parameters: { paykit: { width: 320 } } };

/** The last fifth of the time: the bar and the time turn to the warning tone. */
export const TimeRunningOut: Story = {
  args: { paymentId: 'pay_running_out' },
  parameters: {
    paykit: {
      client: () =>
        createFakeClient({
          views: [
            {
              ...views.pending,
              payment_id: 'pay_running_out',
              updated_at: new Date(Date.now() - 13.5 * 60_000).toISOString(),
              expires_at: new Date(Date.now() + 90_000).toISOString(),
            },
          ],
        }),
    },
  },
};

/** Forty-five seconds left: the time and its bar in the warning tone, beside the waiting pill. */
export const TimeAlmostUp: Story = {
  args: { paymentId: 'pay_almost_up' },
  parameters: {
    paykit: {
      client: () =>
        createFakeClient({
          views: [
            {
              ...views.pending,
              payment_id: 'pay_almost_up',
              updated_at: new Date(Date.now() - 14.25 * 60_000).toISOString(),
              expires_at: new Date(Date.now() + 45_000).toISOString(),
            },
          ],
        }),
    },
  },
};

/** Ether: its payment URI (EIP-681) and the ETH mark at the QR code's centre. */
export const EtherPaymentUri: Story = {
  args: { paymentId: 'pay_ether' },
  parameters: {
    paykit: {
      client: () =>
        createFakeClient({
          views: [
            {
              ...views.pending,
              payment_id: 'pay_ether',
              amount: '0.05',
              amount_due: '0.05',
              currency: 'ETH',
              network: 'ethereum',
              address: '0x52908400098527886E0F7030069857D2E4169EE7',
            },
          ],
        }),
    },
  },
};

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

/** A real payment in the sandbox, as the proxy would hand it to the widget. */
const newLivePayment = (backend: InBrowserBackend) => backend.client.payments.create({ amount: '125.50', currency: 'USDT', reference: 'storybook-order' });

const received = (p: Payment) => `${p.amount_received} of ${p.amount} ${p.currency} received`;

/**
 * Against the in-browser sandbox (no server): a real sandbox payment, the proxy in the page, and
 * buttons that fire the sandbox's payment simulators; the signed webhooks they send move the
 * widget. "Pay in full" is the sandbox's settled outcome: confirmed on-chain and settled at once.
 */
export const LiveSandbox: Story = {
  parameters: { paykit: { live: true } },
  render: (args) => (
    <Sandboxed<Payment>
      setup={newLivePayment}
      controls={({ backend, data, setData }) => {
        const pay = backend.simulate.payment;
        const id = data.payment_id;
        return (
          <>
            <SandboxAction label="Pay part" run={async () => `Part of the payment arrived: ${received(await pay.payPart(id))}.`} />
            <SandboxAction
              label="Pay in full (confirm and settle)"
              run={async () => `The payment was paid in full, confirmed and settled: ${received(await pay.payInFull(id))}.`}
            />
            <SandboxAction label="Overpay" run={async () => `More than the amount arrived: ${received(await pay.overpay(id))}.`} />
            <SandboxAction label="Expire" run={async () => `The payment expired with ${received(await pay.expire(id))}.`} />
            <SandboxAction
              label="New payment"
              run={async () => {
                const next = await newLivePayment(backend);
                setData(next);
                return `A new payment of ${next.amount} ${next.currency} is waiting.`;
              }}
            />
          </>
        );
      }}
    >
      {({ data }) => <CheckoutWidget key={data.payment_id} {...args} paymentId={data.payment_id} />}
    </Sandboxed>
  ),
};
