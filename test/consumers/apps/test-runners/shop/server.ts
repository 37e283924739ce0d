import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createPaykitHandler, toNodeListener } from 'paykit/server';

/** What the shop's server needs: where to listen, and the service (here the sandbox) with its secrets. */
export interface ShopOptions {
  port: number;
  paykitBaseUrl: string;
  apiKey: string;
  webhookSecret: string;
}

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Tee shop</title></head>
  <body><main id="root"></main><script type="module" src="/page.js"></script></body>
</html>`;

/** The shop's server: its page, its bundle, and the paykit proxy at /api/paykit. */
export function startShop(options: ShopOptions): Promise<Server> {
  const paykit = toNodeListener(
    createPaykitHandler({
      upstream: { apiKey: options.apiKey, baseUrl: options.paykitBaseUrl },
      webhooks: { secret: options.webhookSecret },
      policies: {
        createPayment: (_request, body) => (body.order === 'tee' ? { amount: '25.00', currency: 'USDT', reference: 'order-tee' } : null),
      },
    }),
  );
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/paykit/')) return void paykit(request, response);
    if (request.url === '/page.js') {
      // Built by `npm run build:shop` (esbuild) before the tests start.
      void readFile(new URL('./dist/page.js', import.meta.url)).then((code) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(code));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML);
  });
  return new Promise((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
