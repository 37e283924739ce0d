/**
 * The context every operation is handed, and it knows no feature: the store, the policies, the
 * limits and the request's own means. What one feature keeps for the whole proxy (the receipt's
 * options and look-ups, the link checkout's checkouts in flight…) is declared beside that feature
 * and added by createPaykitHandler (resolve-options.ts), so this module imports none of them.
 */
import type { PaykitClient } from '../client';
import type { ConnectionInfo } from '../../web/connection';
import { readJsonObject } from '../../web/json-body';
import { HttpError } from '../../web/http-error';
import type { InFlightLimiter } from './in-flight';
import type { OperationName, ProxyPolicies } from './policies';
import type { StatusStore } from './status-store';

/** The limits operations enforce themselves, as live limiters and settled figures. */
export interface ProxyLimits {
  maxJsonBytes: number;
  maxDocumentBytes: number;
  /** Which bucket a request counts against, for rate limits and in-flight caps (its connection's facts beside it). */
  clientKey: (request: Request, connection?: ConnectionInfo) => string;
  /** Document uploads in flight, per client and in total. */
  uploads: InFlightLimiter;
  /** Open event streams, per client and in total. */
  streams: InFlightLimiter;
  heartbeatMs: number;
  /** How long a browser request may wait on the service; work shared past it (a link's claim) is sized from it. */
  upstreamBudgetMs: number;
}

/**
 * What a proxy builds once and every request's operations share. Never the options themselves:
 * neither the API key nor the service's URL is here, only the client made from them. Each
 * feature's own part comes beside it (see createProxyContext).
 */
export interface ProxyShared {
  store: StatusStore;
  policies: ProxyPolicies;
  limits: ProxyLimits;
  /** Unexpected errors, for the merchant's logs. */
  onError: (error: unknown) => void;
  /** Whether views carry test_mode: decided once per proxy (see test-mode.ts), the same on every instance. */
  isTestMode: () => Promise<boolean>;
  /** Whether a payment the store lacks may be read back (`readPayments`, see read-payments.ts). */
  readsPayments: () => Promise<boolean>;
}

/** One browser request on its way through an operation. */
export interface ProxyContext extends ProxyShared {
  request: Request;
  /** The request's connection facts as the handler was given them (the peer address for per-client caps). */
  connection: ConnectionInfo | undefined;
  params: Record<string, string>;
  /** null for the webhook receiver, which the service calls, not a browser. */
  operation: OperationName | null;
  /** The service's client, its calls bound to this request's signal and upstream budget. */
  upstream: PaykitClient;
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
  detached(): this;
}

/**
 * One request's context over `shared`: the proxy's shared part and whatever each feature keeps
 * beside it (`S`), handed on as they are, with this request's own means added.
 */
export function createProxyContext<S extends ProxyShared>(
  request: Request,
  connection: ConnectionInfo | undefined,
  params: Record<string, string>,
  operation: OperationName | null,
  client: PaykitClient,
  shared: S,
): S & ProxyContext {
  const { policies, limits } = shared;
  const findAccount = async () => (policies.resolveAccount ? await policies.resolveAccount(request) : null) || null;
  const account = async () => {
    const id = await findAccount();
    if (!id) throw new HttpError(401, 'unauthorized', 'Sign in to continue: there is no account for this session');
    return id;
  };
  const context: S & ProxyContext = {
    ...shared,
    request,
    connection,
    params,
    operation,
    // Every upstream call of this request ends when the browser leaves or the budget is spent.
    upstream: client.withDefaults({ signal: request.signal, deadline: Date.now() + limits.upstreamBudgetMs }),
    account,
    findAccount,
    async moneyAccount() {
      // Strictly true: a truthy leftover (a string from a header, say) never means the platform.
      if (policies.actsAsPlatform && (await policies.actsAsPlatform(request)) === true) return undefined;
      return account();
    },
    json: () => readJsonObject(request, { limit: limits.maxJsonBytes }),
    detached: () => ({ ...context, upstream: client.withDefaults({ deadline: Date.now() + limits.upstreamBudgetMs }) }),
  };
  return context;
}
