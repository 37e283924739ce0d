/**
 * The emulator: one Web-standard handler for the whole service API, mountable under any
 * path (everything before /v1 or /api/v1 is the mount point). Runs in Node and in a browser.
 */
import type { WebhookDelivery } from 'paykit/schemas';
import { ID_PREFIX } from '../shared/ids';
import { VirtualClock, type VirtualClockOptions } from './clock';
import { createContext } from './context';
import { CAPABILITIES, type Capability, type ResolvedSandboxOptions, type SandboxCore } from './core';
import { forbidden, HttpError, methodNotAllowed, notFound } from '../web/http-error';
import { errorResponse } from '../web/error-response';
import { isRouteMatch, Router, type RouteMatch } from '../web/router';
import { authenticate, RateLimiter, requireTransport, type SandboxRateLimitOptions } from './guard';
import { Ledger, PLATFORM } from './ledger';
import { createIdFactory, secureToken, seededRandom } from './random';
import type { Route } from './route';
import { createSandboxControl, type SandboxControl } from './control-surface';
import { ExtensionCallRecorder, type ExtensionCallLog } from './extension-calls';
import { createAccountsDomain } from './accounts';
import { createFxDomain } from './fx';
import { createPaymentsDomain } from './payments';
import { createPayoutsDomain } from './payouts';
import { createSandboxControlDomain } from './control';
import { createWebhooksDomain } from './webhooks';

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
  /** A receiver must answer within this many milliseconds (default 10 000, as the service says: docs/service-contract.md#delivery-and-retries). */
  webhookTimeoutMs?: number;
  /** Per-key rate limit; off unless given. */
  rateLimit?: SandboxRateLimitOptions | false;
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
  /**
   * Serve only what the real service serves (default false): `handler` and `fetch` answer every
   * sandbox-only extension 404 `not_found`, as a route that does not exist, count it in
   * `extensionCalls()` (the first 100, and a total), and send no `paykit-sandbox-instance`
   * header. The extensions stay reachable through `control` and `controlHandler`.
   */
  strict?: boolean;
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
  deliveries(): WebhookDelivery[];
  /** True when created with `strict: true`. */
  readonly strict: boolean;
  /**
   * The full API, extensions included, over the same world as `handler` (in strict mode too):
   * what a test or a developer drives outcomes through. Same API key; never rate limited. Give
   * it to no server of the kit: it is not the service.
   */
  controlHandler: (request: Request) => Promise<Response>;
  /** Typed calls to the sandbox-only operations, through `controlHandler`. */
  readonly control: SandboxControl;
  /** Strict mode: the requests `handler` refused because they named an extension (first 100, and the total). */
  extensionCalls(): ExtensionCallLog;
}

const VERSION_PREFIX = /^(.*?)\/(?:api\/)?v1(?=\/|$)/;

/**
 * Sent on every answer but a strict sandbox's (a sandbox extension): a new value whenever the sandbox starts afresh (a
 * new process, or reset()), when every payment and webhook endpoint it knew is gone. A client
 * that sees it change knows its cached payments and its webhook registration are stale.
 */
export const SANDBOX_INSTANCE_HEADER = 'paykit-sandbox-instance';

