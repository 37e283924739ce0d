'use client';
/** paykit — the browser entry. Components arrive with the checkout and onboarding work. */
export * as money from './shared/money';
export {
  PaykitError,
  PaykitApiError,
  PaykitConnectionError,
  PaykitTimeoutError,
} from './shared/errors';
