import { describe, expect, it } from 'vitest';
import * as entry from './index';

// The runtime half of paykit/schemas, spelled out so that a new export is a decision made in
// review, not a side effect of a star export pulling in an internal building block.
const RUNTIME_EXPORTS = [
  // money, errors, ids, checks
  'money',
  'formatAmount',
  ...['PaykitError', 'PaykitApiError', 'BadRequestError', 'AuthenticationError', 'PermissionDeniedError', 'NotFoundError'],
  ...[
    'PayloadTooLargeError',
    'UnprocessableEntityError',
    'RateLimitError',
    'InternalServerError',
    'PaykitConnectionError',
    'PaykitTimeoutError',
    'PaykitUpstreamInvalidError',
  ],
  ...['ID_PREFIX', 'hasPrefix', 'isValidAbn', 'isValidAcn', 'auBusinessNumberKind', 'formatAbn', 'formatAcn', 'formatAuBusinessNumber'],
  ...['detectFileType', 'ACCEPTED_DOCUMENT_CONTENT_TYPES', 'FILE_TYPE_HEADER_BYTES', 'ISO_COUNTRY_CODES', 'isCountryCode', 'errorEnvelope'],
  // payments
  ...['PAYMENT_ASSETS', 'PAYMENT_NETWORKS', 'NETWORK_OF_ASSET', 'PAYMENT_LINK_STATUSES', 'PAYMENT_LINK_DESCRIPTION_MAX', 'TRANSACTION_STATUSES'],
  ...['PAYMENT_STATUSES', 'PAYMENT_REFERENCE_MAX', 'SIMULATED_PAYMENT_OUTCOMES', 'createPaymentLinkRequest', 'createPaymentRequest'],
  // FX and payouts
  ...['FX_CURRENCIES', 'CONVERSION_TYPES', 'CONVERSION_STATUSES', 'isFxCurrency', 'fxQuoteRequest', 'fxConversionRequest'],
  ...['PAYOUT_STATUSES', 'PAYOUT_NETWORKS', 'isNetworkAddress', 'createPayoutRequest'],
  // connected accounts and onboarding
  ...['CUSTOMER_TYPES', 'VERIFICATION_STATUSES', 'REJECTION_REASONS', 'REQUIRED_INFO_ITEMS', 'CAPABILITY_NAMES'],
  ...['createConnectedAccountBody', 'activateCapabilitiesBody', 'ID_TYPES', 'AU_STATES', 'kycBody', 'kycRuleIssues'],
  ...['BUSINESS_TYPES', 'kybBody', 'kybRuleIssues', 'KYC_DOCUMENT_TYPES', 'KYB_DOCUMENT_TYPES', 'DOCUMENT_TYPES', 'DOCUMENT_MAX_BYTES'],
  ...['LIVENESS_STATUSES', 'SOLANA_ASSETS'],
  // webhooks and views
  ...['WEBHOOK_EVENT_KINDS', 'SIGNATURE_HEADER', 'createWebhookEndpointRequest', 'webhookEvent', 'webhookEnvelope', 'FINAL_PAYMENT_STATES'],
];

describe('paykit/schemas', () => {
  it('exports at runtime exactly the curated list', () => {
    expect(Object.keys(entry).sort()).toEqual([...RUNTIME_EXPORTS].sort());
  });

  it('keeps building blocks out (they stay in their own files)', () => {
    for (const internal of ['decimalString', 'amountInput', 'describeIssue', 'onboardingSchemas', 'payoutDestination', 'webhookUrl']) {
      expect(entry, internal).not.toHaveProperty(internal);
    }
  });
});
