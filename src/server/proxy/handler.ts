/**
 * createPaykitHandler: the backend proxy a merchant mounts so the browser never holds the API
 * key and never decides an amount, a currency or an account. A Web-standard handler; see
 * toNodeListener for Node/Express.
 */
import { PaykitError } from '../../shared/errors';
import { createPaykitClient } from '../client';
import { clientAddress, rawPathname } from '../../node/request-context';
import { addressBucket, DEFAULT_IPV6_PREFIX, isIpv6Prefix } from '../../web/address-bucket';
import { createProxyContext, type ResolvedProxyOptions } from './context';
import { checkOrigin, corsHeaders, preflight } from './cors';
import { forbidden, HttpError, notFound, requestInterrupted } from '../../web/http-error';
import { isRouteMatch, type RouteMatch } from '../../web/router';
import { DENIED_WITHOUT_AUTHORIZE, type PaykitHandlerOptions } from './options';
import { operationPath } from './path';
import { TokenBucketLimiter } from './rate-limit';
import { ROUTER, type ProxyRoute } from './routes';
import { MemoryStatusStore, StatusStoreUnavailableError } from './status-store';
import { fromUpstream } from './upstream';
import { busy, InFlightLimiter } from './in-flight';
import { YieldingSlots } from './yielding-slots';
import { sandboxProbe, testModeDecider } from './test-mode';
import { readPaymentsDecider } from './read-payments';
import { LinkDetails } from './link-details';
import { closingConnection } from './operations/webhooks';

/**
 * Makes the backend proxy: a Web-standard `(Request) => Promise<Response>` serving the browser's
 * operations under `basePath` and the service's webhooks. Throws when neither `client` nor
 * `apiKey` and `baseUrl` are given.
 */
export function createPaykitHandler(options: PaykitHandlerOptions): (request: Request) => Promise<Response> {
  const resolved = resolveOptions(options);
  const corsOrigins = options.corsOrigins ?? [];
  const limiter = options.rateLimit === false ? null : new TokenBucketLimiter(options.rateLimit ?? { burst: 30, perSecond: 5 });
  // Its own bucket: a browser's requests never crowd out the service's deliveries, nor the reverse.
  const webhookLimiter = options.webhookRateLimit === false ? null : new TokenBucketLimiter(options.webhookRateLimit ?? { burst: 200, perSecond: 50 });
  const { clientKey } = resolved;

  return async function paykitHandler(request: Request): Promise<Response> {
    const cors = corsHeaders(request, corsOrigins);
    try {
      const url = new URL(request.url);
      // The raw target when the Node adapter kept it: URL parsing has already resolved dot segments.
      const path = operationPath(rawPathname(request) ?? url.pathname, resolved.basePath);
      if (!path.ok) throw notFound('No such operation');
      if (request.method === 'OPTIONS') return preflight(request, corsOrigins);
      const { route, params } = findRoute(request.method, path.segments);
      if (route.operation !== null) {
        checkOrigin(request, corsOrigins, options.trustProxy ?? false);
        limiter?.take(clientKey(request));
        await authorize(request, route, resolved);
      } else {
        try {
          webhookLimiter?.take(clientKey(request));
        } catch (error) {
          // Refused unread: the connection is closed once answered, its body never read.
          throw closingConnection(error);
        }
      }
      const response = await route.run(createProxyContext(request, params, route.operation, resolved));
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
      response.headers.set('x-content-type-options', 'nosniff');
      return response;
    } catch (error) {
      // The browser left: nobody reads this answer, and its going is no fault to report.
      const answer = request.signal.aborted ? requestInterrupted() : toHttpError(error, resolved);
      return answer.toResponse({ ...cors, 'x-content-type-options': 'nosniff' });
    }
  };
}

