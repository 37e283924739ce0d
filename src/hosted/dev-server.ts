/**
 * `npm start`: the demo in one process on http://localhost:5173 (PORT overrides).
 * The emulated service is mounted at /sandbox/v1 and /sandbox/api/v1; the proxy and
 * pages join it as the checkout and onboarding work lands.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../sandbox/sandbox';
import { toNodeListener } from '../server/node';
import { landingPage } from './landing-page';

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

const sandbox = createSandbox({
  ...(process.env.PAYKIT_API_KEY ? { apiKey: process.env.PAYKIT_API_KEY } : {}),
  onError: (error) => console.error('sandbox: internal error', error),
});
const sandboxListener = toNodeListener(sandbox.handler);
setInterval(() => void sandbox.clock.runDue(), 1000).unref();

function route(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (/^\/sandbox\/(api\/)?v1(\/|$)/.test(path)) return sandboxListener(req, res);
  if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'; style-src 'self'; script-src 'self'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : landingPage({ port }));
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: 'not_found', message: `Nothing at ${path}` } }));
}

const server = createServer(route);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port` : error.message);
  process.exit(1);
});
server.listen(port, () => {
  const actual = (server.address() as AddressInfo).port;
  console.log(`paykit demo on http://localhost:${actual}`);
  console.log(`  sandbox API: http://localhost:${actual}/sandbox/v1 and /sandbox/api/v1`);
  console.log(
    process.env.PAYKIT_API_KEY
      ? '  sandbox API key: from PAYKIT_API_KEY'
      : `  sandbox API key (generated; set PAYKIT_API_KEY to choose one): ${sandbox.apiKey}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
