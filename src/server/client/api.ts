/**
 * Every operation of the upstream client, written out: a merchant's editor (and the API report)
 * shows each call's parameters and answer by name, not as the return type of a private function.
 * index.ts holds `apiOver` to this shape both ways (api.test.ts), so the two cannot drift.
 */
import type { KycBody, Page, Payment, PaymentLink, Transaction } from 'paykit/schemas';
import type {
  AccountCapabilities,
  AccountDetails,
  AccountDocument,
  CapabilityName,
  ConnectedAccount,
  CreateConnectedAccountBody,
  CreatePaymentLinkRequest,
  CreatePaymentRequest,
  CreatePayoutRequestInput,
  CreateWebhookEndpointRequest,
  CreatedWebhookEndpoint,
  FxConversion,
  FxConversionRequestInput,
  FxQuote,
  FxQuoteRequestInput,
  KybBody,
  KybDocumentType,
  KycDocumentType,
  LivenessSession,
  PaymentLinkListParams,
  PaymentLinkPage,
  Payout,
  SandboxAccount,
  SandboxPayout,
  SetVerificationBody,
  SimulateConversionRequestInput,
  SimulatePaymentRequest,
  SimulatePayoutRequestInput,
  TransactionListParams,
  TransactionPage,
  VirtualAccount,
  WalletBalances,
  WebhookDelivery,
  WebhookEndpoint,
} from 'paykit/schemas';
import type { SandboxClock } from '../../shared/schemas/sandbox-clock';
import type { DocumentUpload, SandboxAccountListParams } from './connected-accounts';
import type { SandboxPaymentListParams } from './payments';
import type { SandboxPayoutListParams } from './payouts';
import type { RequestOptions } from './transport';
import type { DeliveryQuery, ListQuery } from './webhooks';

/** Every operation of the service, grouped by resource, with the sandbox-only ones under `sandbox`. */
export interface PaykitApi {
  /** The platform's own account. */
  accounts: {
    /** The platform's own account details. */
    retrieveMe: (call?: RequestOptions) => Promise<AccountDetails>;
  };
  /** Wallet balances. */
  balances: {
    /** The platform's balances, or a connected account's with `call.onBehalfOf`. */
    list: (call?: RequestOptions) => Promise<WalletBalances>;
    /** A connected account's balances. */
    listForAccount: (accountId: string, call?: RequestOptions) => Promise<WalletBalances>;
  };
  /** Payments (payment requests). */
  payments: {
    /** A payment request with payer instructions; `reference` set to a payment link id pays through that link. */
    create: (body: CreatePaymentRequest, call?: RequestOptions) => Promise<Payment>;
    /** Sandbox extension: reads a payment back (docs/service-contract.md#payments). */
    retrieve: (paymentId: string, call?: RequestOptions) => Promise<Payment>;
  };
  /** Payment links. */
  paymentLinks: {
    /** Creates a link; a description longer than a link may be created with is cut, not refused. */
    create: (body: CreatePaymentLinkRequest, call?: RequestOptions) => Promise<PaymentLink>;
    /** One page of links. */
    list: (params?: PaymentLinkListParams, call?: RequestOptions) => Promise<PaymentLinkPage>;
    /** One link by id. */
    retrieve: (linkId: string, call?: RequestOptions) => Promise<PaymentLink>;
  };
  /** Payments through links, as the transaction list reports them. */
  transactions: {
    /** One page of transactions. */
    list: (params?: TransactionListParams, call?: RequestOptions) => Promise<TransactionPage>;
    /** One transaction by id. */
    retrieve: (transactionId: string, call?: RequestOptions) => Promise<Transaction>;
  };
  /** Webhook endpoints. */
  webhooks: {
    /** Registers an endpoint. The answer's `secret` is shown only here: store it to verify deliveries. */
    create: (body: CreateWebhookEndpointRequest, call?: RequestOptions) => Promise<CreatedWebhookEndpoint>;
  };
  /** Connected accounts: onboarding (KYC/KYB, documents, liveness), capabilities and virtual accounts. */
  connectedAccounts: {
    /** Opens an account for one of the platform's customers. */
    create: (body: CreateConnectedAccountBody, call?: RequestOptions) => Promise<ConnectedAccount>;
    /** One account by id. */
    retrieve: (id: string, call?: RequestOptions) => Promise<ConnectedAccount>;
    /** Individual identity data (POST …/kyc); posting again replaces it. */
    submitKyc: (id: string, body: KycBody, call?: RequestOptions) => Promise<ConnectedAccount>;
    /** Business data and beneficial owners (POST …/kyb); posting again replaces it. */
    submitKyb: (id: string, body: KybBody, call?: RequestOptions) => Promise<ConnectedAccount>;
    /** Uploads one KYC document. */
    uploadKycDocument: (id: string, upload: DocumentUpload<KycDocumentType>, call?: RequestOptions) => Promise<AccountDocument>;
    /** Uploads one KYB document. */
    uploadKybDocument: (id: string, upload: DocumentUpload<KybDocumentType>, call?: RequestOptions) => Promise<AccountDocument>;
    /** The URL to send the individual to for the selfie check (after an identity document upload). */
    createLivenessUrl: (id: string, call?: RequestOptions) => Promise<LivenessSession>;
    /** After supplying every required_info item: sends the account back to review. */
    resubmit: (id: string, call?: RequestOptions) => Promise<ConnectedAccount>;
    /** Activates capabilities (only once verification_status is approved). */
    activateCapabilities: (id: string, capabilities: CapabilityName[], call?: RequestOptions) => Promise<AccountCapabilities>;
    /** Issues the BSB/account number (and Solana address); repeat calls return the same details. */
    issueVirtualAccount: (id: string, call?: RequestOptions) => Promise<VirtualAccount>;
    /** Sandbox only: reads back the issued virtual account (404 before issue); the real service answers 404. */
    retrieveVirtualAccount: (id: string, call?: RequestOptions) => Promise<VirtualAccount>;
  };
  /** FX quotes and conversions. */
  fx: {
    /** Locks a rate for sell_amount or buy_amount (exactly one) until quote_expiry. */
    createQuote: (body: FxQuoteRequestInput, call?: RequestOptions) => Promise<FxQuote>;
    /** Converts at the live rate (conversion_type "rate") or at a quote's locked rate ("quote" + quote_id). */
    createConversion: (body: FxConversionRequestInput, call?: RequestOptions) => Promise<FxConversion>;
    /** One conversion by id. */
    retrieveConversion: (conversionId: string, call?: RequestOptions) => Promise<FxConversion>;
  };
  /** Payouts to bank accounts and crypto wallets. */
  payouts: {
    /** Debits the amount at once; the payout stays pending until completed or failed (failed refunds). */
    create: (body: CreatePayoutRequestInput, call?: RequestOptions) => Promise<Payout>;
    /** One payout by id. */
    retrieve: (payoutId: string, call?: RequestOptions) => Promise<Payout>;
  };
  /** Sandbox-only simulators and controls; the production service answers these with 404. */
  sandbox: PaykitSandboxApi;
}

