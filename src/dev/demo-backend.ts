/**
 * The backend `npm start` runs on: the sandbox served under `<origin>/sandbox` and the proxy
 * under `<origin>/api/paykit`, in one process but talking over HTTP as they would to the real
 * service (the server client calls the sandbox's URL, the sandbox delivers signed webhooks to
 * the proxy's receiver). Serving those paths, and knowing who the visitor is, is the caller's.
 */
import type { PaykitHandlerOptions } from '../server/proxy/options';
import type { Sandbox } from '../sandbox/sandbox';
import { createSandboxBackend, type SandboxBackend } from './sandbox-backend';

/** Where the demo is served and who its visitors are. */
export interface DemoBackendOptions {
  /** The sandbox the caller serves under `<origin>/sandbox`. */
  sandbox: Sandbox;
  /** The demo's own origin, e.g. `http://localhost:5173`. */
  origin: string;
  /** The signed-in visitor a proxy request comes from, if known (else "anonymous"). */
  userOf: (request: Request) => string | undefined;
  /** The visitor's connected account, as PaykitHandlerOptions' `resolveAccount`. */
  resolveAccount: NonNullable<PaykitHandlerOptions['resolveAccount']>;
  /** Remembers the account a visitor opened, as PaykitHandlerOptions' `onAccountCreated`. */
  onAccountCreated: NonNullable<PaykitHandlerOptions['onAccountCreated']>;
  /** Decides amount, currency and reference for the proxy's POST /payments (the shop's prices). */
  createPayment: PaykitHandlerOptions['createPayment'];
  /** Told of errors the proxy answered with a 500. */
  onError?: (error: unknown) => void;
  /** Where live payment status is kept (default: the proxy's memory store). */
  store?: PaykitHandlerOptions['store'];
}

/** Where the demo serves the sandbox's API (`/sandbox/v1/…`, `/sandbox/api/v1/…`). */
const DEMO_SANDBOX_PATH = '/sandbox';
/** Where the demo's proxy answers (its webhook receiver is `${DEMO_PROXY_PATH}/webhooks`). */
const DEMO_PROXY_PATH = '/api/paykit';

/** Registers the demo proxy's webhook receiver with the sandbox and builds the proxy. */
export function createDemoBackend(options: DemoBackendOptions): Promise<SandboxBackend> {
  const { userOf } = options;
  return createSandboxBackend({
    sandbox: options.sandbox,
    sandboxUrl: `${options.origin}${DEMO_SANDBOX_PATH}`,
    webhookUrl: `${options.origin}${DEMO_PROXY_PATH}/webhooks`,
    userOf: (request) => userOf(request) ?? 'anonymous',
    emailDomain: 'demo.paykit.example',
    proxy: {
      createPayment: options.createPayment,
      resolveAccount: options.resolveAccount,
      onAccountCreated: options.onAccountCreated,
      onError: options.onError,
      // The demo shows the whole receipt: the settled payment's transaction hash and its reference.
      receipt: { transactionHash: true, reference: true },
      ...(options.store ? { store: options.store } : {}),
    },
  });
}
