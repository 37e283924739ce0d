/**
 * paykit/checkout-server — Node: the hosted checkout (`/pay/<link id>`) as a Web-standard handler
 * to mount in an app, as the `paykit-checkout` bin serves it.
 */
export { createCheckoutServer, DEFAULT_PAGE_DIR, type CheckoutServer } from './checkout-server';
export type { CheckoutServerOptions, HostedProxyOptions } from './options';
export type { DrainResult } from './draining';
export type { Readiness, CheckState } from './readiness';

// The proxy's options, the upstream client, the status store and the webhook and schema types these
// name are paykit/server's and paykit/schemas': import them from there.
