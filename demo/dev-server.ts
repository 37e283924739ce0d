/**
 * `npm start`: the demo on http://127.0.0.1:5173. PORT, HOST (the interface to bind; default
 * 127.0.0.1, this machine only) and ALLOWED_HOSTS (comma-separated extra host names to answer to)
 * override it; REDIS_URL keeps live payment status in Redis (a malformed one exits 2, named but
 * never shown). SIGINT or SIGTERM closes it; a second one ends it at once.
 */
import { resolve } from 'node:path';
import { REDIS_URL_SHAPE, redisUrlProblem } from '../src/redis/redis-url';
import { createRedisStatusStore, type RedisStatusStore } from '../src/redis/store';
import { startDemoServer } from './demo-server';

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
// Named, never shown: a typo'd port or bracket may sit next to the password.
const redisUrl = process.env.REDIS_URL || undefined;
const redisProblem = redisUrl === undefined ? undefined : redisUrlProblem(redisUrl);
if (redisProblem) {
  console.error(`paykit demo: REDIS_URL must be ${REDIS_URL_SHAPE}: ${redisProblem}`);
  process.exit(2);
}
const host = process.env.HOST || '127.0.0.1';
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

let redis: RedisStatusStore | undefined;
try {
  if (redisUrl) redis = await createRedisStatusStore({ url: redisUrl, onError: (error) => console.error(`paykit demo: ${error.message}`) });
  const demo = await startDemoServer({
    ...(redis ? { store: redis } : {}),
    port,
    host,
    allowedHosts,
    ...(process.env.PAYKIT_API_KEY ? { apiKey: process.env.PAYKIT_API_KEY } : {}),
    ...(process.env.PAGES_DIR ? { pagesDir: resolve(process.env.PAGES_DIR) } : {}),
    onError: (error) => console.error('paykit demo: internal error', error),
  });
  const { port: servedPort } = new URL(demo.url);
  console.log(`paykit demo on ${demo.url}${host === '127.0.0.1' ? ` (also http://localhost:${servedPort})` : ''}`);
  if (host !== '127.0.0.1') console.log(`  bound to ${host}: answering to localhost, 127.0.0.1, [::1]${[host, ...allowedHosts].map((h) => `, ${h}`).join('')}`);
  console.log(`  sandbox API: ${demo.url}/sandbox/v1 and /sandbox/api/v1`);
  console.log(`  proxy: ${demo.url}/api/paykit`);
  console.log(`  control panel (this machine only): ${demo.url}/sandbox`);
  console.log(`  health: ${demo.url}/healthz and ${demo.url}/readyz; live status in ${redis ? 'Redis (REDIS_URL)' : 'memory (set REDIS_URL for Redis)'}`);
  console.log(
    process.env.PAYKIT_API_KEY
      ? '  sandbox API key: from PAYKIT_API_KEY'
      : `  sandbox API key (generated; set PAYKIT_API_KEY to choose one): ${demo.sandbox.apiKey}`,
  );
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      void demo
        .close()
        .then(() => redis?.close())
        .then(() => process.exit(0));
    });
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  await redis?.close();
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port` : `paykit demo: ${(error as Error).message}`);
  process.exit(1);
}
