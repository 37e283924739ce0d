/**
 * A small Node server: the paykit proxy at /api/paykit (through paykit/server's Node adapter) and
 * the built page (dist/, `npm run build`) under a strict Content-Security-Policy.
 * PAYKIT_API_KEY=… PAYKIT_BASE_URL=… PAYKIT_WEBHOOK_SECRET=… npm start
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPaykitHandler, toNodeListener } from 'paykit/server';

// Prices live on the server; the browser only says which order it is paying for.
const PRICES = new Map([['tee', '25.00']]);

// No inline script or style: the elements style their shadow roots through a constructed style sheet.
// blob: lets the onboarding's document uploader preview the chosen photo.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'";

// Stand-in for your sign-in and user store: the "sid" cookie → the visitor's connected account.
const sessions = new Map<string, string>();
const sessionId = (cookie: string | null | undefined) => /(?:^|;\s*)sid=([^;]*)/.exec(cookie ?? '')?.[1];

const paykit = createPaykitHandler({
  upstream: { apiKey: process.env.PAYKIT_API_KEY, baseUrl: process.env.PAYKIT_BASE_URL },
  webhooks: { secret: process.env.PAYKIT_WEBHOOK_SECRET },
  policies: {
    createPayment: (_request, body) => {
      const amount = PRICES.get(String(body.order));
      return amount ? { amount, currency: 'USDT', reference: `order-${String(body.order)}` } : null;
    },
    // <paykit-onboarding> opens the visitor's own account; your server decides its fields.
    resolveAccount: (request) => sessions.get(sessionId(request.headers.get('cookie')) ?? '') ?? null,
    createAccount: (request, body) => {
      if (!sessionId(request.headers.get('cookie'))) return null;
      const user = randomUUID(); // stand-in for your user's id and email
      return { customer_type: body.customer_type === 'business' ? 'business' : 'individual', email: `${user}@example.com`, country: 'AU', reference_id: user };
    },
    onAccountCreated: (request, accountId) => void sessions.set(sessionId(request.headers.get('cookie')) ?? '', accountId),
  },
});
const proxy = toNodeListener(paykit);

const DIST = fileURLToPath(new URL('./dist', import.meta.url));
/** The page's own paths (src/App.vue picks the view): each answers index.html. */
const PAGES = new Set(['/', '/account']);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The built page and its assets; anything outside dist/ is a 404. */
async function serveBuilt(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://shop').pathname);
  } catch {
    return void response.writeHead(400).end();
  }
  const page = PAGES.has(pathname);
  const file = page ? join(DIST, 'index.html') : normalize(join(DIST, pathname));
  if (!file.startsWith(DIST + sep) || (request.method !== 'GET' && request.method !== 'HEAD')) return void response.writeHead(404).end();
  const body = await readFile(file).catch(() => null);
  if (!body) return void response.writeHead(404).end();
  const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
  if (page) {
    headers['content-security-policy'] = CSP;
    headers['cache-control'] = 'no-cache';
    // Stand-in for signing in: every visitor gets a session, so <paykit-onboarding> can open their account.
    if (!sessionId(request.headers.cookie)) headers['set-cookie'] = `sid=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
  } else if (pathname.startsWith('/assets/')) {
    headers['cache-control'] = 'public, max-age=31536000, immutable'; // Vite hashes these names
  }
  response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
}

const server = createServer((request, response) => {
  // First, and with nothing reading the body before it: webhooks are verified over the raw bytes.
  if (request.url === '/api/paykit' || request.url?.startsWith('/api/paykit/')) return void proxy(request, response);
  serveBuilt(request, response).catch(() => response.writeHead(500).end());
});

// PORT=0 picks a free port; HOST=0.0.0.0 listens on every interface.
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`shop on http://${address}:${port}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections(); // open payment event streams, too
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
