/**
 * createCheckoutServer: the hosted checkout as one Web-standard handler — the pay page and its
 * precompressed assets, the proxy operations that page calls, health checks, request logs and a
 * graceful drain. `paykit-checkout` serves it from node:http; a merchant can mount it in an app.
 */
import type { OperationName, PaykitClient, PaykitHandler } from 'paykit/server';
import type { CheckoutView } from 'paykit/schemas';
import { fileURLToPath } from 'node:url';
import { upstreamClientFor } from '../../server/upstream-client';
import { createPaykitHandler } from '../../server/proxy/handler';
import { crossOriginRefusal } from '../../server/proxy/cors';
import { MemoryStatusStore } from '../../server/proxy/status-store';
import { DEFAULT_IPV6_PREFIX } from '../../web/address-bucket';
import { notModified } from '../../web/conditional';
import type { ConnectionInfo } from 'paykit/server';
import { HttpError, json, notFound } from '../../web/http-error';
import { READ_METHODS, RouteTable, type EdgeHandler, type RouteContext } from '../../web/route-table';
import { pageHeaders } from '../page-headers';
import { decodeSegment, isLinkId } from '../link-id';
import { safeReturnUrl } from '../return-url';
import { chooseEncoding, type Encoding } from './accept-encoding';
import { clientKey, trustedHops } from './client-key';
import { Draining, type DrainResult } from './draining';
import { testModeOf, type CheckoutServerOptions } from './options';
import { LinkPresence } from './link-presence';
import { encodingTag, loadPageFiles, type PageFile, type PageFiles } from './page-files';
import { encodeHtml, withMerchant, type Merchant } from './pay-page';
import { encodePainted, loadRenderer, paintNotFoundPage, paintPage, type PageRenderer } from './paint-page';
import { createReadiness } from './readiness';
import { checkoutLogger, logRequest, requestIdOf } from './request-log';

/** The running hosted checkout. */
export interface CheckoutServer {
  /**
   * Answers one request: mount it at the root of a host name (the page calls /api/paykit and
   * /assets). `connection` is what the runtime knows of the request's connection
   * (toNodeListener passes it); the mounted proxy and the client key read it.
   */
  fetch(request: Request, connection?: ConnectionInfo): Promise<Response>;
  /** Resolves once the page is loaded and servable; rejects, saying why, when it is not built. */
  ready(): Promise<void>;
  /**
   * Starts a graceful stop: /readyz answers 503 and new requests are refused from now on, open
   * event streams end (browsers reconnect elsewhere and resume), and this resolves once every
   * request in flight has been answered, or after `timeoutMs` (default 10 000).
   */
  drain(options?: { timeoutMs?: number }): Promise<DrainResult>;
  /** True once draining has begun. */
  readonly draining: boolean;
}

/**
 * The page shipped in the package: <package>/dist/checkout-page, three folders up from
 * dist/hosted/checkout-server/ (and from src/hosted/checkout-server/ in this repository). A
 * variable, not a literal: Vite's build would take `new URL('literal', import.meta.url)` for an asset.
 */
const PAGE_DIR_FROM_HERE = '../../../dist/checkout-page';
/** Where the package's built checkout page is (the default `pageDir`). */
export const DEFAULT_PAGE_DIR = fileURLToPath(new URL(PAGE_DIR_FROM_HERE, import.meta.url));

/** The proxy operations the pay page calls; every other one is refused. */
const PAGE_OPERATIONS: ReadonlySet<OperationName> = new Set(['paymentLinks.retrieve', 'paymentLinks.checkout', 'payments.retrieve', 'payments.events']);

const PROXY_PATH = '/api/paykit';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** paykit/elements' script for any page (docs/elements.md#loading-it): written into the page folder by scripts/build-elements.ts. */
const ELEMENTS_SCRIPT = '/elements.js';
/** Its chunks: content-hashed names, so immutable like the assets. */
const ELEMENTS_CHUNK = /^\/elements-chunks\/[\w-]+\.js$/;
/**
 * A shop's page loads these as `<script type="module">`, a CORS fetch. `*` rather than the shop
 * origins: they are the same public bytes for everyone, the browser sends no credentials for `*`
 * and reads nothing private with it, and a page of any origin may run them (they call only the
 * proxy, whose own CORS list decides who may use it). Listing origins here would only break a shop
 * that forgot one, and would make every answer vary by Origin.
 */
const ELEMENTS_CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
const isElementsFile = (path: string) => path === ELEMENTS_SCRIPT || ELEMENTS_CHUNK.test(path);
/** A painted page's checkout refused with these never reached the service (the payer's rate limit, `authorize`). */
const REFUSED_UNREAD: ReadonlySet<number> = new Set([403, 429]);
const isProxyPath = (path: string) => path === PROXY_PATH || path.startsWith(`${PROXY_PATH}/`);

