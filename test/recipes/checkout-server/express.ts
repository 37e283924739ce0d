import express from 'express';
import type { CheckoutServer } from 'paykit/checkout-server';
import { toNodeListener } from 'paykit/server';

/** Everything the checkout server answers: the page, its files, the elements script for shop pages, the proxy, health. */
export const CHECKOUT_PATHS = ['/pay', '/assets', '/paykit.css', '/elements.js', '/elements-chunks', '/api/paykit', '/healthz', '/readyz'];

export function createApp(checkout: CheckoutServer) {
  const app = express();
  const listener = toNodeListener((request, connection) => checkout.fetch(request, connection));
  // No body parser before these: the webhook receiver verifies the body's bytes as sent.
  for (const path of CHECKOUT_PATHS) app.use(path, listener);
  return app;
}
