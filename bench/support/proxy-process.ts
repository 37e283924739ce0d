/**
 * A proxy in a process of its own, so a scenario can read its memory alone: `createPaykitHandler`
 * served over node:http on 127.0.0.1, talking to the sandbox at PAYKIT_BASE_URL. BENCH_ROOT points
 * at another checkout of this repository to measure its code instead (e.g. before a fix); PORT
 * fixes the port (a restarted proxy must come back where browsers reconnect).
 * Prints "proxy on <url>" once listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerEntry = typeof import('../../src/server/index');

const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..', '..');
const server = (await import(pathToFileURL(join(root, 'src/server/index.ts')).href)) as ServerEntry;
const accountId = process.env.ACCOUNT_ID ?? null;

const handler = server.createPaykitHandler({
  apiKey: process.env.PAYKIT_API_KEY ?? '',
  baseUrl: process.env.PAYKIT_BASE_URL ?? '',
  ...(process.env.WEBHOOK_SECRET ? { webhookSecret: process.env.WEBHOOK_SECRET } : {}),
  resolveAccount: () => accountId,
  // Any order is a 25.00 USDT payment: the scenarios are about the proxy, not the shop.
  createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'bench-order' }),
  onError: () => undefined,
});
const listener = server.toNodeListener(handler);
const http = createServer((req, res) => listener(req, res));
http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`proxy on http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