/** Builds the handler; nothing is read until the first request or `ready()`. */
export function createCheckoutServer(options: CheckoutServerOptions): CheckoutServer {
  const logger = checkoutLogger(options.logger);
  const onError = (error: unknown) => logger.error({ err: error }, 'internal error');
  const client = upstreamClient(options, onError);
  const store = options.store ?? new MemoryStatusStore();
  const hops = trustedHops(options.trustProxy);
  const trustProxy = hops > 0;
  const ipv6Prefix = options.proxy?.limits?.ipv6Prefix ?? DEFAULT_IPV6_PREFIX;
  const clientKeyOf = clientKey(hops, ipv6Prefix);
  const proxy: EdgeHandler =
    options.proxyHandler ??
    createPaykitHandler({
      ...options.proxy,
      upstream: { ...options.proxy?.upstream, client },
      store,
      webhooks: { ...options.proxy?.webhooks, secret: options.webhookSecret },
      http: { ...options.proxy?.http, basePath: PROXY_PATH, trustProxy },
      policies: { ...options.proxy?.policies, authorize: (_request, operation) => PAGE_OPERATIONS.has(operation) },
      limits: { ...options.proxy?.limits, ...(trustProxy ? { clientKey: clientKeyOf } : {}) },
      onError: options.proxy?.onError ?? onError,
    });
  const forPage = pageCheckoutOf(proxy);
  const links = new LinkPresence(client);
  const readiness = createReadiness({ store, client, timeoutMs: options.readinessTimeoutMs });
  const draining = new Draining();
  const returnOrigins = options.returnOrigins ?? [];
  const policy = {
    frameAncestors: ["'self'", ...returnOrigins].join(' '),
    ...(logoOrigin(options.merchantLogoUrl) ? { extraImgSrc: logoOrigin(options.merchantLogoUrl) } : {}),
  };
  const htmlHeaders = pageHeaders(policy);
  const pageDir = options.pageDir ?? DEFAULT_PAGE_DIR;

  const merchant: Merchant = { name: options.merchantName, logoUrl: options.merchantLogoUrl, testMode: testModeOf(options) };

  let loading: Promise<{ files: PageFiles; page: PageFile; html: string; renderer: PageRenderer | null }> | null = null;
  /** The page files and the page's renderer, read once; a failed read is tried again next time (the page may be built meanwhile). */
  const load = () => {
    loading ??= Promise.all([loadPageFiles(pageDir), loadRenderer(pageDir)]).then(([files, renderer]) => {
      const built = files.get('/pay.html') as PageFile;
      const html = withMerchant((built.bodies.get('identity') as Buffer).toString('utf8'), merchant);
      return { files, page: encodeHtml(html, built.type), html, renderer };
    });
    return loading.catch((error: unknown) => {
      loading = null;
      throw error;
    });
  };
  const page = () =>
    load().catch((error: unknown) => {
      onError(error);
      throw new HttpError(503, 'page_not_built', 'The checkout page is not built on this server', { headers: { 'retry-after': '5' } });
    });

  async function readyz(): Promise<Response> {
    if (draining.active) return notReady({ shutdown: 'draining' }, 'This instance is shutting down');
    const { ready, checks } = await readiness();
    if (ready) return json({ status: 'ready', checks });
    const failing = Object.entries(checks).filter(([, state]) => state !== 'ok');
    return notReady(checks, `Not ready: ${failing.map(([name, state]) => `${name} ${state}`).join('; ')}`);
  }

  /** /pay/<id>: an id that cannot be a link's gets the translated not-found page (404) at once. */
  async function payRoute(request: Request, { url, params, connection }: RouteContext): Promise<Response> {
    const linkId = decodeSegment(params.id as string);
    if (!isLinkId(linkId)) return send(request, await notFoundPage(request, url), htmlHeaders, 404);
    return payPage(request, url, linkId, connection);
  }

  async function staticFile(request: Request, { url }: RouteContext): Promise<Response> {
    const path = url.pathname;
    const file = (await page()).files.get(path);
    if (!file) throw notFound(`Nothing at ${path}`);
    // Asset names carry a content hash, so they never change; /paykit.css and /elements.js keep their names and are revalidated.
    const caching = path === '/paykit.css' || path === ELEMENTS_SCRIPT ? 'no-cache' : IMMUTABLE;
    // Merchants' pages on other origins load the elements as a module script, which is fetched with CORS.
    const headers = { 'cache-control': caching, ...(isElementsFile(path) ? ELEMENTS_CORS : {}) };
    return sendStatic(request, file, headers);
  }

  async function elementsChunk(request: Request, context: RouteContext): Promise<Response> {
    if (!ELEMENTS_CHUNK.test(context.url.pathname)) throw notFound(`Nothing at ${context.url.pathname}`);
    return staticFile(request, context);
  }

  const routes = new RouteTable({
    onError,
    headers: { 'x-content-type-options': 'nosniff' },
    // Only the proxy's paths take other methods than GET and HEAD, and it answers its own 405s.
    miss: (_request, url) => notFound(`Nothing at ${url.pathname}`),
  })
    .check((_request, { url }) => {
      if (draining.active && url.pathname !== '/healthz' && url.pathname !== '/readyz') {
        throw new HttpError(503, 'shutting_down', 'This instance is shutting down; try again', { headers: { 'retry-after': '1', connection: 'close' } });
      }
    })
    .on('*', '/healthz', () => json({ status: 'ok' }))
    .on('*', '/readyz', readyz)
    .mount(PROXY_PATH, proxy)
    .on(READ_METHODS, '/pay/:id', payRoute)
    .on(READ_METHODS, '/assets/*', staticFile)
    .on(READ_METHODS, '/paykit.css', staticFile)
    .on(READ_METHODS, ELEMENTS_SCRIPT, staticFile)
    .on(READ_METHODS, '/elements-chunks/:file', elementsChunk);

  /**
   * /pay/<link>: the not-found page (404) for a link the service does not have; a redirect that
   * drops a return_url on an origin not allowed; else the page, painted when it can be. A painted
   * page reads the link once: its checkout's read also says whether the link exists, so the
   * presence look-up is made only for a page sent as built (or a checkout refused unread). So a
   * page to be painted redirects a bad return_url before it knows the link: an unknown one's 404
   * then comes with the redirected request.
   */
  async function payPage(request: Request, url: URL, linkId: string, connection: ConnectionInfo | undefined): Promise<Response> {
    const paints = await paintsPage(request);
    const unknown = async () => send(request, await notFoundPage(request, url), htmlHeaders, 404);
    if (!paints && (await links.isUnknown(linkId, clientKeyOf(request, connection)))) return unknown();
    const returnUrl = url.searchParams.get('return_url');
    if (returnUrl !== null && !safeReturnUrl(returnUrl, returnOrigins)) {
      // Only the bad parameter goes: the payer keeps their language and anything else. No
      // checkout is opened for this answer: the page it leads to opens it.
      url.searchParams.delete('return_url');
      return new Response(null, { status: 303, headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'no-store' } });
    }
    const built = async () => send(request, (await page()).page, htmlHeaders);
    if (!paints || !forPage) return built();
    const opened = await forPage(request, linkId, connection).catch((error: unknown) => {
      onError(error);
      return null;
    });
    if (opened && 'checkout' in opened) {
      links.learn(linkId, false);
      return send(request, (await paintedPage(request, url, opened.checkout)) ?? (await page()).page, htmlHeaders);
    }
    if (opened?.refused.status === 404) {
      links.learn(linkId, true);
      return unknown();
    }
    // Not opened now (closed link, busy, the service down): the script tries and says why. One
    // refused before the link was read (the payer's rate limit, `authorize`) still owes the status its look-up.
    if (opened && REFUSED_UNREAD.has(opened.refused.status) && (await links.isUnknown(linkId, clientKeyOf(request, connection)))) return unknown();
    return built();
  }

  /**
   * Whether the page is painted for this request: not for a HEAD, nor a fetch that is no browser
   * opening the page (a link preview, a crawler: painting would open the link's payment and start
   * its clock), nor without the folder's renderer or the proxy's checkout for pages.
   */
  async function paintsPage(request: Request): Promise<boolean> {
    if (!forPage || request.method !== 'GET' || !opensPage(request)) return false;
    return (await page()).renderer !== null;
  }

  /**
   * The page with the link's checkout painted in (docs/checkout.md#before-the-script-runs), or
   * null to send it as built when the renderer fails: the script then opens the same checkout
   * (the proxy remembers it), and the payer waits for it, no more.
   */
  async function paintedPage(request: Request, url: URL, checkout: CheckoutView): Promise<PageFile | null> {
    const { html, renderer, page: built } = await page();
    if (!renderer) return null;
    try {
      const painted = await paintPage(renderer.paint, { html, checkout, url, acceptLanguage: request.headers.get('accept-language'), merchant });
      return encodePainted(painted, built.type, request.headers.get('accept-encoding'));
    } catch (error) {
      onError(error);
      return null;
    }
  }

  /**
   * The page for an address no link has, painted in the payer's language (a payer without
   * JavaScript reads it too), or the page as built, whose script then draws the same, when the
   * folder's renderer predates it or fails.
   */
  async function notFoundPage(request: Request, url: URL): Promise<PageFile> {
    const { html, renderer, page: built } = await page();
    if (!renderer?.paintNotFound) return built;
    try {
      const painted = await paintNotFoundPage(renderer.paintNotFound, { html, url, acceptLanguage: request.headers.get('accept-language'), merchant });
      return encodePainted(painted, built.type, request.headers.get('accept-encoding'));
    } catch (error) {
      onError(error);
      return built;
    }
  }

  async function fetch(request: Request, connection?: ConnectionInfo): Promise<Response> {
    const startedAt = performance.now();
    const requestId = requestIdOf(request);
    const url = new URL(request.url);
    const done = draining.begin();
    let response = await routes.fetch(request, connection);
    response = withHeader(response, 'x-request-id', requestId);
    const refused = isProxyPath(url.pathname) ? crossOriginRefusal(request, response, trustProxy) : null;
    const line = { requestId, method: request.method, path: url.pathname, status: response.status, startedAt, refused };
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      done();
      logRequest(logger, line);
      return response;
    }
    // An event stream is in flight, and its line is written, when it ends.
    return draining.stream(response, () => {
      done();
      logRequest(logger, line);
    });
  }

  return {
    fetch,
    ready: async () => void (await load()),
    drain: (drainOptions = {}) => draining.drain(drainOptions.timeoutMs ?? 10_000),
    get draining() {
      return draining.active;
    },
  };
}

