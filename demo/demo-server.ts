/**
 * Everything `npm start` serves, in one process: the emulated service under /sandbox, the
 * proxy under /api/paykit (with a demo identity and its webhook receiver registered with the
 * sandbox, so signed webhooks really drive live status) and the pages.
 */
import type { Server } from 'node:http';
import { createSandbox, type Sandbox } from '../src/sandbox/sandbox';
import { createDemoBackend } from '../src/dev/demo-backend';
import { toNodeListener } from '../src/node/adapter';
import { serve } from '../src/node/serve';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoIdentities, withSetCookie } from './demo-identity';
import { DemoLinks } from './demo-links';
import { serveStaffSignIn, STAFF_SIGN_IN_PATHS } from './staff-sign-in';
import { allowedHostnames, hostnameOf, isLoopbackPeer, isWildcardAddress } from './host-names';
import { CATALOGUE, decidePayment } from './demo-shop';
import { createPanelHandler } from './panel/panel-api';
import { pageHeaders, type PagePolicy } from '../src/hosted/page-headers';
import { HttpError, json, notFound } from '../src/web/http-error';
import { READ_METHODS, RouteTable, type EdgeHandler, type RouteContext } from '../src/web/route-table';
import { pino, type Logger } from 'pino';
import type { StatusStore } from '../src/server/proxy/status-store';
import { createPaykitClient } from '../src/server/client';
import { createCheckoutServer, type CheckoutServer } from '../src/hosted/checkout-server';

/** The running demo. */
export interface DemoServer {
  /** The node:http server. */
  server: Server;
  /**
   * The emulator (its apiKey, clock, deliveries): strict, so `extensionCalls()` lists any
   * sandbox-only call the proxy or the hosted checkout made; /sandbox serves its control surface.
   */
  sandbox: Sandbox;
  /** Where it is served, e.g. `http://127.0.0.1:5173` (127.0.0.1 when bound to every interface). */
  url: string;
  /** Stops the clock's ticker and the server. */
  close(): Promise<void>;
}

/** How `npm start` runs the demo. */
export interface DemoOptions {
  /** Port to listen on (0 picks a free one). */
  port: number;
  /** Interface to bind (default 127.0.0.1: this machine only; `0.0.0.0` for every interface). */
  host?: string;
  /**
   * Host names the demo answers to besides this machine's (localhost, 127.0.0.1, [::1]) and the
   * bound `host`; any other `Host` is refused with 421, which keeps DNS-rebinding pages out.
   */
  allowedHosts?: readonly string[];
  /** The sandbox's API key (default: generated). */
  apiKey?: string;
  /** Where `npm run build:pages` put the pages (default dist-pages/). */
  pagesDir?: string;
  /** Told of errors answered with a 500. */
  onError?: (error: unknown) => void;
  /** Where live payment status is kept (default: memory); `npm start` passes a Redis store when REDIS_URL is set. */
  store?: StatusStore;
  /** The checkout server's request lines and errors (default: warnings and errors on stdout). */
  logger?: Logger;
}

/** dist-pages/ at the repository's root. */
export const DEFAULT_PAGES_DIR = fileURLToPath(new URL('../dist-pages', import.meta.url));

const PAGES: Record<string, string> = { '/': 'store', '/onboarding': 'onboarding', '/dashboard': 'dashboard', '/sandbox': 'panel' };

/**
 * The document uploader previews the chosen photo from a blob: URL (DocumentUploader's documented
 * CSP need). The dashboard moves the merchant's money: no page, not even the demo's own, frames it.
 */
const PAGE_POLICIES: Record<string, PagePolicy> = {
  onboarding: { frameAncestors: "'self'", extraImgSrc: 'blob:' },
  dashboard: { frameAncestors: "'none'" },
};