function resolveOptions(options: PaykitHandlerOptions): ResolvedProxyOptions {
  let client = options.client;
  if (!client) {
    if (!options.apiKey || !options.baseUrl) {
      throw new PaykitError('createPaykitHandler: pass `client`, or `apiKey` and `baseUrl` (the service root in front of /v1)');
    }
    const { baseUrl } = options;
    client = createPaykitClient({
      apiKey: options.apiKey,
      baseUrl,
      timeoutMs: 10_000,
      onSandboxRestart: () =>
        options.onError?.(
          new PaykitError(
            `The sandbox at ${baseUrl} restarted: it has forgotten every payment and webhook endpoint. Register this proxy's webhook endpoint with it again (payments shown before the restart will not change), and restart this server to drop them.`,
          ),
        ),
    });
  }
  // One probe for both decisions that hang on whether the upstream is paykit's sandbox.
  const isSandbox = sandboxProbe(client);
  const secrets = options.webhookSecret === undefined ? [] : [options.webhookSecret].flat();
  return {
    ...options,
    client,
    store: options.store ?? new MemoryStatusStore(),
    basePath: options.basePath ?? '/api/paykit',
    webhookSecrets: secrets.filter((s) => s !== ''),
    allowedCapabilities: options.allowedCapabilities ?? ['inbound_payments'],
    maxJsonBytes: options.maxJsonBytes ?? 64 * 1024,
    maxDocumentBytes: options.maxDocumentBytes ?? 10 * 1024 * 1024,
    clientKey: options.clientKey ?? peerBucket(options.ipv6Prefix ?? DEFAULT_IPV6_PREFIX),
    uploads: new InFlightLimiter({
      perClient: options.maxUploadsPerClient ?? 3,
      total: options.maxUploadsInFlight ?? 8,
      clientRefusal: () => busy('too_many_uploads', 'Too many uploads at once from you; wait for one to finish and try again', 5),
      totalRefusal: () => busy('uploads_busy', 'The server is taking as many uploads as it can; try again in a moment', 5),
    }),
    heartbeatMs: options.heartbeatMs ?? 15_000,
    upstreamBudgetMs: options.upstreamBudgetMs ?? 10_000,
    streams: new InFlightLimiter({
      perClient: options.maxStreamsPerClient ?? 6,
      total: options.maxStreams ?? 5_000,
      clientRefusal: () => busy('too_many_streams', 'Too many open status streams from you; close one and try again', 5),
      totalRefusal: () => busy('streams_busy', 'The server is following as many payments as it can; try again in a moment', 5),
    }),
    webhookBodies: new YieldingSlots({
      perClient: options.maxWebhooksPerClient ?? 4,
      total: options.maxWebhooksInFlight ?? 32,
      graceMs: options.webhookBodyGraceMs ?? 1_000,
      clientRefusal: () => busy('too_many_webhooks', 'Too many webhook deliveries at once from you; deliver this one again later', 5),
      totalRefusal: () => busy('webhooks_busy', 'Too many webhook deliveries at once; deliver this one again later', 5, 503),
    }),
    webhookBodyTimeoutMs: options.webhookBodyTimeoutMs ?? 10_000,
    isTestMode: testModeDecider(options.testMode, isSandbox),
    readsPayments: readPaymentsDecider(options.readPayments, isSandbox),
    linkDetails: new LinkDetails(),
    checkoutsInFlight: new Map(),
    receiptsInFlight: new Map(),
  };
}

/** The default client key: the peer's address (an IPv6 one cut to `ipv6Prefix` bits), else one shared bucket. */
function peerBucket(ipv6Prefix: number): (request: Request) => string {
  if (!isIpv6Prefix(ipv6Prefix)) throw new PaykitError(`createPaykitHandler: ipv6Prefix must be a whole number of bits from 0 to 128, not ${ipv6Prefix}`);
  return (request) => {
    const address = clientAddress(request);
    return address === undefined ? 'shared' : addressBucket(address, ipv6Prefix);
  };
}

/** The route for vetted, decoded segments; 405 when only other methods match, else 404. */
function findRoute(method: string, segments: string[]): RouteMatch<ProxyRoute> {
  const found = ROUTER.matchSegments(method, segments);
  if (isRouteMatch(found)) return found;
  if (found.allowed.length > 0) throw new HttpError(405, 'method_not_allowed', `${method} is not allowed here`);
  throw notFound('No such operation');
}

async function authorize(request: Request, route: ProxyRoute, options: ResolvedProxyOptions): Promise<void> {
  const operation = route.operation as NonNullable<ProxyRoute['operation']>;
  if (!options.authorize) {
    if (DENIED_WITHOUT_AUTHORIZE.has(operation)) throw forbidden('This operation is not enabled');
    return;
  }
  if (!(await options.authorize(request, operation))) throw forbidden('You may not do this');
}

function toHttpError(error: unknown, options: ResolvedProxyOptions): HttpError {
  if (error instanceof HttpError) return error;
  const upstream = fromUpstream(error);
  if (upstream) {
    // Outages are the merchant's to see in their logs; request problems (4xx) are the browser's.
    if (upstream.status >= 500) options.onError?.(error);
    return upstream;
  }
  options.onError?.(error);
  if (error instanceof StatusStoreUnavailableError) {
    // A shared store's outage: browsers and the service's webhook retries come back shortly.
    return new HttpError(503, 'store_unavailable', 'Payment status is unavailable for a moment; try again shortly', { headers: { 'retry-after': '2' } });
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side; try again');
}
