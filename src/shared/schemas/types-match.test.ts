/**
 * The public types of paykit/schemas are written out by hand (a user's editor and the API reports
 * show their fields, not a private schema's name), so each must stay what its schema reads:
 * checked both ways at compile time by `npm run typecheck` (the root tsconfig includes tests).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  accountDetails,
  payerInstructions,
  payment,
  paymentAsset,
  paymentLink,
  paymentLinkPage,
  paymentLinkStatus,
  paymentLinkSummary,
  paymentNetwork,
  paymentStatus,
  simulatedPaymentOutcome,
  type AccountDetails,
  type PayerInstructions,
  type Payment,
  type PaymentAsset,
  type PaymentLink,
  type PaymentLinkPage,
  type PaymentLinkStatus,
  type PaymentLinkSummary,
  type PaymentNetwork,
  type PaymentStatus,
  type SimulatedPaymentOutcome,
} from './payments';
import { transaction, transactionPage, transactionStatus, type Transaction, type TransactionPage, type TransactionStatus } from './transactions';
import {
  fxConversion,
  fxQuote,
  simulateConversionRequest,
  type FxConversion,
  type FxQuote,
  type SimulateConversionRequest,
  type SimulateConversionRequestInput,
} from './fx';
import {
  payout,
  payoutDestination,
  sandboxPayout,
  simulatePayoutRequest,
  type Payout,
  type PayoutDestination,
  type PayoutDestinationInput,
  type SandboxPayout,
  type SimulatePayoutRequest,
  type SimulatePayoutRequestInput,
} from './payouts';
import { simulatePaymentRequest, type SimulatePaymentParsed, type SimulatePaymentRequest } from './payments';
import {
  accountVerificationEventData,
  createdWebhookEndpoint,
  paymentEventData,
  webhookDelivery,
  webhookDeliveryAttempt,
  webhookDeliveryStatus,
  webhookEndpoint,
  webhookEventKind,
  type AccountVerificationEventData,
  type CreatedWebhookEndpoint,
  type PaymentEventData,
  type WebhookDelivery,
  type WebhookDeliveryAttempt,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventKind,
} from './webhooks';
import {
  accountCapabilities,
  accountSubmission,
  connectedAccount,
  sandboxAccount,
  setVerificationBody,
  type AccountCapabilities,
  type AccountSubmission,
  type ConnectedAccount,
  type SandboxAccount,
  type SetVerificationBody,
} from './connected-account';
import { accountDocument, livenessSession, type AccountDocument, type LivenessSession } from './documents';
import { address, type Address } from './form-fields';
import { beneficialOwner, type BeneficialOwner } from './kyb';
import { kycBody, type KycBody } from './kyc';
import { onboardingAccountView } from './onboarding-account-view';
import { virtualAccountView } from './view-schemas';
import type { OnboardingAccountView, VirtualAccountView } from './views';
import { virtualAccount, type VirtualAccount } from './virtual-accounts';
import { createConnectedAccountBody, type CreateConnectedAccountBody } from './connected-account';
import {
  fxConversionRequest,
  fxQuoteRequest,
  fxQuoteView,
  type FxConversionRequest,
  type FxConversionRequestInput,
  type FxQuoteRequest,
  type FxQuoteRequestInput,
} from './fx';
import { kybBody, type KybBody } from './kyb';
import {
  createPaymentLinkRequest,
  createPaymentRequest,
  type CreatePaymentLinkParsed,
  type CreatePaymentLinkRequest,
  type CreatePaymentParsed,
  type CreatePaymentRequest,
} from './payments';
import { createPayoutRequest, type CreatePayoutRequest, type CreatePayoutRequestInput } from './payouts';
import { sandboxClock, type SandboxClock } from './sandbox-clock';
import { createWebhookEndpointRequest, webhookEnvelope, webhookEvent, type CreateWebhookEndpointRequest, type WebhookEnvelope, type WebhookEvent } from './webhooks';
import type { FxQuoteView } from '../../client/fx-read';
import type { VerificationMove } from '../../sandbox/control-surface';
import { walletBalance, walletBalances, type WalletBalance, type WalletBalances } from './balances';

describe('hand-written schema types equal what their schema reads', () => {
  it('payments, links, transactions and balances', () => {
    expectTypeOf<PaymentAsset>().toEqualTypeOf<z.infer<typeof paymentAsset>>();
    expectTypeOf<PaymentNetwork>().toEqualTypeOf<z.infer<typeof paymentNetwork>>();
    expectTypeOf<PaymentLinkStatus>().toEqualTypeOf<z.infer<typeof paymentLinkStatus>>();
    expectTypeOf<PaymentLinkSummary>().toEqualTypeOf<z.infer<typeof paymentLinkSummary>>();
    expectTypeOf<PaymentLink>().toEqualTypeOf<z.infer<typeof paymentLink>>();
    expectTypeOf<PaymentLinkPage>().toEqualTypeOf<z.infer<typeof paymentLinkPage>>();
    expectTypeOf<PaymentStatus>().toEqualTypeOf<z.infer<typeof paymentStatus>>();
    expectTypeOf<PayerInstructions>().toEqualTypeOf<z.infer<typeof payerInstructions>>();
    expectTypeOf<Payment>().toEqualTypeOf<z.infer<typeof payment>>();
    expectTypeOf<SimulatedPaymentOutcome>().toEqualTypeOf<z.infer<typeof simulatedPaymentOutcome>>();
    expectTypeOf<AccountDetails>().toEqualTypeOf<z.infer<typeof accountDetails>>();
    expectTypeOf<TransactionStatus>().toEqualTypeOf<z.infer<typeof transactionStatus>>();
    expectTypeOf<Transaction>().toEqualTypeOf<z.infer<typeof transaction>>();
    expectTypeOf<TransactionPage>().toEqualTypeOf<z.infer<typeof transactionPage>>();
    expectTypeOf<WalletBalance>().toEqualTypeOf<z.infer<typeof walletBalance>>();
    expectTypeOf<WalletBalances>().toEqualTypeOf<z.infer<typeof walletBalances>>();
    expectTypeOf<SimulatePaymentRequest>().toEqualTypeOf<z.input<typeof simulatePaymentRequest>>();
    expectTypeOf<SimulatePaymentParsed>().toEqualTypeOf<z.output<typeof simulatePaymentRequest>>();
  });

  it('FX quotes and conversions', () => {
    expectTypeOf<FxQuote>().toEqualTypeOf<z.infer<typeof fxQuote>>();
    expectTypeOf<FxConversion>().toEqualTypeOf<z.infer<typeof fxConversion>>();
    expectTypeOf<SimulateConversionRequestInput>().toEqualTypeOf<z.input<typeof simulateConversionRequest>>();
    expectTypeOf<SimulateConversionRequest>().toEqualTypeOf<z.output<typeof simulateConversionRequest>>();
  });

  it('payouts', () => {
    expectTypeOf<PayoutDestinationInput>().toEqualTypeOf<z.input<typeof payoutDestination>>();
    expectTypeOf<PayoutDestination>().toEqualTypeOf<z.output<typeof payoutDestination>>();
    expectTypeOf<Payout>().toEqualTypeOf<z.output<typeof payout>>();
    expectTypeOf<SimulatePayoutRequestInput>().toEqualTypeOf<z.input<typeof simulatePayoutRequest>>();
    expectTypeOf<SimulatePayoutRequest>().toEqualTypeOf<z.output<typeof simulatePayoutRequest>>();
    expectTypeOf<SandboxPayout>().toEqualTypeOf<z.output<typeof sandboxPayout>>();
  });

  it('webhooks and their delivery log', () => {
    expectTypeOf<WebhookEventKind>().toEqualTypeOf<z.infer<typeof webhookEventKind>>();
    expectTypeOf<WebhookEndpoint>().toEqualTypeOf<z.infer<typeof webhookEndpoint>>();
    expectTypeOf<CreatedWebhookEndpoint>().toEqualTypeOf<z.infer<typeof createdWebhookEndpoint>>();
    expectTypeOf<PaymentEventData>().toEqualTypeOf<z.infer<typeof paymentEventData>>();
    expectTypeOf<AccountVerificationEventData>().toEqualTypeOf<z.infer<typeof accountVerificationEventData>>();
    expectTypeOf<WebhookDeliveryStatus>().toEqualTypeOf<z.infer<typeof webhookDeliveryStatus>>();
    expectTypeOf<WebhookDeliveryAttempt>().toEqualTypeOf<z.infer<typeof webhookDeliveryAttempt>>();
    expectTypeOf<WebhookDelivery>().toEqualTypeOf<z.infer<typeof webhookDelivery>>();
  });

  it('connected accounts, onboarding and their views', () => {
    expectTypeOf<Address>().toEqualTypeOf<z.infer<typeof address>>();
    expectTypeOf<KycBody>().toEqualTypeOf<z.infer<typeof kycBody>>();
    expectTypeOf<BeneficialOwner>().toEqualTypeOf<z.infer<typeof beneficialOwner>>();
    expectTypeOf<AccountDocument>().toEqualTypeOf<z.infer<typeof accountDocument>>();
    expectTypeOf<LivenessSession>().toEqualTypeOf<z.infer<typeof livenessSession>>();
    expectTypeOf<AccountSubmission>().toEqualTypeOf<z.infer<typeof accountSubmission>>();
    expectTypeOf<ConnectedAccount>().toEqualTypeOf<z.infer<typeof connectedAccount>>();
    expectTypeOf<AccountCapabilities>().toEqualTypeOf<z.infer<typeof accountCapabilities>>();
    expectTypeOf<SandboxAccount>().toEqualTypeOf<z.infer<typeof sandboxAccount>>();
    expectTypeOf<SetVerificationBody>().toEqualTypeOf<z.infer<typeof setVerificationBody>>();
    expectTypeOf<VirtualAccount>().toEqualTypeOf<z.infer<typeof virtualAccount>>();
    expectTypeOf<OnboardingAccountView>().toEqualTypeOf<z.infer<typeof onboardingAccountView>>();
    expectTypeOf<VirtualAccountView>().toEqualTypeOf<z.infer<typeof virtualAccountView>>();
  });

  it('request bodies as written and as parsed, events, the clock', () => {
    expectTypeOf<CreatePaymentLinkRequest>().toEqualTypeOf<z.input<typeof createPaymentLinkRequest>>();
    expectTypeOf<CreatePaymentLinkParsed>().toEqualTypeOf<z.output<typeof createPaymentLinkRequest>>();
    expectTypeOf<CreatePaymentRequest>().toEqualTypeOf<z.input<typeof createPaymentRequest>>();
    expectTypeOf<CreatePaymentParsed>().toEqualTypeOf<z.output<typeof createPaymentRequest>>();
    expectTypeOf<KybBody>().toEqualTypeOf<z.infer<typeof kybBody>>();
    expectTypeOf<CreatePayoutRequestInput>().toEqualTypeOf<z.input<typeof createPayoutRequest>>();
    expectTypeOf<CreatePayoutRequest>().toEqualTypeOf<z.output<typeof createPayoutRequest>>();
    expectTypeOf<FxQuoteRequestInput>().toEqualTypeOf<z.input<typeof fxQuoteRequest>>();
    expectTypeOf<FxQuoteRequest>().toEqualTypeOf<z.output<typeof fxQuoteRequest>>();
    expectTypeOf<FxConversionRequestInput>().toEqualTypeOf<z.input<typeof fxConversionRequest>>();
    expectTypeOf<FxConversionRequest>().toEqualTypeOf<z.output<typeof fxConversionRequest>>();
    expectTypeOf<FxQuoteView>().toEqualTypeOf<z.infer<typeof fxQuoteView>>();
    expectTypeOf<CreateConnectedAccountBody>().toEqualTypeOf<z.infer<typeof createConnectedAccountBody>>();
    expectTypeOf<CreateWebhookEndpointRequest>().toEqualTypeOf<z.infer<typeof createWebhookEndpointRequest>>();
    expectTypeOf<WebhookEvent>().toEqualTypeOf<z.infer<typeof webhookEvent>>();
    expectTypeOf<WebhookEnvelope>().toEqualTypeOf<z.infer<typeof webhookEnvelope>>();
    expectTypeOf<SandboxClock>().toEqualTypeOf<z.infer<typeof sandboxClock>>();
    expectTypeOf<VerificationMove>().toEqualTypeOf<z.input<typeof setVerificationBody>>();
  });
});
