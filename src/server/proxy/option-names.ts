/**
 * Option names earlier versions took, and where each lives now. TypeScript refuses them, but a
 * JavaScript caller or an object built elsewhere would pass them silently, and an ignored
 * `webhookSecret` refuses every delivery, an ignored `authorize` every dashboard call. So a name
 * the handler does not take is an error at start-up that names its new place.
 */
import { PaykitError } from '../../shared/errors';

const GROUPS = new Set(['upstream', 'store', 'policies', 'limits', 'webhooks', 'http', 'receipt', 'onError']);

/** The webhook limits that `limits` held before they joined `webhooks`. */
const MOVED_FROM_LIMITS: Record<string, string> = {
  webhookRateLimit: 'webhooks.rateLimit',
  maxWebhooksInFlight: 'webhooks.maxInFlight',
  maxWebhooksPerClient: 'webhooks.maxPerClient',
  webhookBodyGraceMs: 'webhooks.bodyGraceMs',
  webhookBodyTimeoutMs: 'webhooks.bodyTimeoutMs',
};

/** `group.name` for each earlier top-level name (the flat names of 0.1, and 0.2's ungrouped ones). */
const MOVED_TOP_LEVEL: Record<string, string> = {
  ...into('upstream', 'client apiKey baseUrl testMode readPayments'),
  upstreamBudgetMs: 'upstream.budgetMs',
  ...into('policies', 'createPayment resolveAccount actsAsPlatform createAccount onAccountCreated authorize allowedCapabilities'),
  ...into(
    'limits',
    'rateLimit clientKey ipv6Prefix maxJsonBytes maxDocumentBytes maxUploadsPerClient maxUploadsInFlight maxStreamsPerClient maxStreams heartbeatMs',
  ),
  ...into('http', 'basePath corsOrigins trustProxy'),
  webhookSecret: 'webhooks.secret',
  onEvent: 'webhooks.onEvent',
  ...MOVED_FROM_LIMITS,
};

function into(group: string, names: string): Record<string, string> {
  return Object.fromEntries(names.split(' ').map((name) => [name, `${group}.${name}`]));
}

/** Throws for a top-level option the handler does not take, or a webhook limit still under `limits`. */
export function checkOptionNames(options: object): void {
  for (const name of Object.keys(options)) {
    if (GROUPS.has(name)) continue;
    const moved = MOVED_TOP_LEVEL[name];
    throw new PaykitError(
      moved
        ? `createPaykitHandler: \`${name}\` is now \`${moved}\` (the flat option names were removed; see the CHANGELOG)`
        : `createPaykitHandler: unknown option \`${name}\`; it takes ${[...GROUPS].map((group) => `\`${group}\``).join(', ')}`,
    );
  }
  const limits = (options as { limits?: unknown }).limits;
  if (typeof limits !== 'object' || limits === null) return;
  for (const name of Object.keys(limits)) {
    const moved = MOVED_FROM_LIMITS[name];
    if (moved) throw new PaykitError(`createPaykitHandler: \`limits.${name}\` is now \`${moved}\` (every webhook setting is under \`webhooks\`)`);
  }
}