/** Starts the sandbox, the proxy wired to it and the pages on one port; rejects when the port cannot be bound. */
export async function startDemoServer(options: DemoOptions): Promise<DemoServer> {
  // Strict: the kit's servers (proxy, hosted checkout) get only what the real service serves, so
  // what people try here is what production sees. /sandbox/v1… over HTTP and the control panel are
  // the sandbox's control surface (extensions included), for whoever drives outcomes.
  const sandbox = createSandbox({ ...(options.apiKey ? { apiKey: options.apiKey } : {}), onError: options.onError, strict: true });
  const identities = new DemoIdentities();
  const pagesDir = options.pagesDir ?? DEFAULT_PAGES_DIR;
  let proxy: EdgeHandler | null = null;
  let panelApi: EdgeHandler | null = null;
  // The hosted checkout's own server code serves /pay, the built assets and the health checks.
  let checkout: CheckoutServer | null = null;
  let links: DemoLinks | null = null;
  const toCheckout: EdgeHandler = (request, connection) => (checkout as CheckoutServer).fetch(request, connection);

  /** The proxy, told which demo visitor sent the request (their session cookie, new or kept). */
  const toProxy: EdgeHandler = async (request, connection) => {
    const { user, setCookie } = identities.identify(request);
    identities.attach(request, user);
    return withSetCookie(await (proxy as EdgeHandler)(request, connection), setCookie);
  };

  async function pay(request: Request, connection: RouteContext['connection']): Promise<Response> {
    const { setCookie } = identities.identify(request);
    return withSetCookie(await toCheckout(request, connection), setCookie);
  }

  async function demoConfig(request: Request): Promise<Response> {
    const { user, setCookie } = identities.identify(request);
    const body = { payment_link_id: await (links as DemoLinks).forVisitor(user), products: CATALOGUE };
    return withSetCookie(json(body, 200, { 'content-type': 'application/json; charset=utf-8' }), setCookie);
  }

  async function servePage(request: Request, name: string): Promise<Response> {
    // Opening a page signs nobody in as staff: the dashboard's button does (staff-sign-in.ts).
    const { setCookie } = identities.identify(request);
    let html: Buffer;
    try {
      html = await readFile(join(pagesDir, `${name}.html`));
    } catch {
      const notBuilt = 'The pages are not built: run `npm run build:pages` (npm start does this first).\n';
      return withSetCookie(new Response(notBuilt, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } }), setCookie);
    }
    const body = request.method === 'HEAD' ? null : new Uint8Array(html);
    return withSetCookie(new Response(body, { headers: pageHeaders(PAGE_POLICIES[name]) }), setCookie);
  }

  const routes = new RouteTable({
    onError: options.onError,
    internalMessage: 'Internal error',
    headers: { 'x-content-type-options': 'nosniff' },
    // Every path outside the mounts takes GET and HEAD only; anything else is unknown, not a wrong method.
    miss: (_request, url) => notFound(`Nothing at ${url.pathname}`),
    render: pageRefusal,
  })
    .check((request, { url, connection }) => {
      const hostname = hostnameOf(request.headers.get('host') ?? undefined);
      if (hostname === null || !hostnames.has(hostname)) {
        throw new HttpError(421, 'host_not_allowed', `This demo answers only to ${[...hostnames].join(', ')}; start it with ALLOWED_HOSTS to add a name`);
      }
      const path = url.pathname;
      if ((path === '/sandbox' || path.startsWith('/sandbox/panel-api')) && !isLoopbackPeer(connection?.remoteAddress)) {
        // The panel acts as the platform (it holds the sandbox key): only someone on this machine may use it.
        throw new HttpError(403, 'panel_local_only', 'The sandbox control panel is served to this machine only');
      }
    })
    .mount('/sandbox/v1', (request) => sandbox.controlHandler(request))
    .mount('/sandbox/api/v1', (request) => sandbox.controlHandler(request))
    .mount('/api/paykit', toProxy)
    .mount('/sandbox/panel-api', (request, connection) => (panelApi as EdgeHandler)(request, connection))
    // The pages' first paint is styled from /paykit.css (built beside them), and the kit adds none of its rules again.
    .mount('/assets', readOnly(toCheckout))
    .mount('/pay', readOnly(pay))
    .on('*', '/healthz', (request, { connection }) => toCheckout(request, connection))
    .on('*', '/readyz', (request, { connection }) => toCheckout(request, connection))
    .on(READ_METHODS, '/paykit.css', (request, { connection }) => toCheckout(request, connection))
    .on(READ_METHODS, '/favicon.ico', () => new Response(null, { status: 204, headers: { 'cache-control': 'public, max-age=86400' } }))
    .on(READ_METHODS, '/demo/config.json', demoConfig);
  for (const path of STAFF_SIGN_IN_PATHS) routes.on('*', path, (request) => serveStaffSignIn(request, path, identities));
  for (const [path, name] of Object.entries(PAGES)) routes.on(READ_METHODS, path, (request) => servePage(request, name));

  const host = options.host ?? '127.0.0.1';
  const hostnames = allowedHostnames(host, options.allowedHosts ?? []);
  // Expiries and webhook retries fall due as real time passes, even without requests.
  // The one place a Node request becomes a Web Request (and its connection's facts are read).
  const served = await serve(toNodeListener(routes.fetch), { port: options.port, host, tick: () => sandbox.clock.runDue() });
  const port = new URL(served.url).port;
  const url = isWildcardAddress(host) ? `http://127.0.0.1:${port}` : served.url;
  /** Every origin a visitor may have opened the demo on: a back link to any of them is the shop's own. */
  const servedOrigins = () => [...hostnames].map((name) => `http://${name}:${port}`);

  const backend = await createDemoBackend({
    sandbox,
    origin: url,
    store: options.store,
    userOf: (request) => identities.userOf(request),
    resolveAccount: (request) => identities.accountOf(request),
    isStaff: (request) => identities.isStaff(request),
    onAccountCreated: (request, accountId) => identities.linkAccount(request, accountId),
    createPayment: (_request, body) => decidePayment(body),
    onError: options.onError,
  });
  const { client } = backend;
  proxy = backend.proxy;
  checkout = createCheckoutServer({
    client,
    proxyHandler: backend.proxy,
    ...(options.store ? { store: options.store } : {}),
    returnOrigins: servedOrigins(),
    // The demo's upstream is always its own sandbox.
    merchantName: 'paykit demo store',
    testMode: true,
    pageDir: pagesDir,
    logger: options.logger ?? pino({ name: 'paykit-demo', level: 'warn' }),
  });
  // The panel drives the sandbox (lists, simulators, the clock): its client is the control surface's.
  const control = createPaykitClient({
    apiKey: sandbox.apiKey,
    baseUrl: `${url}/sandbox`,
    fetch: (input, init) => sandbox.controlHandler(new Request(input, init)),
  });
  panelApi = createPanelHandler({ client: control, basePath: '/sandbox/panel-api', onError: options.onError });
  links = new DemoLinks(client);

  return { server: served.server, sandbox, url, close: () => served.close() };
}

/** A mounted handler for reading only: other methods are unknown there (404), as on every page path. */
function readOnly(handler: EdgeHandler): EdgeHandler {
  return (request, connection) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound(`Nothing at ${new URL(request.url).pathname}`);
    return handler(request, connection);
  };
}

/** A refusal in words for the pages a person opens; undefined (the JSON envelope) for everything else. */
function pageRefusal(error: HttpError, _request: Request, url: URL): Response | undefined {
  if (error.status >= 500 || (PAGES[url.pathname] === undefined && !url.pathname.startsWith('/pay/'))) return undefined;
  return new Response(`${error.message}.\n`, {
    status: error.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  });
}
