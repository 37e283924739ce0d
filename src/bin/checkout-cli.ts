#!/usr/bin/env node
/**
 * paykit-checkout: the hosted checkout as a production process. Configured from the environment
 * (docs/deploying.md#paykit-checkout); JSON logs on stdout; SIGTERM or SIGINT drains it and exits 0, a second
 * signal exits at once.
 */
import { toNodeListener } from '../node/adapter';
import { serve } from '../node/serve';
import type { RedisStatusStore } from '../redis/store';
import { createCheckoutServer } from '../hosted/checkout-server/checkout-server';
import { readEnvironment } from '../hosted/checkout-server/environment';
import { stdoutLogger } from '../hosted/checkout-server/request-log';

const environment = readEnvironment(process.env);
if (!environment.ok) {
  console.error(`paykit-checkout: cannot start; fix these environment variables:\n${environment.problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(2);
}
const config = environment.config;
// Each line is written before the call returns: process.exit below cannot lose or reorder the last ones.
const logger = stdoutLogger(config.logLevel);

async function main(): Promise<void> {
  let redis: RedisStatusStore | undefined;
  if (config.redisUrl || config.redisClusterNodes.length > 0) {
    // Loaded only with REDIS_URL or REDIS_CLUSTER_NODES: `redis` is an optional peer dependency.
    const { createRedisStatusStore } = await import('../redis/store').catch((error: unknown) => {
      throw new Error('REDIS_URL or REDIS_CLUSTER_NODES is set but the `redis` package cannot be loaded: npm install redis', { cause: error });
    });
    const onError = (error: Error) => logger.warn({ err: error }, 'redis connection error');
    redis = await createRedisStatusStore(
      config.redisUrl ? { url: config.redisUrl, onError } : { cluster: { rootNodes: config.redisClusterNodes.map((url) => ({ url })) }, onError },
    );
  }
  const checkout = createCheckoutServer({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    webhookSecret: config.webhookSecrets,
    ...(redis ? { store: redis } : {}),
    returnOrigins: config.returnOrigins,
    merchantName: config.merchantName,
    merchantLogoUrl: config.merchantLogoUrl,
    trustProxy: config.trustProxyHops,
    proxy: { receipt: config.receipt, http: { corsOrigins: config.corsOrigins } },
    logger,
    ...(config.pageDir ? { pageDir: config.pageDir } : {}),
  });
  await checkout.ready();
  const served = await serve(
    toNodeListener((request, connection) => checkout.fetch(request, connection)),
    { port: config.port, host: config.host },
  );
  logger.info({ url: served.url, store: redis ? 'redis' : 'memory', upstream: new URL(config.baseUrl).origin, cors_origins: config.corsOrigins }, 'listening');
  if (!redis && config.allowMemoryStore) {
    logger.warn('PAYKIT_ALLOW_MEMORY_STORE: payment status lives in this process only; a restart loses every open payment and a second instance sees none');
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, timeout_ms: config.shutdownTimeoutMs }, 'shutting down: draining');
    // No new connections; idle kept-alive ones close now, busy ones once their answer is sent.
    served.server.close();
    served.server.closeIdleConnections();
    const result = await checkout.drain({ timeoutMs: config.shutdownTimeoutMs });
    if (result.drained) logger.info('drained');
    else logger.warn({ remaining: result.remaining }, 'drain timed out: cutting the remaining requests');
    await served.close();
    await redis?.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (name) => void stop(name));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  logger.fatal({ err: error }, code === 'EADDRINUSE' ? `port ${config.port} is in use: set PORT to another port` : 'cannot start');
  process.exit(1);
});
