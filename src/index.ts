'use client';
/** paykit — the browser entry: React components, hooks, provider, theming and messages. */
export * as money from './shared/money';
export { PaykitError, PaykitApiError, PaykitConnectionError, PaykitTimeoutError } from './shared/errors';
export type { PaymentView, PaymentState, PaymentLinkView, CheckoutView } from './shared/schemas/views';
export type { ProxyClient, ConnectionState, PaymentEvent } from './client';
export * from './react';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { ConnectionEvent } from './client/connection';
export type { ProxyRequestInit, SubscribeOptions } from './client/proxy-client';
export type { ProxyCallOptions } from './client/request';
export type { PaymentListener, SubscriptionTuning } from './client/subscription';
export type { DashboardAccountKey } from './react/i18n/en-dashboard-account';
export type { DashboardActivityKey } from './react/i18n/en-dashboard-activity';
export type { DashboardLinksKey } from './react/i18n/en-dashboard-links';
export type { DashboardMoneyKey } from './react/i18n/en-dashboard-money';
export type { ElementKey } from './react/i18n/en-element';
export type { OnboardingFlowKey } from './react/i18n/en-onboarding-flow';
export type { OnboardingFormsKey } from './react/i18n/en-onboarding-forms';
export type { OnboardingStatusKey } from './react/i18n/en-onboarding-status';
export type { ProviderMessages } from './react/provider/context';
export type { ApiErrorInit } from './shared/errors';
export type { PaymentLink, PaymentLinkStatus } from './shared/schemas/payments';
export type { Jitter } from './web/backoff';
