import { Hono } from 'hono';
import type { CheckoutServer } from 'paykit/checkout-server';

/** Everything the checkout server answers: the page, its files, the elements script for shop pages, the proxy, health. */
export const CHECKOUT_ROUTES = ['/pay/*', '/assets/*', '/paykit.css', '/elements.js', '/elements-chunks/*', '/api/paykit/*', '/healthz', '/readyz'];

export function createApp(checkout: CheckoutServer) {
  const app = new Hono();
  // c.req.raw is the request as it came: the webhook receiver verifies the body's bytes as sent.
  for (const route of CHECKOUT_ROUTES) app.all(route, (c) => checkout.fetch(c.req.raw));
  return app;
}
