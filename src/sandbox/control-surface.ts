/**
 * `sandbox.control`: typed calls to the sandbox-only operations (clock, wallet credit, verification
 * moves, simulators, payouts, lists), for tests that drive outcomes while the kit's server talks to
 * the strict handler. Each call goes through the full handler in-process, so validation and every
 * rule (a refused verification move's 422, a short balance) are the HTTP routes' own, not a copy.
 */
import type { ErrorEnvelope, Page, Payment } from 'paykit/schemas';
import type {
  AccountVerificationStatus,
  ConnectedAccount,
  CreatePayoutRequestInput,
  FxConversion,
  PaymentStatus,
  Payout,
  PayoutStatus,
  SandboxAccount,
  SandboxPayout,
  SetVerificationBody,
  SimulateConversionRequestInput,
  SimulatePaymentRequest,
  SimulatePayoutRequestInput,
  VirtualAccount,
  WalletBalances,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventKind,
} from 'paykit/schemas';
import { HttpError } from '../web/http-error';
import { PLATFORM, type Owner } from './ledger';

/** The virtual clock as the sandbox reports it. */
export interface ControlClock {
  /** Virtual now, ISO 8601. */
  now: string;
  /** Expiries and webhook retries still waiting. */
  pending_tasks: number;
}

/** Page size 1–100 (default 20) and offset, as every sandbox list takes. */
export interface ListPage {
  /** Page size, 1 to 100 (default 20). */
  limit?: number;
  /** How many items to skip (default 0). */
  offset?: number;
}

/** Filters of the delivery log. */
export interface DeliveryQuery extends ListPage {
  /** Only deliveries in this state. */
  status?: WebhookDeliveryStatus;
  /** Only deliveries of this event kind. */
  event?: WebhookEventKind;
  /** Only deliveries of this event (`evt_…`). */
  event_id?: string;
  /** Only deliveries to this endpoint (`we_…`). */
  endpoint_id?: string;
}

/** A verification move: the body of the sandbox's verification route. */
export type VerificationMove = SetVerificationBody;

/** Typed access to every sandbox-only operation, over the same world as the handlers. */
export interface SandboxControl {
  /** Reads the virtual clock. */
  clock(): Promise<ControlClock>;
  /** Moves virtual time forward (expiries, quote expiry, webhook retries) and waits for deliveries in flight. */
  advance(seconds: number): Promise<ControlClock>;
  /** Simulated money in the wallet of `owner`: 'platform' or a connected account id. */
  credit(owner: Owner, currency: string, amount: string): Promise<WalletBalances>;
  /** Moves an account's verification along the allowed moves (422 naming the rule otherwise). */
  setVerification(accountId: string, move: VerificationMove): Promise<ConnectedAccount>;
  /** The service's payment simulator (any payment of this sandbox; docs/service-contract.md#sandbox-simulators-and-extensions). */
  simulatePayment(paymentId: string, outcome: SimulatePaymentRequest): Promise<Payment>;
  /** Settles or fails a conversion held pending (option `holdConversions`). */
  simulateConversion(conversionId: string, outcome: SimulateConversionRequestInput, owner?: Owner): Promise<FxConversion>;
  /** Creates a payout for `owner` (default the platform); debited at once. */
  createPayout(request: CreatePayoutRequestInput, owner?: Owner): Promise<Payout>;
  /** Reads a payout of `owner` (default the platform). */
  payout(payoutId: string, owner?: Owner): Promise<Payout>;
  /** The service's payout simulator (docs/service-contract.md#payouts). */
  simulatePayout(payoutId: string, outcome: SimulatePayoutRequestInput, owner?: Owner): Promise<Payout>;
  /** Reads a payment of `owner` (default the platform). */
  payment(paymentId: string, owner?: Owner): Promise<Payment>;
  /** The issued virtual account of a connected account (404 before issue). */
  virtualAccount(accountId: string): Promise<VirtualAccount>;
  /** Every payment, newest first. */
  payments(query?: ListPage & { status?: PaymentStatus }): Promise<Page<Payment>>;
  /** Every connected account, newest first. */
  accounts(query?: ListPage & { verification_status?: AccountVerificationStatus }): Promise<Page<SandboxAccount>>;
  /** Every payout, newest first. */
  payouts(query?: ListPage & { status?: PayoutStatus }): Promise<Page<SandboxPayout>>;
  /** Registered webhook endpoints (secrets never shown again). */
  webhooks(query?: ListPage): Promise<Page<WebhookEndpoint>>;
  /** The delivery log, oldest first. */
  deliveries(query?: DeliveryQuery): Promise<Page<WebhookDelivery>>;
  /** One delivery. */
  delivery(deliveryId: string): Promise<WebhookDelivery>;
  /** Retries a failed delivery now (same event id and bytes). */
  retryDelivery(deliveryId: string): Promise<WebhookDelivery>;
}