/** Makes a stateful, in-memory emulator of the whole service API. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved = resolveOptions(options);
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : null;
  const strict = options.strict ?? false;
  const extensionCalls = new ExtensionCallRecorder();
  let world = buildWorld(resolved, options.clock);

  /** The route for a request; in strict mode an extension is refused as an unknown route, and recorded. */
  function route(method: string, path: string, pathname: string, asService: boolean): RouteMatch<Route> {
    const found = world.router.match(method, path);
    if (asService && isRouteMatch(found) && found.route.extension) {
      extensionCalls.record({ method, path: pathname });
      throw unknownRoute(method, pathname);
    }
    if (isRouteMatch(found)) return found;
    // A strict 405 names only the methods the service takes there.
    const allowed = asService ? world.serviceRouter.match(method, path) : found;
    if (!isRouteMatch(allowed) && allowed.allowed.length > 0) {
      throw methodNotAllowed(`${method} is not allowed here; use ${allowed.allowed.join(' or ')}`, allowed.allowed);
    }
    throw unknownRoute(method, pathname);
  }

  /**
   * `asService`: answer as the real service would (strict mode), else as the full sandbox.
   * `limited`: count the request against the rate limit (not the control surface's).
   */
  async function answer(request: Request, { asService, limited }: { asService: boolean; limited: boolean }): Promise<Response> {
    const { core, webhooks } = world;
    // The real service sends no instance header; Date stays (HTTP's own).
    const instanceHeader: Record<string, string> = asService ? {} : { [SANDBOX_INSTANCE_HEADER]: world.instance };
    const requestId = `${ID_PREFIX.request}${crypto.randomUUID().replaceAll('-', '')}`;
    try {
      const url = new URL(request.url);
      const page = await pageFor(request, url);
      if (page) return page;
      const prefix = VERSION_PREFIX.exec(url.pathname);
      if (!prefix) throw notFound(`No API route at ${url.pathname}: paths start with /v1 or /api/v1`);
      const mount = prefix[1] ?? '';
      const path = url.pathname.slice(prefix[0].length) || '/';
      await core.clock.runDue();
      requireTransport(url, options.allowInsecureHttp ?? 'loopback');
      const found = route(request.method, path, url.pathname, asService);
      if (!found.route.public) {
        authenticate(request, resolved.apiKey);
        if (limited) limiter?.check(resolved.apiKey, core.clock.now());
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
      for (const [name, value] of Object.entries(instanceHeader)) response.headers.set(name, value);
      // HTTP's Date is the origin's clock: here the virtual one, so clients can count down on it.
      response.headers.set('date', new Date(core.clock.now()).toUTCString());
      void webhooks; // deliveries run on the clock, independent of this response
      return response;
    } catch (error) {
      const headers = { 'x-request-id': requestId, ...instanceHeader };
      return errorResponse(error, { onError: options.onError, internalMessage: 'Internal sandbox error; try again later', headers });
    }
  }

  /** A page a person opens (a payment link's url), its clock brought up to date first; undefined for an API path. */
  async function pageFor(request: Request, url: URL): Promise<Response | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    for (const page of world.pages) {
      const answer = page(request, url);
      if (answer) {
        await world.core.clock.runDue();
        return answer();
      }
    }
    return undefined;
  }

  const handler = (request: Request) => answer(request, { asService: strict, limited: true });
  const controlHandler = (request: Request) => answer(request, { asService: false, limited: false });
  const idle = async () => {
    await world.core.clock.runDue();
    await world.webhooks.idle();
  };

  const sandbox: Sandbox = {
    apiKey: resolved.apiKey,
    strict,
    handler,
    controlHandler,
    control: createSandboxControl(controlHandler, resolved.apiKey, idle),
    extensionCalls: () => extensionCalls.snapshot(),
    fetch: (input, init) => handler(input instanceof Request && init === undefined ? input : new Request(input, init)),
    get clock() {
      return world.core.clock;
    },
    advance: (seconds) => world.core.clock.advance(seconds).then(() => world.webhooks.idle()),
    idle,
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
  // Payments registers /accounts/me/… before accounts' /accounts/:id/…: the router takes the first match.
  const domains = [webhooks, createPaymentsDomain(core), accounts, createFxDomain(core), createPayoutsDomain(core), createSandboxControlDomain(core)];
  const routes = domains.flatMap((domain) => domain.routes);
  const router = new Router<Route>().add(...routes);
  // What the real service serves: strict mode's 405s name only these methods.
  const serviceRouter = new Router<Route>().add(...routes.filter((r) => !r.extension));
  const pages = domains.flatMap((domain) => (domain.page ? [domain.page] : []));
  return { core, router, serviceRouter, routes, webhooks, instance, pages };
}

function resolveOptions(options: SandboxOptions): ResolvedSandboxOptions {
  return {
    apiKey: options.apiKey ?? secureToken('sk_sandbox_'),
    seed: options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]!,
    checkoutUrl: options.checkoutUrl ?? '',
    platformCapabilities: options.platformCapabilities ?? CAPABILITIES,
    webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    holdConversions: options.holdConversions ?? false,
    paymentTtlSeconds: options.paymentTtlSeconds ?? 1800,
  };
}

/** The answer to a path nothing serves; a strict sandbox gives the very same one for an extension. */
function unknownRoute(method: string, pathname: string): HttpError {
  return notFound(`No API route ${method} ${pathname}`);
}

/** Every route the sandbox registers, and whether it is a sandbox-only extension (for tests and docs). */
export function sandboxRouteTable(): { method: string; path: string; extension: boolean; public: boolean }[] {
  const { routes } = buildWorld(resolveOptions({}), undefined);
  return routes.map((r) => ({ method: r.method, path: r.path, extension: r.extension ?? false, public: r.public ?? false }));
}
