/**
 * The backend `npm start` runs on: the sandbox served under `<origin>/sandbox` and the proxy
 * under `<origin>/api/paykit`, in one process. The server client calls the sandbox's `fetch` (on
 * a strict sandbox, only what the real service serves; the caller's `/sandbox` URL may serve the
 * control surface instead), and the sandbox delivers signed webhooks to the proxy's receiver over
 * HTTP. Serving those paths, and knowing who the visitor is, is the caller's.
 */
import type { OperationName, PaykitHandlerOptions, PaykitPolicies } from 'paykit/server';
import type { Sandbox } from 'paykit/sandbox';
import { createSandboxBackend, type SandboxBackend } from './sandbox-backend';

/** Where the demo is served and who its visitors are. */
export interface DemoBackendOptions {
  /** The sandbox the caller serves under `<origin>/sandbox`. */
  sandbox: Sandbox;
  /** The demo's own origin, e.g. `http://localhost:5173`. */
  origin: string;
  /** The signed-in visitor a proxy request comes from, if known (else "anonymous"). */
  userOf: (request: Request) => string | undefined;
  /** The visitor's connected account, as the proxy's `policies.resolveAccount`. */
  resolveAccount: NonNullable<PaykitPolicies['resolveAccount']>;
  /** Remembers the account a visitor opened, as the proxy's `policies.onAccountCreated`. */
  onAccountCreated: NonNullable<PaykitPolicies['onAccountCreated']>;
  /**
   * Whether the request comes from the demo merchant's staff, decided on the server: they may use
   * the dashboard's operations (STAFF_OPERATIONS), and balances and FX act on the platform's
   * account for them. Default: nobody is.
   */
  isStaff?: (request: Request) => boolean;
  /** Decides amount, currency and reference for the proxy's POST /payments (the shop's prices). */
  createPayment: PaykitPolicies['createPayment'];
  /** Told of errors the proxy answered with a 500. */
  onError?: (error: unknown) => void;
  /** Where live payment status is kept (default: the proxy's memory store). */
  store?: PaykitHandlerOptions['store'];
}

/** Where the demo serves the sandbox's API (`/sandbox/v1/…`, `/sandbox/api/v1/…`). */
const DEMO_SANDBOX_PATH = '/sandbox';
/** Where the demo's proxy answers (its webhook receiver is `${DEMO_PROXY_PATH}/webhooks`). */
const DEMO_PROXY_PATH = '/api/paykit';

/** What only the demo merchant's staff may do: the dashboard's transactions, links and FX. */
export const STAFF_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  'transactions.list',
  'transactions.retrieve',
  'paymentLinks.create',
  'paymentLinks.list',
  'fx.quotes.create',
  'fx.conversions.create',
  'fx.conversions.retrieve',
]);

/** Staff may do everything; everyone else what a shopper or a customer onboarding does. */
export function demoAuthorize(isStaff: (request: Request) => boolean): NonNullable<PaykitPolicies['authorize']> {
  return (request, operation) => !STAFF_OPERATIONS.has(operation) || isStaff(request);
}

/** Registers the demo proxy's webhook receiver with the sandbox and builds the proxy. */
export function createDemoBackend(options: DemoBackendOptions): Promise<SandboxBackend> {
  const { userOf } = options;
  const isStaff = options.isStaff ?? (() => false);
  return createSandboxBackend({
    sandbox: options.sandbox,
    sandboxUrl: `${options.origin}${DEMO_SANDBOX_PATH}`,
    // In-process, through the sandbox's service-facing handler: never its control surface.
    fetch: (input, init) => options.sandbox.fetch(input, init),
    webhookUrl: `${options.origin}${DEMO_PROXY_PATH}/webhooks`,
    userOf: (request) => userOf(request) ?? 'anonymous',
    emailDomain: 'demo.paykit.example',
    proxy: {
      policies: {
        createPayment: options.createPayment,
        resolveAccount: options.resolveAccount,
        onAccountCreated: options.onAccountCreated,
        authorize: demoAuthorize(isStaff),
        actsAsPlatform: isStaff,
      },
      onError: options.onError,
      upstream: {
        // The demo's upstream is a sandbox, but a strict one does not say so (as the service's own
        // sandbox does not): views say Test mode because the demo says so.
        testMode: true,
      },
      // The demo shows the whole receipt: the settled payment's transaction hash and its reference.
      receipt: { transactionHash: true, reference: true },
      ...(options.store ? { store: options.store } : {}),
    },
  });
}
