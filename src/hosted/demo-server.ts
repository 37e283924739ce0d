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
import { DemoIdentities } from './demo-identity';
import { decidePayment } from './demo-shop';
import { landingPage } from './landing-page';

export interface DemoServer {
  server: Server;
  sandbox: Sandbox;
  url: string;
  close(): Promise<void>;
}

export interface DemoOptions {
  port: number;
  apiKey?: string;
  onError?: (error: unknown) => void;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; style-src 'self'; script-src 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export async function startDemoServer(options: DemoOptions): Promise<DemoServer> {
  const sandbox = createSandbox({ ...(options.apiKey ? { apiKey: options.apiKey } : {}), onError: options.onError });
  const sandboxListener = toNodeListener(sandbox.handler);
  const identities = new DemoIdentities();
  let proxy: ((request: Request) => Promise<Response>) | null = null;

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      options.onError?.(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }));
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (/^\/sandbox\/(api\/)?v1(\/|$)/.test(path)) return sandboxListener(req, res);
    if (path === '/api/paykit' || path.startsWith('/api/paykit/')) {
      const user = identities.identify(req, res);
      const request = toWebRequest(req);
      identities.attach(request, user);
      return writeWebResponse(await (proxy as NonNullable<typeof proxy>)(request), res);
    }
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      identities.identify(req, res);
      res.writeHead(200, PAGE_HEADERS);
      res.end(req.method === 'HEAD' ? undefined : landingPage({ origin: origin() }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'not_found', message: `Nothing at ${path}` } }));
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

/** The demo lets a visitor pick individual or business; the platform fills in the rest. */
function demoAccountFields(userId: string, body: Record<string, unknown>) {
  const customerType = body.customer_type === 'business' ? 'business' : body.customer_type === 'individual' ? 'individual' : null;
  if (!customerType) return null;
  const email = emailSchema.safeParse(body.email).success ? (body.email as string) : `${userId}@demo.paykit.example`;
  const country = isCountryCode(body.country) ? body.country : 'AU';
  return { customer_type: customerType, email, country, reference_id: userId } as const;
}