/**
 * The proxy's in-process checkout for painted pages. A handler made by createPaykitHandler has
 * one (a merchant's own `proxyHandler` too, when made so); any other handler has none, and then
 * the page goes out as built and its script opens the checkout, which paints it: the server
 * never calls its own proxy over a Request.
 */
function pageCheckoutOf(proxy: EdgeHandler): PaykitHandler['checkoutForPage'] | null {
  const candidate = (proxy as Partial<PaykitHandler>).checkoutForPage;
  return typeof candidate === 'function' ? candidate : null;
}

function upstreamClient(options: CheckoutServerOptions, onError: (error: unknown) => void): PaykitClient {
  if (options.client) return options.client;
  const key = { apiKey: options.apiKey, baseUrl: options.baseUrl, maxResponseBytes: options.proxy?.upstream?.maxResponseBytes };
  return upstreamClientFor(key, onError, 'createCheckoutServer: pass `apiKey` and `baseUrl` (the service root in front of /v1), or `client`');
}

/** A file in the encoding the browser takes best, saying that the choice depends on Accept-Encoding. */
function send(request: Request, file: PageFile, headers: Record<string, string>, status = 200): Response {
  const encoding = encodingFor(request, file);
  return sendEncoded(request, file, encoding, headers, status);
}

/**
 * A static file, or 304 when the browser's copy is this very body (RFC 9110 §13.1.2: weak
 * comparison, lists, `*`). Each encoding has its own tag, since its bytes differ; the 304 carries
 * what the 200 would for caches to update their copy: ETag, Cache-Control, Vary and the CORS headers.
 */
