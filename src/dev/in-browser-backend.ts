/**
 * The whole backend in the page, for Storybook, docs and tests: a sandbox, the server client
 * talking to it in-process, and the proxy handler with one in-memory user, whose webhook
 * receiver gets the sandbox's signed deliveries in-process too. No server and no network: the
 * returned `fetch` goes to the proxy, the proxy's upstream calls go to the sandbox's handler.
 * Web-standard only (no node:*), so it runs in a browser and in Node alike.
 */
import type { ConnectedAccount, RejectionReason, RequiredInfoItem } from 'paykit/schemas';
import type { PaykitClient, PaykitPolicies } from 'paykit/server';
import type { Sandbox, SandboxOptions } from 'paykit/sandbox';
import { HttpError } from '../web/http-error';
import { createSandbox } from '../sandbox/sandbox';
import { createSandboxBackend } from './sandbox-backend';
import { createPaymentSimulators, type PaymentSimulators } from './payment-simulators';

export type { PaymentSimulators } from './payment-simulators';

/** What the in-page backend runs with; everything is optional. */
export interface InBrowserBackendOptions {
  /** Where the proxy answers, as PaykitProvider's `baseUrl` (default "/api/paykit"). */
  basePath?: string;
  /** Origin that relative URLs given to `fetch` resolve against (default: the page's, else http://localhost). */
  origin?: string;
  /** Passed to createSandbox (seed, apiKey, clock, paymentTtlSeconds…); its `fetch` is the backend's own. */
  sandbox?: Omit<SandboxOptions, 'fetch'>;
  /** Decides amount, currency and reference for the proxy's POST /payments (default: refused, as a shop without it). */
  createPayment?: PaykitPolicies['createPayment'];
  /** Capabilities the user may turn on from the browser (default: inbound_payments). */
  allowedCapabilities?: PaykitPolicies['allowedCapabilities'];
  /**
   * Yes/no for each proxy operation, as the proxy's `policies.authorize`. Default: every
   * operation, the dashboard's included (FX, transactions, creating and listing links): one user
   * in one tab, acting as the merchant's staff.
   */
  authorize?: PaykitPolicies['authorize'];
  /**
   * Balances and FX act on the platform's own account (the merchant's dashboard) rather than the
   * user's connected account (a customer's). Default false: the connected account, once opened.
   */
  actsAsPlatform?: boolean;
  /** The in-memory user's reference_id and fallback email local part (default "storybook-user"). */
  userId?: string;
  /** Told of errors the sandbox and the proxy answered with a 500, and of failed clock ticks. */
  onError?: (error: unknown) => void;
}

/** Verification decisions on the user's connected account (or `accountId`, when given). */
export interface AccountSimulators {
  /** Verification approved. */
  approve(accountId?: string): Promise<ConnectedAccount>;
  /** Verification rejected for `reason`. */
  reject(reason: RejectionReason, accountId?: string): Promise<ConnectedAccount>;
  /** More information asked for: the items the user must supply. */
  requestInfo(requiredInfo: readonly RequiredInfoItem[], accountId?: string): Promise<ConnectedAccount>;
  /** Answers the selfie check the user started last (through the proxy's POST /onboarding/liveness). */
  completeLiveness(outcome: 'pass' | 'fail'): Promise<void>;
}

/** The backend in the page: its fetch, its parts and its simulators. */
export interface InBrowserBackend {
  /** Give it to PaykitProvider's `fetch` (or createProxyClient's): requests under basePath go to the proxy. */
  fetch: typeof fetch;
  /** Where the proxy answers ("/api/paykit" unless configured). */
  readonly basePath: string;
  /** The emulator itself (deliveries, clock, reset). */
  readonly sandbox: Sandbox;
  /** The server client (holding the sandbox's key), for setting up payments, links and accounts. */
  readonly client: PaykitClient;
  /** The in-memory user's connected account id, or null until the onboarding opens one. */
  accountId(): string | null;
  /** Outcomes a live story's buttons fire; each resolves once the proxy has seen the webhooks. */
  simulate: { payment: PaymentSimulators; account: AccountSimulators };
  /** Runs due virtual-clock work (expiries, webhook retries) every second, as the demo server does. */
  start(): void;
  /** Stops the ticker `start` began. */
  stop(): void;
  /** Stops the ticker and forgets everything; the backend answers 503 afterwards. */
  dispose(): void;
}

const SANDBOX_ORIGIN = 'https://sandbox.paykit.invalid';
/** The proxy's own origin as the sandbox sees it: only the webhook URL uses it (deliveries stay in-process). */
const PROXY_ORIGIN = 'https://merchant.paykit.invalid';

/**
 * Starts a sandbox and the proxy in the page, wired together in-process (see the file's header).
 * Call `start()` for the clock to tick, and `dispose()` when the page or story goes away.
 */
