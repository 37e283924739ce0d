/**
 * paykit-checkout's configuration, read from the environment and checked before anything starts:
 * every problem is reported on its own line, by variable name, never with its value (a key, a
 * secret or a Redis password must not reach a terminal or a log).
 */
import { z } from 'zod';
import { clusterNodesProblem, REDIS_URL_SHAPE, redisUrlProblem } from '../../redis/redis-url';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What the bin runs with. */
export interface CheckoutEnvironment {
  apiKey: string;
  baseUrl: string;
  webhookSecrets: string[];
  /** One Redis (REDIS_URL)… */
  redisUrl: string | undefined;
  /** …or some nodes of a Redis Cluster (REDIS_CLUSTER_NODES); the client finds the rest. */
  redisClusterNodes: string[];
  port: number;
  host: string;
  returnOrigins: string[];
  /** Shop origins whose pages may call the proxy from the browser (PAYKIT_CORS_ORIGINS). */
  corsOrigins: string[];
  merchantName: string | undefined;
  merchantLogoUrl: string | undefined;
  /** How many reverse proxies stand in front (PAYKIT_TRUST_PROXY: true is 1, false 0). */
  trustProxyHops: number;
  logLevel: (typeof LOG_LEVELS)[number];
  shutdownTimeoutMs: number;
  pageDir: string | undefined;
  /** What the settled page's receipt shows beyond amount, time and payment id (PAYKIT_RECEIPT). */
  receipt: { transactionHash: boolean; reference: boolean };
  /** PAYKIT_ALLOW_MEMORY_STORE: run on the memory store against a service that is not a sandbox. */
  allowMemoryStore: boolean;
}

const RECEIPT_PARTS = ['transaction_hash', 'reference'] as const;

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/** https:, or http: on this machine only (a local sandbox, a local shop). */
const secureOrLocal = (raw: string) => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  } catch {
    return false;
  }
};

const isOrigin = (raw: string) => {
  try {
    return secureOrLocal(raw) && new URL(raw).origin === raw;
  } catch {
    return false;
  }
};

/**
 * A sandbox, where losing what the memory store holds costs nothing real: paykit's own on this
 * machine (a loopback base URL: `npm run sandbox`), or the service's (its keys start `sk_test_`,
 * which is also what puts "Test mode" on the page).
 */
const isSandbox = (apiKey: string, baseUrl: string) => apiKey.startsWith('sk_test_') || isLoopback(new URL(baseUrl).hostname);

const MEMORY_STORE_REFUSED =
  "required when PAYKIT_BASE_URL is not a sandbox: the memory store keeps every open payment's status and address in this process only, so a restart (a deploy, a crash) loses them and payers see their payment vanish, and a second instance never sees them. Set REDIS_URL (or REDIS_CLUSTER_NODES), or PAYKIT_ALLOW_MEMORY_STORE=1 to run on memory anyway";

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const ORIGINS_SHAPE = 'must be comma-separated origins such as https://shop.example (scheme, host and port only; http:// only on localhost)';
const MAX_ORIGINS = 20;

/** A list of origins: each exactly as a browser writes it in `Origin`, else it could never match. */
const origins = () =>
  z
    .string()
    .optional()
    .transform(list)
    .refine((items) => items.length <= MAX_ORIGINS, `at most ${MAX_ORIGINS} origins`)
    .refine((items) => items.every(isOrigin), ORIGINS_SHAPE);

/** More than this is no deployment we know of; a typo (100 for 10) would let clients choose their address. */
const MAX_TRUSTED_HOPS = 10;

const optional = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

