/** What a merchant configures when running the hosted checkout (the bin reads the same from the environment). */
import type { Logger } from 'pino';
// By paykit/server's public name: its options are documented and exported there, once.
import type {
  ConnectionInfo,
  PaykitClient,
  PaykitHandlerOptions,
  PaykitHttpOptions,
  PaykitPolicies,
  PaykitUpstreamOptions,
  PaykitWebhookOptions,
  StatusStore,
} from 'paykit/server';

/** Options of `createCheckoutServer`. */
export interface CheckoutServerOptions {
  /** The secret API key; with `baseUrl`, unless `client` is given. */
  apiKey?: string;
  /** The service root in front of /v1 (e.g. `https://api.example.com`); with `apiKey`. */
  baseUrl?: string;
  /** An upstream client of your own instead of `apiKey` and `baseUrl`. */
  client?: PaykitClient;
  /**
   * Signing secret(s) of the webhook endpoint you registered for `<this server>/api/paykit/webhooks`
   * (several while rotating). Without it payment status never moves past what the page first saw.
   */
  webhookSecret?: string | string[];
  /** Where live payment status is kept (default: in this process's memory); a `paykit/redis` store for several instances. */
  store?: StatusStore;
  /**
   * Origins a payer may be sent back to (`?return_url=` on /pay/<id>), e.g. `https://shop.example`;
   * a return_url on any other origin is dropped. They may also show the page in a frame, except an
   * IPv6 literal (`http://[::1]:5173`): no browser accepts one in a CSP, so it is left out of
   * `frame-ancestors` (it stays a valid return target).
   */
  returnOrigins?: readonly string[];
  /** Shown in the page's title, and given to the page script as `<meta name="paykit-merchant-name">`. */
  merchantName?: string;
  /**
   * An http(s) image URL given to the page as `<meta name="paykit-merchant-logo">`; its origin is
   * added to the CSP's img-src (use a host name: an IPv6 literal cannot be named in a CSP).
   */
  merchantLogoUrl?: string;
  /**
   * The upstream is the sandbox: the page says "Test mode" in its header and title. Default: true
   * for an `apiKey` starting with `sk_test_`, false otherwise (pass it with `client`).
   */
  testMode?: boolean;
  /** Where the request lines and errors go (default: a new pino logger on stdout). Credentials are redacted either way. */
  logger?: Logger;
  /** The built page folder (default: the one shipped in the package, dist/checkout-page). */
  pageDir?: string;
  /**
   * How many reverse proxies stand in front, each appending the address it saw to
   * `X-Forwarded-For` (default 0; `true` is 1, `false` 0; at most 10). The per-client rate limit
   * then counts the address the outermost one saw (the entry that many from the end; the first
   * entry when there are fewer), and the same-origin check reads `X-Forwarded-Host`'s first entry,
   * which the outermost proxy must set, replacing any a client sent.
   */
  trustProxy?: boolean | number;
  /** Each /readyz check's time limit (default 2 000 ms). */
  readinessTimeoutMs?: number;
  /** More options of the proxy under /api/paykit (rate limit, stream limits, upstream budget…). */
  proxy?: HostedProxyOptions;
  /**
   * Serve /api/paykit with this handler instead of making one (`npm start` passes its demo proxy,
   * which serves the shop and onboarding too). It is passed the connection's facts the server was
   * given. The pay page is painted on the server only with a handler `createPaykitHandler` made
   * (its `checkoutForPage` opens the checkout in process); with any other, the page is sent as
   * built and its script opens the checkout.
   */
  proxyHandler?: (request: Request, connection?: ConnectionInfo) => Promise<Response>;
}

/** Whether the page is marked as test mode: as told, or from the API key's sk_test_ prefix. */
export function testModeOf(options: Pick<CheckoutServerOptions, 'apiKey' | 'testMode'>): boolean {
  return options.testMode ?? options.apiKey?.startsWith('sk_test_') ?? false;
}

/**
 * The proxy's options the hosted checkout leaves to the merchant: not what it sets itself (the
 * client, the store, the webhook secret, where it is mounted, `authorize`, `trustProxy`).
 */
export type HostedProxyOptions = Omit<PaykitHandlerOptions, 'upstream' | 'policies' | 'store' | 'webhooks' | 'http'> & {
  upstream?: Omit<PaykitUpstreamOptions, 'client' | 'apiKey' | 'baseUrl'>;
  policies?: Omit<PaykitPolicies, 'authorize'>;
  webhooks?: Omit<PaykitWebhookOptions, 'secret'>;
  http?: Pick<PaykitHttpOptions, 'corsOrigins'>;
};
