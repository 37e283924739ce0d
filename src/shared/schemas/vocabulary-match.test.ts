/**
 * The vocabulary types are written out as unions (an entry that exports the type need not export
 * its list), so each must stay exactly its list's members: checked both ways at compile time by
 * `npm run typecheck`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  BUSINESS_TYPES,
  CAPABILITY_NAMES,
  CUSTOMER_TYPES,
  ID_TYPES,
  KYB_DOCUMENT_TYPES,
  KYC_DOCUMENT_TYPES,
  LIVENESS_STATUSES,
  REJECTION_REASONS,
  REQUIRED_INFO_ITEMS,
  VERIFICATION_STATUSES,
  type AccountVerificationStatus,
  type BusinessType,
  type CapabilityName,
  type CustomerType,
  type IdType,
  type KybDocumentType,
  type KycDocumentType,
  type LivenessStatus,
  type RejectionReason,
  type RequiredInfoItem,
} from './account-vocabulary';
import { CONVERSION_STATUSES, CONVERSION_TYPES, FX_CURRENCIES, type ConversionStatus, type ConversionType, type FxCurrency } from './fx-vocabulary';
import { PAYMENT_ASSETS, PAYMENT_LINK_STATUSES, TRANSACTION_STATUSES } from './payment-vocabulary';
import {
  PAYMENT_NETWORKS,
  PAYMENT_STATUSES,
  SIMULATED_PAYMENT_OUTCOMES,
  type PaymentAsset,
  type PaymentLinkStatus,
  type PaymentNetwork,
  type PaymentStatus,
  type SimulatedPaymentOutcome,
} from './payments';
import { PAYOUT_NETWORKS, PAYOUT_STATUSES, type PayoutNetwork, type PayoutStatus } from './payouts';
import type { TransactionStatus } from './transactions';
import { WEBHOOK_EVENT_KINDS, type WebhookEventKind } from './webhooks';

type Member<List extends readonly unknown[]> = List[number];

describe('written-out vocabulary types equal their lists', () => {
  it('onboarding', () => {
    expectTypeOf<CustomerType>().toEqualTypeOf<Member<typeof CUSTOMER_TYPES>>();
    expectTypeOf<AccountVerificationStatus>().toEqualTypeOf<Member<typeof VERIFICATION_STATUSES>>();
    expectTypeOf<RejectionReason>().toEqualTypeOf<Member<typeof REJECTION_REASONS>>();
    expectTypeOf<RequiredInfoItem>().toEqualTypeOf<Member<typeof REQUIRED_INFO_ITEMS>>();
    expectTypeOf<CapabilityName>().toEqualTypeOf<Member<typeof CAPABILITY_NAMES>>();
    expectTypeOf<KycDocumentType>().toEqualTypeOf<Member<typeof KYC_DOCUMENT_TYPES>>();
    expectTypeOf<KybDocumentType>().toEqualTypeOf<Member<typeof KYB_DOCUMENT_TYPES>>();
    expectTypeOf<LivenessStatus>().toEqualTypeOf<Member<typeof LIVENESS_STATUSES>>();
    expectTypeOf<IdType>().toEqualTypeOf<Member<typeof ID_TYPES>>();
    expectTypeOf<BusinessType>().toEqualTypeOf<Member<typeof BUSINESS_TYPES>>();
  });

  it('payments, FX, payouts and webhooks', () => {
    expectTypeOf<PaymentAsset>().toEqualTypeOf<Member<typeof PAYMENT_ASSETS>>();
    expectTypeOf<PaymentNetwork>().toEqualTypeOf<Member<typeof PAYMENT_NETWORKS>>();
    expectTypeOf<PaymentLinkStatus>().toEqualTypeOf<Member<typeof PAYMENT_LINK_STATUSES>>();
    expectTypeOf<PaymentStatus>().toEqualTypeOf<Member<typeof PAYMENT_STATUSES>>();
    expectTypeOf<SimulatedPaymentOutcome>().toEqualTypeOf<Member<typeof SIMULATED_PAYMENT_OUTCOMES>>();
    expectTypeOf<TransactionStatus>().toEqualTypeOf<Member<typeof TRANSACTION_STATUSES>>();
    expectTypeOf<FxCurrency>().toEqualTypeOf<Member<typeof FX_CURRENCIES>>();
    expectTypeOf<ConversionType>().toEqualTypeOf<Member<typeof CONVERSION_TYPES>>();
    expectTypeOf<ConversionStatus>().toEqualTypeOf<Member<typeof CONVERSION_STATUSES>>();
    expectTypeOf<PayoutStatus>().toEqualTypeOf<Member<typeof PAYOUT_STATUSES>>();
    expectTypeOf<PayoutNetwork>().toEqualTypeOf<Member<typeof PAYOUT_NETWORKS>>();
    expectTypeOf<WebhookEventKind>().toEqualTypeOf<Member<typeof WEBHOOK_EVENT_KINDS>>();
  });
});
