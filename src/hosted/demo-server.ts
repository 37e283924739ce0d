/**
 * Everything `npm start` serves, in one process: the emulated service under /sandbox, the
 * proxy under /api/paykit (with a demo identity and its webhook receiver registered with the
 * sandbox, so signed webhooks really drive live status) and the pages.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { createPaykitClient, createPaykitHandler } from '../server';
import { toNodeListener, toWebRequest, writeWebResponse } from '../server/node';
import { isCountryCode } from '../shared/schemas/countries';
import { email as emailSchema } from '../shared/schemas/primitives';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoIdentities } from './demo-identity';
import { CATALOGUE, decidePayment } from './demo-shop';
import { createPanelHandler } from './panel/panel-api';
import { baseStylesheet } from '../react/stylesheet';
import { pageHeaders, type PagePolicy } from './page-headers';
import { safeReturnUrl } from './return-url';
import { readStatic } from './static-files';
import { HttpError } from '../web/http-error';

export interface DemoServer {
  server: Server;
  sandbox: Sandbox;
  url: string;
  close(): Promise<void>;
}

export interface DemoOptions {
  port: number;
  apiKey?: string;
  /** Where `npm run build:pages` put the pages (default dist-pages/). */
  pagesDir?: string;
  onError?: (error: unknown) => void;
}

export const DEFAULT_PAGES_DIR = fileURLToPath(new URL('../../dist-pages', import.meta.url));

const PAGES: Record<string, string> = { '/': 'store', '/onboarding': 'onboarding', '/sandbox': 'panel' };

/** The document uploader previews the chosen photo from a blob: URL (DocumentUploader's documented CSP need). */
const PAGE_POLICIES: Record<string, PagePolicy> = { onboarding: { frameAncestors: "'self'", extraImgSrc: 'blob:' } };

export async function startDemoServer(options: DemoOptions): Promise<DemoServer> {
  const sandbox = createSandbox({ ...(options.apiKey ? { apiKey: options.apiKey } : {}), onError: options.onError });
  const sandboxListener = toNodeListener(sandbox.handler);
  const identities = new DemoIdentities();
  const pagesDir = options.pagesDir ?? DEFAULT_PAGES_DIR;
  const stylesheet = baseStylesheet();
  let proxy: ((request: Request) => Promise<Response>) | null = null;
  let panelApi: ((request: Request) => Promise<Response>) | null = null;
  let demoLinkId = '';

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      options.onError?.(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(new HttpError(500, 'internal_error', 'Internal error').toEnvelope()));
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
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
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, path);
    if (path.startsWith('/assets/')) return serveAsset(res, path);
    if (path === '/favicon.ico') return void res.writeHead(204, { 'cache-control': 'public, max-age=86400' }).end();
    if (path === '/paykit.css') {
      // Stitches adopts this same-origin sheet, so the pages never need an inline <style> (strict CSP).
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
      return void res.end(req.method === 'HEAD' ? undefined : stylesheet);
    }
    if (path === '/demo/config.json') {
      return sendJson(res, { payment_link_id: demoLinkId, products: CATALOGUE });
    }
    const payMatch = /^\/pay\/(pl_[A-Za-z0-9]+)$/.exec(path);
    if (payMatch) {
      // "Back to the shop" only to an allowed origin: anything else is dropped, not followed.
      const url = new URL(req.url ?? '/', origin());
      const returnUrl = url.searchParams.get('return_url');
      if (returnUrl !== null && !safeReturnUrl(returnUrl, [origin()])) {
        res.writeHead(303, { location: path, 'cache-control': 'no-store' });
        return void res.end();
      }
      return servePage(req, res, 'pay');
    }
    const page = PAGES[path];
    if (page) return servePage(req, res, page);
    return notFound(res, path);
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
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

  async function serveAsset(res: ServerResponse, path: string): Promise<void> {
    const file = await readStatic(pagesDir, path);
    if (!file) return notFound(res, path);
    // Built asset names carry a content hash, so they never change.
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    res.end(file.body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, resolve);
  });
  const origin = () => `http://localhost:${(server.address() as AddressInfo).port}`;

  // The proxy talks to the sandbox over HTTP like it would to the real service, and the
  // sandbox delivers signed webhooks back to the proxy's receiver over HTTP.
  const client = createPaykitClient({ apiKey: sandbox.apiKey, baseUrl: `${origin()}/sandbox` });
  const endpoint = await client.webhooks.create({
    url: `${origin()}/api/paykit/webhooks`,
    events: ['payment.confirmed', 'payment.settled', 'payment.failed', 'account.verification_status_updated'],
  });
  proxy = createPaykitHandler({
    client,
    webhookSecret: endpoint.secret,
    createPayment: (_request, body) => decidePayment(body),
    resolveAccount: (request) => identities.accountOf(request),
    createAccount: (request, body) => demoAccountFields(identities.userOf(request) ?? 'anonymous', body),
    onAccountCreated: (request, accountId) => identities.linkAccount(request, accountId),
    onError: options.onError,
  });
  panelApi = createPanelHandler({ client, basePath: '/sandbox/panel-api', onError: options.onError });
  demoLinkId = (await client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'paykit T-shirt (payment link)' })).id;

  const ticker = setInterval(() => void sandbox.clock.runDue(), 1000);
  ticker.unref();
  return {
    server,
    sandbox,
    url: origin(),
    close: () =>
      new Promise((resolve) => {
        clearInterval(ticker);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function notFound(res: ServerResponse, path: string): void {
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(new HttpError(404, 'not_found', `Nothing at ${path}`).toEnvelope()));
}

/** The demo lets a visitor pick individual or business; the platform fills in the rest. */
function demoAccountFields(userId: string, body: Record<string, unknown>) {
  const customerType = body.customer_type === 'business' ? 'business' : body.customer_type === 'individual' ? 'individual' : null;
  if (!customerType) return null;
  const email = emailSchema.safeParse(body.email).success ? (body.email as string) : `${userId}@demo.paykit.example`;
  const country = isCountryCode(body.country) ? body.country : 'AU';
  return { customer_type: customerType, email, country, reference_id: userId } as const;
}
