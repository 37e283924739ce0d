/**
 * createPaykitHandler's options, settled once: defaults filled in, the client made, the live
 * limiters built. Operations later see only the `shared` part, never the options themselves.
 */
import { PaykitError } from '../../shared/errors';
import type { PaykitClient } from '../client';
import { upstreamClientFor } from '../upstream-client';
import type { ConnectionInfo } from '../../web/connection';
import { addressBucket, DEFAULT_IPV6_PREFIX, isIpv6Prefix } from '../../web/address-bucket';
import type { ProxyLimits, ProxyShared } from './context';
import type { ProxyFeatures } from './features';
import { busy, InFlightLimiter } from './in-flight';
import { checkOptionNames } from './option-names';
import { linkCheckoutState } from './link-checkout';
import { LinkDetails } from './link-details';
import type { WebhookState } from './operations/webhooks';
import type { PaykitHandlerOptions, PaykitLimitsOptions, PaykitUpstreamOptions, PaykitWebhookOptions } from './options';
import { resolvePolicies } from './policies';
import { TokenBucketLimiter } from './rate-limit';
import { readPaymentsDecider } from './read-payments';
import { receiptState } from './receipt';
import { MemoryStatusStore } from './status-store';
import { sandboxProbe, testModeDecider } from './test-mode';
import { YieldingSlots } from './yielding-slots';

/** What the handler itself keeps: routing, CORS and the rate limits it checks before an operation runs. */
export interface ResolvedProxy {
  /** The service's client; each request gets its own view of it (see createProxyContext). */
  client: PaykitClient;
  /** The shared context and each feature's part beside it. */
  shared: ProxyShared & ProxyFeatures;
  basePath: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** The browser's per-client bucket, null when off. */
  rateLimiter: TokenBucketLimiter | null;
  /** The webhook route's per-sender bucket, null when off. */
  webhookLimiter: TokenBucketLimiter | null;
}

export function resolveProxyOptions(options: PaykitHandlerOptions): ResolvedProxy {
  checkOptionNames(options);
  const { upstream = {}, limits = {}, policies = {}, webhooks = {}, http = {} } = options;
  const onError = options.onError ?? (() => {});
  const client =
    upstream.client ??
    upstreamClientFor(
      upstream,
      onError,
      'createPaykitHandler: pass `upstream.client`, or `upstream.apiKey` and `upstream.baseUrl` (the service root in front of /v1)',
    );
  // One probe for both decisions that hang on whether the upstream is paykit's sandbox.
  const isSandbox = sandboxProbe(client);
  return {
    client,
    shared: {
      store: options.store ?? new MemoryStatusStore(),
      policies: resolvePolicies(policies),
      limits: resolveLimits(limits, upstream),
      onError,
      isTestMode: testModeDecider(upstream.testMode, isSandbox),
      readsPayments: readPaymentsDecider(upstream.readPayments, isSandbox),
      ...receiptState(options.receipt),
      ...linkCheckoutState(),
      linkDetails: new LinkDetails(),
      webhooks: resolveWebhooks(webhooks),
    },
    basePath: http.basePath ?? '/api/paykit',
    corsOrigins: http.corsOrigins ?? [],
    trustProxy: http.trustProxy ?? false,
    rateLimiter: limits.rateLimit === false ? null : new TokenBucketLimiter(limits.rateLimit ?? { burst: 30, perSecond: 5 }),
    // Its own bucket: a browser's requests never crowd out the service's deliveries, nor the reverse.
    webhookLimiter: webhooks.rateLimit === false ? null : new TokenBucketLimiter(webhooks.rateLimit ?? { burst: 200, perSecond: 50 }),
  };
}

function resolveLimits(limits: PaykitLimitsOptions, upstream: PaykitUpstreamOptions): ProxyLimits {
  return {
    maxJsonBytes: limits.maxJsonBytes ?? 64 * 1024,
    maxDocumentBytes: limits.maxDocumentBytes ?? 10 * 1024 * 1024,
    clientKey: limits.clientKey ?? peerBucket(limits.ipv6Prefix ?? DEFAULT_IPV6_PREFIX),
    uploads: new InFlightLimiter({
      perClient: limits.maxUploadsPerClient ?? 3,
      total: limits.maxUploadsInFlight ?? 8,
      clientRefusal: () => busy('too_many_uploads', 'Too many uploads at once from you; wait for one to finish and try again', 5),
      totalRefusal: () => busy('uploads_busy', 'The server is taking as many uploads as it can; try again in a moment', 5),
    }),
    streams: new InFlightLimiter({
      perClient: limits.maxStreamsPerClient ?? 6,
      total: limits.maxStreams ?? 5_000,
      clientRefusal: () => busy('too_many_streams', 'Too many open status streams from you; close one and try again', 5),
      totalRefusal: () => busy('streams_busy', 'The server is following as many payments as it can; try again in a moment', 5),
    }),
    heartbeatMs: limits.heartbeatMs ?? 15_000,
    upstreamBudgetMs: upstream.budgetMs ?? 10_000,
  };
}

/** The webhook receiver's settings: the signing secrets (the empty ones dropped) and the slots bodies are read in. */
function resolveWebhooks(webhooks: PaykitWebhookOptions): WebhookState['webhooks'] {
  const secrets = webhooks.secret === undefined ? [] : [webhooks.secret].flat();
  return {
    secrets: secrets.filter((s) => s !== ''),
    onEvent: webhooks.onEvent,
    bodies: new YieldingSlots({
      perClient: webhooks.maxPerClient ?? 4,
      total: webhooks.maxInFlight ?? 32,
      graceMs: webhooks.bodyGraceMs ?? 1_000,
      clientRefusal: () => busy('too_many_webhooks', 'Too many webhook deliveries at once from you; deliver this one again later', 5),
      totalRefusal: () => busy('webhooks_busy', 'Too many webhook deliveries at once; deliver this one again later', 5, 503),
    }),
    bodyTimeoutMs: webhooks.bodyTimeoutMs ?? 10_000,
  };
}

/** The default client key: the connection's peer address (an IPv6 one cut to `ipv6Prefix` bits), else one shared bucket. */
function peerBucket(ipv6Prefix: number): (request: Request, connection?: ConnectionInfo) => string {
  if (!isIpv6Prefix(ipv6Prefix)) throw new PaykitError(`createPaykitHandler: ipv6Prefix must be a whole number of bits from 0 to 128, not ${ipv6Prefix}`);
  return (_request, connection) => {
    const address = connection?.remoteAddress;
    return address === undefined ? 'shared' : addressBucket(address, ipv6Prefix);
  };
}