const SCHEMA = z
  .object({
    PAYKIT_API_KEY: z.string({ error: 'required: the service API key' }).trim().min(1, 'required: the service API key').max(512, 'longer than 512 characters'),
    PAYKIT_BASE_URL: z
      .string({ error: 'required: the service root in front of /v1, e.g. https://api.example.com' })
      .refine(secureOrLocal, 'must be an https:// URL (http:// only on localhost, 127.0.0.1 or [::1])'),
    PAYKIT_WEBHOOK_SECRET: z
      .string({ error: 'required: the signing secret of the webhook endpoint registered for <this server>/api/paykit/webhooks' })
      .transform(list)
      .refine((secrets) => secrets.length > 0, 'required: the signing secret of the webhook endpoint registered for <this server>/api/paykit/webhooks')
      .refine((secrets) => secrets.length <= 5 && secrets.every((secret) => secret.length <= 512), 'at most 5 comma-separated secrets of up to 512 characters'),
    REDIS_URL: z
      .string()
      .optional()
      .transform(optional)
      .superRefine((raw, context) => {
        const problem = raw === undefined ? undefined : redisUrlProblem(raw);
        if (problem) context.addIssue({ code: 'custom', message: `must be ${REDIS_URL_SHAPE}: ${problem}` });
      }),
    REDIS_CLUSTER_NODES: z
      .string()
      .optional()
      .transform(list)
      .superRefine((nodes, context) => {
        const problem = nodes.length === 0 ? undefined : clusterNodesProblem(nodes);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    PORT: z
      .string()
      .optional()
      .transform((raw) => optional(raw) ?? '3000')
      .refine((raw) => /^\d{1,5}$/.test(raw) && Number(raw) <= 65535, 'must be a port number from 0 to 65535')
      .transform(Number),
    HOST: z
      .string()
      .optional()
      .transform((raw) => optional(raw) ?? '0.0.0.0')
      .refine((raw) => /^[A-Za-z0-9.:[\]-]{1,253}$/.test(raw), 'must be an interface address or host name'),
    PAYKIT_RETURN_ORIGINS: origins(),
    PAYKIT_CORS_ORIGINS: origins(),
    PAYKIT_MERCHANT_NAME: z
      .string()
      .optional()
      .transform(optional)
      .refine((raw) => raw === undefined || raw.length <= 100, 'at most 100 characters')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
      .refine((raw) => raw === undefined || !/[\u0000-\u001f\u007f]/.test(raw), 'must not contain control characters'),
    PAYKIT_MERCHANT_LOGO_URL: z
      .string()
      .optional()
      .transform(optional)
      .refine((raw) => raw === undefined || (raw.length <= 2048 && secureOrLocal(raw)), 'must be an https:// image URL of up to 2048 characters'),
    PAYKIT_TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw) => optional(raw)?.toLowerCase() ?? 'false')
      .refine(
        (raw) => raw === 'true' || raw === 'false' || (/^(?:0|[1-9]\d?)$/.test(raw) && Number(raw) <= MAX_TRUSTED_HOPS),
        `must be true, false, or the number of proxies in front (0 to ${MAX_TRUSTED_HOPS})`,
      )
      .transform((raw) => (raw === 'true' ? 1 : raw === 'false' ? 0 : Number(raw))),
    LOG_LEVEL: z
      .string()
      .optional()
      .transform((raw) => optional(raw) ?? 'info')
      .refine((raw): raw is CheckoutEnvironment['logLevel'] => (LOG_LEVELS as readonly string[]).includes(raw), `must be one of ${LOG_LEVELS.join(', ')}`),
    PAYKIT_SHUTDOWN_TIMEOUT_MS: z
      .string()
      .optional()
      .transform((raw) => optional(raw) ?? '10000')
      .refine((raw) => /^\d{1,6}$/.test(raw) && Number(raw) <= 120_000, 'must be a whole number of milliseconds up to 120000')
      .transform(Number),
    PAYKIT_PAGE_DIR: z.string().optional().transform(optional),
    PAYKIT_RECEIPT: z
      .string()
      .optional()
      .transform(list)
      .refine((parts) => parts.every((part) => (RECEIPT_PARTS as readonly string[]).includes(part)), `must be a comma-separated list of ${RECEIPT_PARTS.join(', ')}`)
      .transform((parts) => ({ transactionHash: parts.includes('transaction_hash'), reference: parts.includes('reference') })),
    PAYKIT_ALLOW_MEMORY_STORE: z
      .string()
      .optional()
      .transform((raw) => optional(raw)?.toLowerCase() ?? '0')
      .refine((raw) => ['1', '0', 'true', 'false'].includes(raw), 'must be 1 (run on memory against a live service) or 0')
      .transform((raw) => raw === '1' || raw === 'true'),
  })
  .refine((e) => e.REDIS_URL === undefined || e.REDIS_CLUSTER_NODES.length === 0, {
    path: ['REDIS_CLUSTER_NODES'],
    message: 'set either REDIS_URL (one Redis) or REDIS_CLUSTER_NODES (a cluster), not both',
  })
  .refine((e) => e.REDIS_URL !== undefined || e.REDIS_CLUSTER_NODES.length > 0 || e.PAYKIT_ALLOW_MEMORY_STORE || isSandbox(e.PAYKIT_API_KEY, e.PAYKIT_BASE_URL), {
    path: ['REDIS_URL'],
    message: MEMORY_STORE_REFUSED,
  });

export type EnvironmentResult = { ok: true; config: CheckoutEnvironment } | { ok: false; problems: string[] };

/** The configuration in `env`, or one message per problem ("NAME: what is wrong"). */
export function readEnvironment(env: Record<string, string | undefined>): EnvironmentResult {
  const parsed = SCHEMA.safeParse(env);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  return {
    ok: true,
    config: {
      apiKey: e.PAYKIT_API_KEY,
      baseUrl: e.PAYKIT_BASE_URL,
      webhookSecrets: e.PAYKIT_WEBHOOK_SECRET,
      redisUrl: e.REDIS_URL,
      redisClusterNodes: e.REDIS_CLUSTER_NODES,
      port: e.PORT,
      host: e.HOST,
      returnOrigins: e.PAYKIT_RETURN_ORIGINS,
      corsOrigins: e.PAYKIT_CORS_ORIGINS,
      merchantName: e.PAYKIT_MERCHANT_NAME,
      merchantLogoUrl: e.PAYKIT_MERCHANT_LOGO_URL,
      trustProxyHops: e.PAYKIT_TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      shutdownTimeoutMs: e.PAYKIT_SHUTDOWN_TIMEOUT_MS,
      pageDir: e.PAYKIT_PAGE_DIR,
      receipt: e.PAYKIT_RECEIPT,
      allowMemoryStore: e.PAYKIT_ALLOW_MEMORY_STORE,
    },
  };
}

/** Every variable the bin reads (docs/deploying.md#environment lists the same). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(SCHEMA.shape);