interface ControlCallOptions {
  body?: unknown;
  owner?: Owner;
  query?: object;
}

/**
 * Builds the control surface on `handler` (the sandbox's full API). `afterAdvance` lets the
 * sandbox wait for webhook deliveries the advance set off, as `sandbox.advance` does.
 */
export function createSandboxControl(handler: (request: Request) => Promise<Response>, apiKey: string, afterAdvance: () => Promise<void>): SandboxControl {
  async function call<T>(method: 'GET' | 'POST', path: string, options: ControlCallOptions = {}): Promise<T> {
    const url = new URL(`http://127.0.0.1/api/v1${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    if (options.owner !== undefined && options.owner !== PLATFORM) headers['x-on-behalf-of'] = options.owner;
    let body: string | undefined;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }
    const response = await handler(new Request(url, { method, headers, body }));
    const answer: unknown = await response.json();
    if (response.ok) return answer as T;
    const { error } = answer as ErrorEnvelope;
    throw new HttpError(response.status, error.code, error.message, { param: error.param });
  }
  const id = encodeURIComponent;

  return {
    clock: () => call('GET', '/sandbox/clock'),
    advance: async (seconds) => {
      const clock = await call<ControlClock>('POST', '/sandbox/clock', { body: { advance_seconds: seconds } });
      await afterAdvance();
      return clock;
    },
    credit: (owner, currency, amount) => call('POST', '/sandbox/wallet/credit', { owner, body: { currency, amount } }),
    setVerification: (accountId, move) => call('POST', `/sandbox/accounts/${id(accountId)}/verification`, { body: move }),
    simulatePayment: (paymentId, outcome) => call('POST', `/sandbox/payments/${id(paymentId)}/simulate`, { body: outcome }),
    simulateConversion: (conversionId, outcome, owner) => call('POST', `/sandbox/fx/conversions/${id(conversionId)}/simulate`, { owner, body: outcome }),
    createPayout: (request, owner) => call('POST', '/payouts', { owner, body: request }),
    payout: (payoutId, owner) => call('GET', `/payouts/${id(payoutId)}`, { owner }),
    simulatePayout: (payoutId, outcome, owner) => call('POST', `/sandbox/payouts/${id(payoutId)}/simulate`, { owner, body: outcome }),
    payment: (paymentId, owner) => call('GET', `/payments/${id(paymentId)}`, { owner }),
    virtualAccount: (accountId) => call('GET', `/accounts/${id(accountId)}/virtual-account`),
    payments: (query) => call('GET', '/sandbox/payments', { query }),
    accounts: (query) => call('GET', '/sandbox/accounts', { query }),
    payouts: (query) => call('GET', '/sandbox/payouts', { query }),
    webhooks: (query) => call('GET', '/sandbox/webhooks', { query }),
    deliveries: (query) => call('GET', '/sandbox/webhooks/deliveries', { query }),
    delivery: (deliveryId) => call('GET', `/sandbox/webhooks/deliveries/${id(deliveryId)}`),
    retryDelivery: (deliveryId) => call('POST', `/sandbox/webhooks/deliveries/${id(deliveryId)}/retry`),
  };
}