function sendStatic(request: Request, file: PageFile, headers: Record<string, string>): Response {
  const encoding = encodingFor(request, file);
  const validated = { ...headers, etag: encodingTag(file.etag, encoding) };
  if (notModified(request.headers.get('if-none-match'), validated.etag)) {
    return new Response(null, { status: 304, headers: { ...validated, vary: 'Accept-Encoding' } });
  }
  return sendEncoded(request, file, encoding, { 'content-type': file.type, 'x-content-type-options': 'nosniff', ...validated });
}

const encodingFor = (request: Request, file: PageFile): Encoding => chooseEncoding(request.headers.get('accept-encoding'), new Set(file.bodies.keys()));

function sendEncoded(request: Request, file: PageFile, encoding: Encoding, headers: Record<string, string>, status = 200): Response {
  const body = file.bodies.get(encoding) as Buffer;
  const all: Record<string, string> = { ...headers, vary: 'Accept-Encoding', 'content-length': String(body.byteLength) };
  if (encoding !== 'identity') all['content-encoding'] = encoding;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: all });
}

/** A browser opening the page in a tab or a frame (Sec-Fetch-Dest, which browsers set and scripts cannot). */
function opensPage(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === 'document' || destination === 'iframe';
}

function notReady(checks: Record<string, string>, message: string): Response {
  return json({ error: { code: 'not_ready', message }, checks }, 503, { 'retry-after': '1' });
}

/** Headers of a Response from elsewhere may be immutable (a fetch() answer): copy it then. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

function logoOrigin(logoUrl: string | undefined): string | undefined {
  if (!logoUrl) return undefined;
  try {
    const url = new URL(logoUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
