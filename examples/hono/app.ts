/**
 * Hono: the paykit proxy at /api/paykit. The handler takes the raw Request (c.req.raw), so no
 * body is read before it and webhook signatures verify over the bytes as sent. server.ts serves it.
 */
import { Hono, type Context } from 'hono';
import { addressBucket, createPaykitHandler } from 'paykit/server';

// Prices live on the server; the browser only says which order it is paying for.
const PRICES = new Map([
  ['tee', '25.00'],
  ['mug', '12.00'],
]);

// Stand-in for your auth: the "sid" cookie → the signed-in user's connected account.
export const sessions = new Map<string, string>();
const sessionId = (request: Request) => /(?:^|;\s*)sid=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];

/** `clientAddress` names a request's peer (the server's to tell); without it every visitor shares one rate-limit bucket. */
export function createApp(env: NodeJS.ProcessEnv = process.env, options: { clientAddress?: (c: Context) => string | undefined } = {}) {
  // The proxy sees only the Request; the route notes each one's peer address for the rate limiter.
  const addresses = new WeakMap<Request, string>();
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
    // addressBucket counts an IPv6 client as its /64.
    limits: { clientKey: (request) => addressBucket(addresses.get(request) ?? 'unknown') },
  });

  const app = new Hono();
  app.all('/api/paykit/*', (c) => {
    const address = options.clientAddress?.(c);
    if (address) addresses.set(c.req.raw, address);
    return paykit(c.req.raw);
  });
  return app;
}
