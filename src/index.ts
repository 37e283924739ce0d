'use client';
/** paykit — the browser entry: React components, hooks, provider, theming and messages. */
export * as money from './shared/money';
export { PaykitError, PaykitApiError, PaykitConnectionError, PaykitTimeoutError } from './shared/errors';
export * from './react';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { Jitter } from './web/backoff';
export type { DashboardAccountKey } from './react/i18n/en-dashboard-account';
export type { DashboardActivityKey } from './react/i18n/en-dashboard-activity';
export type { DashboardLinksKey } from './react/i18n/en-dashboard-links';
export type { DashboardMoneyKey } from './react/i18n/en-dashboard-money';
export type { ElementKey } from './react/i18n/en-element';
export type { OnboardingFlowKey } from './react/i18n/en-onboarding-flow';
export type { OnboardingFormsKey } from './react/i18n/en-onboarding-forms';
export type { OnboardingStatusKey } from './react/i18n/en-onboarding-status';
export type { ProviderMessages } from './react/provider/context';
// What the error classes' constructors take (the classes are this entry's values, so their types are too).
export type { ApiErrorInit } from './shared/errors';

// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type { PaymentLink } from 'paykit/schemas';
