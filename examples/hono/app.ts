/**
 * Hono: the paykit proxy at /api/paykit. The handler takes the raw Request (c.req.raw), so no
 * body is read before it and webhook signatures verify over the bytes as sent.
 * PAYKIT_API_KEY=… PAYKIT_BASE_URL=… PAYKIT_WEBHOOK_SECRET=… npx tsx examples/hono/app.ts
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { createPaykitHandler, toNodeListener } from 'paykit/server';

// Prices live on the server; the browser only says which order it is paying for.
const PRICES = new Map([
  ['tee', '25.00'],
  ['mug', '12.00'],
]);

// Stand-in for your auth: the "sid" cookie → the signed-in user's connected account.
export const sessions = new Map<string, string>();
const sessionId = (request: Request) => /(?:^|;\s*)sid=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];

export function createApp(env: NodeJS.ProcessEnv = process.env) {
  const paykit = createPaykitHandler({
    upstream: { apiKey: env.PAYKIT_API_KEY, baseUrl: env.PAYKIT_BASE_URL },
    webhookSecret: env.PAYKIT_WEBHOOK_SECRET,
    policies: {
      createPayment: (_request, body) => {
        const amount = PRICES.get(String(body.order));
        return amount ? { amount, currency: 'USDT', reference: `order-${String(body.order)}` } : null;
      },
      resolveAccount: (request) => sessions.get(sessionId(request) ?? '') ?? null,
    },
  });

  const app = new Hono();
  app.all('/api/paykit/*', (c) => paykit(c.req.raw));
  return app;
}

// Node, through paykit's adapter (it hands the peer address to the rate limiter). Served any other
// way (@hono/node-server, Bun, Deno), pass `limits.clientKey` or every visitor shares one rate-limit bucket.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = createApp();
  createServer(toNodeListener(async (request) => app.fetch(request))).listen(3000, () => console.log('shop on http://localhost:3000'));
}