export async function createInBrowserBackend(options: InBrowserBackendOptions = {}): Promise<InBrowserBackend> {
  const basePath = `/${(options.basePath ?? '/api/paykit').replace(/^\/+|\/+$/g, '')}`;
  const origin = options.origin ?? pageOrigin();
  const userId = options.userId ?? 'storybook-user';
  const webhookPath = `${basePath}/webhooks`;
  let proxy: ((request: Request) => Promise<Response>) | null = null;
  let disposed = false;
  let account: string | null = null;
  let livenessUrl: string | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;

  // Deliveries reach the proxy's receiver in-process; any other URL is unreachable, as offline.
  const deliver: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!proxy || new URL(request.url).pathname !== webhookPath) throw new TypeError(`No in-page receiver at ${request.url}`);
    return proxy(request);
  };
  const sandbox = createSandbox({ onError: options.onError, ...options.sandbox, fetch: deliver });
  const wired = await createSandboxBackend({
    sandbox,
    sandboxUrl: SANDBOX_ORIGIN,
    fetch: sandbox.fetch,
    maxRetries: 0,
    webhookUrl: `${PROXY_ORIGIN}${webhookPath}`,
    userOf: () => userId,
    emailDomain: 'sandbox.paykit.example',
    proxy: {
      http: { basePath },
      // One user in one tab: nothing to throttle, and polling stories must never see a 429.
      limits: { rateLimit: false },
      policies: {
        createPayment: options.createPayment,
        allowedCapabilities: options.allowedCapabilities,
        authorize: options.authorize ?? (() => true),
        actsAsPlatform: () => options.actsAsPlatform === true,
        resolveAccount: () => account,
        onAccountCreated: (_request, accountId) => {
          account = accountId;
        },
      },
      onError: options.onError,
    },
  });
  const { client } = wired;
  proxy = wired.proxy;

  const backendFetch: typeof fetch = async (input, init) => {
    if (disposed) return problem(503, 'unavailable', 'This in-browser backend was disposed');
    const request = typeof input === 'string' || input instanceof URL ? new Request(new URL(input, origin), init) : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (basePath !== '/' && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      return problem(404, 'not_found', `Nothing at ${pathname}: the in-browser backend serves only ${basePath}/…`);
    }
    const response = await proxy(request);
    if (request.method === 'POST' && pathname === `${basePath}/onboarding/liveness` && response.ok) {
      livenessUrl = ((await response.clone().json()) as { liveness_url?: string }).liveness_url ?? null;
    }
    return response;
  };

  /** A simulator call, then every webhook it fired delivered, so the proxy's view has moved on when it resolves. */
  async function settled<T>(call: Promise<T>): Promise<T> {
    const result = await call;
    await sandbox.idle();
    return result;
  }

  function accountOf(accountId: string | undefined): string {
    const id = accountId ?? account;
    if (!id) throw new Error('There is no connected account yet: start the onboarding (choose an account type) first');
    return id;
  }

  const payment = createPaymentSimulators(client, settled);

  const accountSimulators: AccountSimulators = {
    approve: async (accountId) => settled(client.sandbox.setVerification(accountOf(accountId), { status: 'approved' })),
    reject: async (reason, accountId) => settled(client.sandbox.setVerification(accountOf(accountId), { status: 'rejected', rejection_reason: reason })),
    requestInfo: async (requiredInfo, accountId) =>
      settled(client.sandbox.setVerification(accountOf(accountId), { status: 'more_info_required', required_info: [...requiredInfo] })),
    async completeLiveness(outcome) {
      if (!livenessUrl) throw new Error('No selfie check has been started yet: reach the selfie step of the onboarding first');
      const response = await sandbox.fetch(livenessUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
      });
      if (!response.ok) {
        throw new Error(response.status === 410 ? 'This selfie check was already answered or has expired: start it again' : 'This selfie check is unknown');
      }
      void response.body?.cancel();
    },
  };

  const stop = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  return {
    fetch: backendFetch,
    basePath,
    sandbox,
    client,
    accountId: () => account,
    simulate: { payment, account: accountSimulators },
    start() {
      if (ticker !== null || disposed) return;
      ticker = setInterval(() => void sandbox.clock.runDue().catch((error: unknown) => options.onError?.(error)), 1000);
      // Never keeps a Node process (a test, a script) alive by itself.
      (ticker as { unref?: () => void }).unref?.();
    },
    stop,
    dispose() {
      stop();
      disposed = true;
      account = null;
      livenessUrl = null;
      sandbox.reset();
    },
  };
}

function pageOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

function problem(status: number, code: string, message: string): Response {
  return new HttpError(status, code, message).toResponse();
}
