import type { CapabilityName } from '../../shared/schemas/accounts';
import type { PaykitClient } from '../client';
import { readJsonObject } from '../../web/json-body';
import { HttpError } from '../../web/http-error';
import type { InFlightLimiter } from './in-flight';
import type { LinkDetails } from './link-details';
import type { YieldingSlots } from './yielding-slots';
import type { CheckoutAnswer } from './link-checkout';
import type { OperationName, PaykitHandlerOptions } from './options';
import type { ReceiptFound } from './receipt';
import type { StatusStore } from './status-store';

export interface ResolvedProxyOptions extends PaykitHandlerOptions {
  client: PaykitClient;
  store: StatusStore;
  basePath: string;
  webhookSecrets: string[];
  allowedCapabilities: CapabilityName[];
  maxJsonBytes: number;
  maxDocumentBytes: number;
  /** Which bucket a request counts against, for rate limits and in-flight caps. */
  clientKey: (request: Request) => string;
  /** Document uploads in flight, per client and in total. */
  uploads: InFlightLimiter;
  /** Open event streams, per client and in total. */
  streams: InFlightLimiter;
  /** Webhook bodies being read before their signature is known; a slow one yields its slot to a newcomer. */
  webhookBodies: YieldingSlots;
  webhookBodyTimeoutMs: number;
  heartbeatMs: number;
  upstreamBudgetMs: number;
  /** Descriptions and paid_at of listed payment links, read once each. */
  linkDetails: LinkDetails;
  /** Whether views carry test_mode: decided once per proxy (see test-mode.ts), the same on every instance. */
  isTestMode: () => Promise<boolean>;
  /** Whether a payment the store lacks may be read back (`readPayments`, see read-payments.ts). */
  readsPayments: () => Promise<boolean>;
  /** Hosted checkouts being opened right now, by link id: a double click joins the first. */
  checkoutsInFlight: Map<string, Promise<CheckoutAnswer>>;
  /** Receipt look-ups under way, by payment id: readers of one settled payment share one. */
  receiptsInFlight: Map<string, Promise<ReceiptFound>>;
}

/** One browser request on its way through an operation. */
export interface ProxyContext {
  request: Request;
  params: Record<string, string>;
  /** null for the webhook receiver, which the service calls, not a browser. */
  operation: OperationName | null;
  options: ResolvedProxyOptions;
  /** The signed-in user's connected account, or 401 when there is none. */
  account(): Promise<string>;
  /** The signed-in user's connected account, or null when there is none. */
  findAccount(): Promise<string | null>;
  /**
   * Whose money balances and FX act on: undefined for the platform itself (when `actsAsPlatform`
   * says this is the merchant's staff), else the signed-in user's connected account (401 without one).
   */
  moneyAccount(): Promise<string | undefined>;
  /** The JSON object body (64 KB cap, 415 for other types, 400 when malformed). */
  json(): Promise<Record<string, unknown>>;
  /**
   * This context for work other requests share (a link's checkout): its upstream calls keep the
   * upstream budget, counted from now, but not this browser's signal, so its leaving cancels nothing.
   */
  detached(): ProxyContext;
}

export function createProxyContext(request: Request, params: Record<string, string>, operation: OperationName | null, options: ResolvedProxyOptions): ProxyContext {
  // Every upstream call of this request ends when the browser leaves or the budget is spent.
  const client = options.client.withDefaults({ signal: request.signal, deadline: Date.now() + options.upstreamBudgetMs });
  const findAccount = async () => (options.resolveAccount ? await options.resolveAccount(request) : null) || null;
  const account = async () => {
    const id = await findAccount();
    if (!id) throw new HttpError(401, 'unauthorized', 'Sign in to continue: there is no account for this session');
    return id;
  };
  const context: ProxyContext = {
    request,
    params,
    operation,
    options: { ...options, client },
    account,
    findAccount,
    async moneyAccount() {
      // Strictly true: a truthy leftover (a string from a header, say) never means the platform.
      if (options.actsAsPlatform && (await options.actsAsPlatform(request)) === true) return undefined;
      return account();
    },
    json: () => readJsonObject(request, { limit: options.maxJsonBytes }),
    detached: () => ({ ...context, options: { ...options, client: options.client.withDefaults({ deadline: Date.now() + options.upstreamBudgetMs }) } }),
  };
  return context;
}
