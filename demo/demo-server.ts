/**
 * Everything `npm start` serves, in one process: the emulated service under /sandbox, the
 * proxy under /api/paykit (with a demo identity and its webhook receiver registered with the
 * sandbox, so signed webhooks really drive live status) and the pages.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSandbox, type Sandbox } from '../src/sandbox/sandbox';
import { createDemoBackend } from '../src/dev/demo-backend';
import { answerRefusal, toNodeListener, toWebRequest, writeWebResponse } from '../src/node/adapter';
import { requestUrl } from '../src/node/request-line';
import { serve } from '../src/node/serve';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoIdentities } from './demo-identity';
import { DemoLinks } from './demo-links';
import { isStaffSignInPath, serveStaffSignIn } from './staff-sign-in';
import { allowedHostnames, hostnameOf, isLoopbackPeer, isWildcardAddress } from './host-names';
import { CATALOGUE, decidePayment } from './demo-shop';
import { createPanelHandler } from './panel/panel-api';
import { pageHeaders, type PagePolicy } from '../src/hosted/page-headers';
import { HttpError } from '../src/web/http-error';
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
  const sandboxListener = toNodeListener((request) => sandbox.controlHandler(request));
  const identities = new DemoIdentities();
  const pagesDir = options.pagesDir ?? DEFAULT_PAGES_DIR;
  let proxy: ((request: Request) => Promise<Response>) | null = null;
  let panelApi: ((request: Request) => Promise<Response>) | null = null;
  // The hosted checkout's own server code serves /pay, the built assets and the health checks.
  let checkout: CheckoutServer | null = null;
  let links: DemoLinks | null = null;

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    void route(req, res).catch((error: unknown) => {
      // A request no Web Request can stand for (a Host that is no host, TRACE): refused, not a fault of ours.
      if (error instanceof HttpError) return answerRefusal(error, res);
      options.onError?.(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(new HttpError(500, 'internal_error', 'Internal error').toEnvelope()));
    });
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = requestUrl(req.url ?? '/', undefined).pathname;
    const hostname = hostnameOf(req.headers.host);
    if (hostname === null || !hostnames.has(hostname)) {
      return refuse(res, path, 421, 'host_not_allowed', `This demo answers only to ${[...hostnames].join(', ')}; start it with ALLOWED_HOSTS to add a name`);
    }
    if ((path === '/sandbox' || path.startsWith('/sandbox/panel-api')) && !isLoopbackPeer(req.socket.remoteAddress)) {
      // The panel acts as the platform (it holds the sandbox key): only someone on this machine may use it.
      return refuse(res, path, 403, 'panel_local_only', 'The sandbox control panel is served to this machine only');
    }
    if (/^\/sandbox\/(api\/)?v1(\/|$)/.test(path)) return sandboxListener(req, res);
    if (path === '/api/paykit' || path.startsWith('/api/paykit/')) {
      const user = identities.identify(req, res);
      const request = toWebRequest(req, res);
      identities.attach(request, user);
      return writeWebResponse(await (proxy as NonNullable<typeof proxy>)(request), res);
    }
    if (path === '/sandbox/panel-api' || path.startsWith('/sandbox/panel-api/')) {
      return writeWebResponse(await (panelApi as NonNullable<typeof panelApi>)(toWebRequest(req, res)), res);
    }
    if (isStaffSignInPath(path)) return serveStaffSignIn(req, res, path, identities);
    if (path === '/healthz' || path === '/readyz') return writeWebResponse(await (checkout as CheckoutServer).fetch(toWebRequest(req, res)), res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, path);
    // The pages' first paint is styled from /paykit.css (built beside them), and the kit adds none of its rules again.
    if (path.startsWith('/assets/') || path === '/paykit.css') return writeWebResponse(await (checkout as CheckoutServer).fetch(toWebRequest(req, res)), res);
    if (path === '/favicon.ico') return void res.writeHead(204, { 'cache-control': 'public, max-age=86400' }).end();
    if (path === '/demo/config.json') {
      const user = identities.identify(req, res);
      return sendJson(res, { payment_link_id: await (links as DemoLinks).forVisitor(user), products: CATALOGUE });
    }
    if (path.startsWith('/pay/')) {
      identities.identify(req, res);
      return writeWebResponse(await (checkout as CheckoutServer).fetch(toWebRequest(req, res)), res);
    }
    const page = PAGES[path];
    if (page) return servePage(req, res, page);
    return notFound(res, path);
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    // Opening a page signs nobody in as staff: the dashboard's button does (staff-sign-in.ts).
    identities.identify(req, res);
    let html: Buffer;
    try {
      html = await readFile(join(pagesDir, `${name}.html`));
    } catch {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('The pages are not built: run `npm run build:pages` (npm start does this first).\n');
    }
    res.writeHead(200, pageHeaders(PAGE_POLICIES[name]));
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  const host = options.host ?? '127.0.0.1';
  const hostnames = allowedHostnames(host, options.allowedHosts ?? []);
  // Expiries and webhook retries fall due as real time passes, even without requests.
  const served = await serve(listener, { port: options.port, host, tick: () => sandbox.clock.runDue() });
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

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function notFound(res: ServerResponse, path: string): void {
  refuse(res, path, 404, 'not_found', `Nothing at ${path}`);
}

/** A refusal in words for the pages a person opens, in the JSON envelope for everything else. */
function refuse(res: ServerResponse, path: string, status: number, code: string, message: string): void {
  if (PAGES[path] !== undefined || path.startsWith('/pay/')) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    return void res.end(`${message}.\n`);
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify(new HttpError(status, code, message).toEnvelope()));
}
