/**
 * Express: the paykit proxy at /api/paykit, and the built page (dist/, `npm run build`) under a
 * strict Content-Security-Policy. PAYKIT_API_KEY=… PAYKIT_BASE_URL=… PAYKIT_WEBHOOK_SECRET=… npm start
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createPaykitHandler, toNodeListener } from 'paykit/server';

// Prices live on the server; the browser only says which order it is paying for.
const PRICES = new Map([
  ['tee', '25.00'],
  ['mug', '12.00'],
]);

// No inline script or style anywhere: the kit styles itself through a constructed style sheet and paykit/styles.css.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'";

// Stand-in for your session store: the "sid" cookie → the signed-in user's connected account.
export const sessions = new Map<string, string>();
const sessionId = (request: Request) => /(?:^|;\s*)sid=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];

/** The app; `pages` names a folder of built pages to serve (none in the recipe tests). */
export function createApp(env: NodeJS.ProcessEnv = process.env, options: { pages?: string } = {}) {
  const paykit = createPaykitHandler({
    upstream: { apiKey: env.PAYKIT_API_KEY, baseUrl: env.PAYKIT_BASE_URL },
    webhooks: { secret: env.PAYKIT_WEBHOOK_SECRET },
    policies: {
      createPayment: (_request, body) => {
        const amount = PRICES.get(String(body.order));
        return amount ? { amount, currency: 'USDT', reference: `order-${String(body.order)}` } : null;
      },
      resolveAccount: (request) => sessions.get(sessionId(request) ?? '') ?? null,
    },
    // Behind a load balancer that terminates HTTPS, the adapter sees http:// and the socket is the
    // balancer's: add http: { corsOrigins: ['https://your.shop'] } (else same-origin POSTs are refused as
    // cross-site) and a limits.clientKey from the client-IP header it sets (else one rate-limit bucket).
  });

  const app = express();
  // First, and with no body parser (or compression) in front: webhooks are verified over the raw bytes,
  // and payment events stream unbuffered. The mount path must equal http.basePath (default /api/paykit).
  app.use('/api/paykit', toNodeListener(paykit));
  // Your own routes take express.json() per route, never app-wide ahead of the proxy.
  app.post('/orders', express.json(), (req, res) => {
    // The parsed body is whatever the browser sent: read the one field as unknown, then check it.
    const { order } = (req.body ?? {}) as { order?: unknown };
    res.status(typeof order === 'string' && PRICES.has(order) ? 201 : 400).json({ order: order ?? null });
  });
  if (options.pages) {
    app.use(express.static(options.pages, { setHeaders: (res, path) => path.endsWith('.html') && res.setHeader('content-security-policy', CSP) }));
  }
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = fileURLToPath(new URL('./dist', import.meta.url));
  // PORT=0 picks a free port; HOST=0.0.0.0 listens on every interface.
  const server = createApp(process.env, { pages }).listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
    const { address, port } = server.address() as AddressInfo;
    console.log(`shop on http://${address}:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // open payment event streams, too
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