/** The sandbox-only operations of the client. */
export interface PaykitSandboxApi {
  /** Moves the sandbox's virtual clock forward (payment and quote expiry, webhook retries). */
  advanceClock: (seconds: number, call?: RequestOptions) => Promise<SandboxClock>;
  /** Reads the sandbox's virtual clock without moving it. */
  clock: (call?: RequestOptions) => Promise<SandboxClock>;
  /** Applies an outcome (settled, expired, underpaid, overpaid) to a payment; answers the updated payment. */
  simulatePayment: (paymentId: string, body: SimulatePaymentRequest, call?: RequestOptions) => Promise<Payment>;
  /** Every payment (the platform's key sees its accounts' too), newest first. */
  listPayments: (params?: SandboxPaymentListParams, call?: RequestOptions) => Promise<Page<Payment>>;
  /** Moves a connected account's verification and fires account.verification_status_updated. */
  setVerification: (id: string, body: SetVerificationBody, call?: RequestOptions) => Promise<ConnectedAccount>;
  /** Every connected account, newest first, with the name its details give. */
  listAccounts: (params?: SandboxAccountListParams, call?: RequestOptions) => Promise<Page<SandboxAccount>>;
  /** Settles a conversion held pending (sandbox option holdConversions). */
  simulateConversion: (conversionId: string, body: SimulateConversionRequestInput, call?: RequestOptions) => Promise<FxConversion>;
  /** Completes a payout, or fails it with failure_reason. */
  simulatePayout: (payoutId: string, body: SimulatePayoutRequestInput, call?: RequestOptions) => Promise<Payout>;
  /** Every payout, newest first, each with its connected_account_id (null: the platform's). */
  listPayouts: (params?: SandboxPayoutListParams, call?: RequestOptions) => Promise<Page<SandboxPayout>>;
  /** Webhook endpoints and the delivery log. */
  webhooks: {
    /** Registered endpoints, without their secrets. */
    list: (query?: ListQuery, call?: RequestOptions) => Promise<Page<WebhookEndpoint>>;
    /** The delivery log, oldest first, with every attempt. */
    deliveries: (query?: DeliveryQuery, call?: RequestOptions) => Promise<Page<WebhookDelivery>>;
    /** One delivery by id. */
    delivery: (id: string, call?: RequestOptions) => Promise<WebhookDelivery>;
    /** Sends a failed delivery once more (same event id and body) and answers with the outcome. */
    retryDelivery: (id: string, call?: RequestOptions) => Promise<WebhookDelivery>;
  };
}
