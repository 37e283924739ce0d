/** The proxy for app/api/paykit/[...path]/route.ts (a route file may export only handlers and route config). */
import { addressBucket, createPaykitHandler } from 'paykit/server';

// Prices live on the server; the browser only says which order it is paying for.
const PRICES = new Map([
  ['tee', '25.00'],
  ['mug', '12.00'],
]);

// Stand-in for your auth: the "sid" cookie (app/sign-in/route.ts sets one) → the user's connected account.
// (next/headers' cookies() works too inside a request; reading the header keeps this file framework-free.)
export const sessions = new Map<string, string>();
const sessionId = (request: Request) => /(?:^|;\s*)sid=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];

export function createPaykit(env: NodeJS.ProcessEnv = process.env) {
  return createPaykitHandler({
    upstream: { apiKey: env.PAYKIT_API_KEY, baseUrl: env.PAYKIT_BASE_URL },
    webhooks: { secret: env.PAYKIT_WEBHOOK_SECRET },
    policies: {
      createPayment: (_request, body) => {
        const amount = PRICES.get(String(body.order));
        return amount ? { amount, currency: 'USDT', reference: `order-${String(body.order)}` } : null;
      },
      resolveAccount: (request) => sessions.get(sessionId(request) ?? '') ?? null,
      // The onboarding page opens the signed-in user's account; your server decides its fields.
      createAccount: (request, body) => {
        if (!sessionId(request)) return null;
        const user = crypto.randomUUID(); // stand-in for your user's id and email
        return { customer_type: body.customer_type === 'business' ? 'business' : 'individual', email: `${user}@example.com`, country: 'AU', reference_id: user };
      },
      onAccountCreated: (request, accountId) => void sessions.set(sessionId(request) ?? '', accountId),
    },
    limits: {
      // The handler cannot see the peer address here; without this every visitor shares one
      // rate-limit bucket. Take the hop your host added (the last X-Forwarded-For entry; the first
      // is whatever the client wrote), and let addressBucket count an IPv6 client as its /64.
      clientKey: (request) => addressBucket(request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? 'unknown'),
    },
  });
}
