'use client';
/**
 * paykit/dashboard — balances, FX with a locked quote, transactions, payment links and the account
 * status, in their own entry so checkout and onboarding pages never pay for them. Use them inside
 * the same <PaykitProvider> from 'paykit'.
 */
export * from './dashboard/index';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { FxQuoteView } from './client/fx-read';
export type { ProblemKey } from './dashboard/BalanceList/problem';
export type { HeadingLevel, WithRootProps } from './react/internal/props';
export type { PillTone } from './react/styles/pill';
export type { AccountVerificationStatus, RequiredInfoItem } from './shared/schemas/account-vocabulary';
export type { WalletBalance } from './shared/schemas/balances';
export type { FxConversion } from './shared/schemas/fx';
export type { FxCurrency } from './shared/schemas/fx-vocabulary';
export type { PaymentAsset, PaymentLink, PaymentLinkStatus, PaymentLinkSummary } from './shared/schemas/payments';
export type { Transaction, TransactionStatus } from './shared/schemas/transactions';
export type { ConversionStatus, ConversionType } from './shared/schemas/fx-vocabulary';
