/**
 * The emulator: one Web-standard handler for the whole service API, mountable under any
 * path (everything before /v1 or /api/v1 is the mount point). Runs in Node and in a browser.
 */
import { ID_PREFIX } from '../shared/ids';
import { VirtualClock, type VirtualClockOptions } from './clock';
import { createContext } from './context';
import { CAPABILITIES, type Capability, type ResolvedSandboxOptions, type SandboxCore } from './core';
import { forbidden, HttpError, methodNotAllowed, notFound } from '../web/http-error';
import { isRouteMatch, Router } from '../web/router';
import { authenticate, RateLimiter, requireTransport, type RateLimitOptions } from './guard';
import { Ledger, PLATFORM } from './ledger';
import { createIdFactory, secureToken, seededRandom } from './random';
import type { Route } from './route';
import { createAccountsDomain } from './accounts';
import { createFxDomain } from './fx';
import { createPaymentsDomain } from './payments';
import { createPayoutsDomain } from './payouts';
import { createSandboxControlDomain } from './control';
import { createWebhooksDomain, type WebhooksDomain } from './webhooks';

/** Options of `createSandbox`. */
export interface SandboxOptions {
  /** The key requests must carry; generated when omitted (read it from `sandbox.apiKey`). */
  apiKey?: string;
  /**
   * Seed for ids, addresses and FX drift, to make a run repeatable (default: a random one, so
   * nobody can work out the ids another visitor of a shared sandbox was given).
   */
  seed?: number;
  /** How the virtual clock runs (default: real time, moved on by `advance`). */
  clock?: VirtualClockOptions;
  /** Used to deliver webhooks (default: global fetch). */
  fetch?: typeof fetch;
  /** A receiver must answer within this many milliseconds (default 10 000, as the spec says). */
  webhookTimeoutMs?: number;
  /** Per-key rate limit; off unless given. */
  rateLimit?: RateLimitOptions | false;
  /** Payment link URL template with "{id}" (default "<request origin>/pay/{id}"). */
  checkoutUrl?: string;
  /** Capabilities of the platform account itself (default: all). */
  platformCapabilities?: Capability[];
  /** Plain HTTP is refused except on loopback hosts unless this is 'always'. */
  allowInsecureHttp?: 'loopback' | 'always';
  /** Keep FX conversions pending until the conversion simulator settles them (default false: converted at once). */
  holdConversions?: boolean;
  /** Seconds a payment stays open before it expires by itself (default 1800). */
  paymentTtlSeconds?: number;
  /** Called with unexpected errors (the response stays a plain 500 envelope). */
  onError?: (error: unknown) => void;
}

/** A running emulator: its handler, an in-process fetch, and the controls tests use. */
export interface Sandbox {
  /** The API key requests must carry as a Bearer token. */
  readonly apiKey: string;
  /** The Web-standard handler. */
  handler: (request: Request) => Promise<Response>;
  /** A fetch that calls the handler in-process (for clients, tests and Storybook). */
  fetch: typeof fetch;
  /** The virtual clock that expiries and webhook retries run on. */
  readonly clock: VirtualClock;
  /** Moves virtual time forward, running expiries and webhook retries that fall due. */
  advance(seconds: number): Promise<void>;
  /** Resolves when nothing due is left to run and no webhook delivery is in flight. */
  idle(): Promise<void>;
  /** Forgets everything (links, payments, accounts, endpoints, balances) and restarts the clock. */
  reset(): void;
  /** The webhook delivery log (newest last). */
  deliveries(): ReturnType<WebhooksDomain['deliveries']>;
}

const VERSION_PREFIX = /^(.*?)\/(?:api\/)?v1(?=\/|$)/;

/**
 * Sent on every answer (a sandbox extension): a new value whenever the sandbox starts afresh (a
 * new process, or reset()), when every payment and webhook endpoint it knew is gone. A client
 * that sees it change knows its cached payments and its webhook registration are stale.
 */
export const SANDBOX_INSTANCE_HEADER = 'paykit-sandbox-instance';

