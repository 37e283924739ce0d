/**
 * A proxy in front of `npm run sandbox`, and the sandbox restarted on the same port: it forgot
 * every payment and this proxy's webhook endpoint. The proxy cannot make it remember, but it must
 * say so clearly instead of waiting for webhooks that will never come.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toNodeListener } from '../../node/adapter';
import { createSandbox } from '../../sandbox/sandbox';
import { createPaykitHandler } from './handler';

const API_KEY = 'sk_test_restart_0123456789';
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function sandboxOn(port: number): Promise<{ server: Server; port: number }> {
  const sandbox = createSandbox({ apiKey: API_KEY });
  const server = createServer(toNodeListener((request) => sandbox.handler(request)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('a sandbox restarted behind the proxy', () => {
  it('is reported to onError once, in words that say what was lost and what to do', async () => {
    const first = await sandboxOn(0);
    const onError = vi.fn();
    const proxy = createPaykitHandler({
      upstream: { apiKey: API_KEY, baseUrl: `http://127.0.0.1:${first.port}` },
      limits: { rateLimit: false },
      onError,
    });
    const readLink = () => proxy(new Request('https://shop.example/api/paykit/payment-links/pl_gone000000000000000000'));

    expect((await readLink()).status).toBe(404);
    expect(onError).not.toHaveBeenCalled();

    first.server.closeAllConnections();
    await new Promise<void>((resolve) => first.server.close(() => resolve()));
    servers.splice(servers.indexOf(first.server), 1);
    await sandboxOn(first.port);

    await readLink();
    await readLink();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/sandbox at http:\/\/127\.0\.0\.1:\d+ restarted: it has forgotten every payment and webhook endpoint/);
  });
});
