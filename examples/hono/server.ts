/**
 * The Hono app on Node with @hono/node-server: the proxy (app.ts) and the built page (dist/,
 * `npm run build`) under a strict Content-Security-Policy.
 * PAYKIT_API_KEY=… PAYKIT_BASE_URL=… PAYKIT_WEBHOOK_SECRET=… npm start
 */
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app';

// No inline script or style anywhere: the kit styles itself through a constructed style sheet and paykit/styles.css.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'";

const app = createApp(process.env, { clientAddress: (c) => getConnInfo(c).remote.address });
app.use(
  '/*',
  serveStatic({
    root: './dist',
    onFound: (path, c) => {
      if (path.endsWith('.html')) c.header('content-security-policy', CSP);
    },
  }),
);

// PORT=0 picks a free port; HOST=0.0.0.0 listens on every interface.
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: process.env.HOST ?? '127.0.0.1' }, (info) =>
  console.log(`shop on http://${info.address}:${info.port}`),
);
const stop = () => {
  server.close(() => process.exit(0));
  if ('closeAllConnections' in server) server.closeAllConnections(); // open payment event streams, too
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
