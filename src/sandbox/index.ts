/** paykit/sandbox — the stateful emulator of the whole service (Node or browser). */
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { VirtualClock, type VirtualClockOptions } from './clock';
export type { Capability, EventKind } from './core';
export type { ControlClock, DeliveryQuery, ListPage, SandboxControl, VerificationMove } from './control-surface';
export type { ExtensionCall, ExtensionCallLog } from './extension-calls';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { SandboxRateLimitOptions } from './guard';
export type { Owner } from './ledger';
export type { AccountVerificationStatus } from '../shared/schemas/account-vocabulary';
export type { WalletBalances } from '../shared/schemas/balances';
export type { ConnectedAccount, SandboxAccount } from '../shared/schemas/connected-account';
export type { FxConversion, SimulateConversionRequestInput } from '../shared/schemas/fx';
export type { Payment, PaymentStatus, SimulatePaymentRequest } from '../shared/schemas/payments';
export type {
  BankAccountDestination,
  CreatePayoutRequestInput,
  CryptoWalletDestination,
  Payout,
  PayoutDestination,
  PayoutStatus,
  SandboxPayout,
  SimulatePayoutRequestInput,
} from '../shared/schemas/payouts';
export type { Page } from '../shared/schemas/primitives';
export type { VirtualAccount } from '../shared/schemas/virtual-accounts';
export type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventKind } from '../shared/schemas/webhooks';
// The named types the sandbox's answers and bodies are built from.
export type { CapabilityName, CustomerType, RejectionReason, RequiredInfoItem } from '../shared/schemas/account-vocabulary';
export type { AccountSubmission, SetVerificationBody } from '../shared/schemas/connected-account';
export type { WalletBalance } from '../shared/schemas/balances';
export type { ConversionStatus, ConversionType } from '../shared/schemas/fx-vocabulary';
export type { PayerInstructions, SimulatedPaymentOutcome } from '../shared/schemas/payments';
export type { PayoutDestinationInput, PayoutNetwork } from '../shared/schemas/payouts';
export type { WebhookDeliveryAttempt } from '../shared/schemas/webhooks';
export type { DocumentType, LivenessStatus } from '../shared/schemas/account-vocabulary';
export type { PaymentNetwork } from '../shared/schemas/payments';
export type { KybDocumentType, KycDocumentType } from '../shared/schemas/account-vocabulary';
