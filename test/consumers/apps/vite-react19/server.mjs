/**
 * The shop's server: the built pages (dist/) under a strict Content-Security-Policy, the paykit
 * proxy at /api/paykit, and, standing in for the service, the sandbox emulator in this process
 * (also served at /sandbox so a test can drive its simulators; the client reaches it through
 * sandbox.fetch, so its loopback baseUrl is never dialled). PORT=0 picks a free port.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from 'paykit/sandbox';
import { createPaykitClient, createPaykitHandler, toNodeListener } from 'paykit/server';

const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'";
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const PRICES = new Map([['tee', '25.00']]);

let proxy;
// Webhooks go from the sandbox to the proxy's receiver in-process.
const sandbox = createSandbox({ apiKey: process.env.PAYKIT_API_KEY, fetch: (input, init) => proxy(new Request(input, init)) });
const upstream = createPaykitClient({ apiKey: sandbox.apiKey, baseUrl: 'http://127.0.0.1', fetch: sandbox.fetch });

async function page(request, response) {
  const path = new URL(request.url, 'http://x').pathname;
  if (path === '/favicon.ico') return response.writeHead(204).end();
  const file = normalize(join(DIST, path === '/' ? 'index.html' : path));
  const body = file.startsWith(DIST) ? await readFile(file).catch(() => null) : null;
  if (!body) return response.writeHead(404).end();
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, ...(type === 'text/html' ? { 'content-security-policy': CSP } : {}) }).end(body);
}

const api = toNodeListener((request) => proxy(request));
const emulator = toNodeListener((request) => sandbox.handler(request));
const server = createServer((request, response) => {
  if (request.url.startsWith('/api/paykit/')) return api(request, response);
  if (request.url.startsWith('/sandbox/')) return emulator(request, response);
  page(request, response).catch(() => response.writeHead(500).end());
});

server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', async () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const endpoint = await upstream.webhooks.create({ url: `${origin}/api/paykit/webhooks`, events: ['payment.confirmed', 'payment.settled', 'payment.failed'] });
  proxy = createPaykitHandler({
    upstream: { client: upstream },
    webhookSecret: endpoint.secret,
    policies: {
      createPayment: (_request, body) => {
        const amount = PRICES.get(String(body.order));
        return amount ? { amount, currency: 'USDT', reference: `order-${String(body.order)}` } : null;
      },
      resolveAccount: () => null,
    },
  });
  console.log(`shop listening on ${origin}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