/** Makes a stateful, in-memory emulator of the whole service API. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved: ResolvedSandboxOptions = {
    apiKey: options.apiKey ?? secureToken('sk_sandbox_'),
    seed: options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]!,
    checkoutUrl: options.checkoutUrl ?? '',
    platformCapabilities: options.platformCapabilities ?? CAPABILITIES,
    webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    holdConversions: options.holdConversions ?? false,
    paymentTtlSeconds: options.paymentTtlSeconds ?? 1800,
  };
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : null;
  let world = buildWorld(resolved, options.clock);

  async function handler(request: Request): Promise<Response> {
    const { core, router, webhooks } = world;
    const requestId = `${ID_PREFIX.request}${crypto.randomUUID().replaceAll('-', '')}`;
    try {
      const url = new URL(request.url);
      const prefix = VERSION_PREFIX.exec(url.pathname);
      if (!prefix) throw notFound(`No API route at ${url.pathname}: paths start with /v1 or /api/v1`);
      const mount = prefix[1] ?? '';
      const path = url.pathname.slice(prefix[0].length) || '/';
      await core.clock.runDue();
      requireTransport(url, options.allowInsecureHttp ?? 'loopback');
      const found = router.match(request.method, path);
      if (!isRouteMatch(found)) {
        if (found.allowed.length > 0) {
          throw methodNotAllowed(`${request.method} is not allowed here; use ${found.allowed.join(' or ')}`, found.allowed);
        }
        throw notFound(`No API route ${request.method} ${url.pathname}`);
      }
      if (!found.route.public) {
        authenticate(request, resolved.apiKey);
        limiter?.check(resolved.apiKey, core.clock.now());
      }
      const onBehalfOf = request.headers.get('x-on-behalf-of');
      if (onBehalfOf !== null && core.accounts.capabilities(onBehalfOf) === undefined) {
        throw forbidden(`x-on-behalf-of names no connected account of this platform: ${JSON.stringify(onBehalfOf)}`);
      }
      const ctx = createContext({
        request,
        url,
        params: found.params,
        query: url.searchParams,
        core,
        owner: onBehalfOf ?? PLATFORM,
        requestId,
        serviceBase: `${url.origin}${mount}`,
      });
      const response = await found.route.handler(ctx);
      response.headers.set('x-request-id', requestId);
      response.headers.set(SANDBOX_INSTANCE_HEADER, world.instance);
      // HTTP's Date is the origin's clock: here the virtual one, so clients can count down on it.
      response.headers.set('date', new Date(core.clock.now()).toUTCString());
      void webhooks; // deliveries run on the clock, independent of this response
      return response;
    } catch (error) {
      const answered = { 'x-request-id': requestId, [SANDBOX_INSTANCE_HEADER]: world.instance };
      if (error instanceof HttpError) return error.toResponse(answered);
      options.onError?.(error);
      return new HttpError(500, 'internal_error', 'Internal sandbox error; try again later').toResponse(answered);
    }
  }

  const sandbox: Sandbox = {
    apiKey: resolved.apiKey,
    handler,
    fetch: (input, init) => handler(input instanceof Request && init === undefined ? input : new Request(input, init)),
    get clock() {
      return world.core.clock;
    },
    advance: (seconds) => world.core.clock.advance(seconds).then(() => world.webhooks.idle()),
    idle: async () => {
      await world.core.clock.runDue();
      await world.webhooks.idle();
    },
    reset: () => {
      world = buildWorld(resolved, options.clock);
    },
    deliveries: () => world.webhooks.deliveries(),
  };
  return sandbox;
}

function buildWorld(options: ResolvedSandboxOptions, clockOptions: VirtualClockOptions | undefined) {
  const instance = secureToken('sbx_', 8);
  const random = seededRandom(options.seed);
  const core = {
    clock: new VirtualClock(clockOptions),
    ids: createIdFactory(random),
    random,
    ledger: new Ledger(),
    options,
  } as SandboxCore;
  const webhooks = createWebhooksDomain(core);
  core.events = webhooks.bus;
  const accounts = createAccountsDomain(core);
  core.accounts = accounts.directory;
  const router = new Router<Route>();
  // Payments registers /accounts/me/… before accounts' /accounts/:id/…: the router takes the first match.
  for (const domain of [webhooks, createPaymentsDomain(core), accounts, createFxDomain(core), createPayoutsDomain(core), createSandboxControlDomain(core)]) {
    router.add(...domain.routes);
  }
  return { core, router, webhooks, instance };
}
