'use client';
/** paykit — the browser entry: React components, hooks, provider, theming and messages. */
export * as money from './shared/money';
export { PaykitError, PaykitApiError, PaykitConnectionError, PaykitTimeoutError } from './shared/errors';
export type { PaymentView, PaymentState, PaymentLinkView, CheckoutView } from './shared/schemas/views';
export type { ProxyClient, ConnectionState, PaymentEvent } from './client';
export * from './react';
