/**
 * One malformed request must never stop a server. Every server the package ships (the sandbox
 * CLI, paykit-checkout, the demo of `npm start`, and a merchant's own server mounting the proxy as
 * the README shows, on node:http and in Express) runs as its own process and is sent a few hundred
 * requests with broken Host headers, request targets and methods; each is answered (or closed by
 * Node's own parser), none with a 500, and afterwards the process still serves.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCheckoutPage } from '../scripts/build-checkout-page';
import { startSandboxServer, type RunningSandbox } from '../src/dev/sandbox-server';
import { malformedRequests, sendAll, sendRaw } from './support/malformed-requests';
import { startScript, type Started } from './support/spawn';

const API_KEY = 'sk_test_malformed_requests_01';
let pageDir: string;
let upstream: RunningSandbox;

beforeAll(async () => {
  pageDir = await mkdtemp(join(tmpdir(), 'paykit-malformed-'));
  await buildCheckoutPage(pageDir);
  upstream = await startSandboxServer({ port: 0, apiKey: API_KEY });
}, 120_000);
afterAll(async () => {
  await upstream?.close();
  if (pageDir) await rm(pageDir, { recursive: true, force: true });
});

interface Target {
  name: string;
  start: () => Promise<Started>;
  /** A request the server answers with 200 when it is alive. */
  alive: { path: string; headers?: Record<string, string> };
}

const TARGETS: Target[] = [
  {
    name: 'paykit-sandbox',
    start: () => startScript('src/bin/sandbox-cli.ts', ['--port', '0'], { PAYKIT_API_KEY: API_KEY }, /listening on (http:\/\/127\.0\.0\.1:\d+)/),
    alive: { path: '/v1/accounts/me', headers: { authorization: `Bearer ${API_KEY}` } },
  },
  {
    name: 'paykit-checkout',
    start: () =>
      startScript(
        'src/bin/checkout-cli.ts',
        [],
        {
          PAYKIT_API_KEY: API_KEY,
          PAYKIT_BASE_URL: upstream.baseUrl,
          PAYKIT_WEBHOOK_SECRET: 'whsec_malformed_requests',
          PORT: '0',
          HOST: '127.0.0.1',
          PAYKIT_PAGE_DIR: pageDir,
          PAYKIT_LOG_LEVEL: 'fatal',
        },
        /"url":"(http:\/\/127\.0\.0\.1:\d+)"/,
        30_000,
      ),
    alive: { path: '/healthz' },
  },
  {
    name: 'the demo (npm start)',
    start: () => startScript('demo/dev-server.ts', [], { PORT: '0', PAYKIT_API_KEY: API_KEY }, /demo on (http:\/\/127\.0\.0\.1:\d+)/, 30_000),
    alive: { path: '/healthz' },
  },
  {
    name: "a merchant's node:http server",
    start: () => startScript('test/fixtures/merchant-server.ts', ['node'], {}, /listening on (http:\/\/127\.0\.0\.1:\d+)/),
    alive: { path: '/healthz' },
  },
  {
    name: "a merchant's Express app",
    start: () => startScript('test/fixtures/merchant-server.ts', ['express'], {}, /listening on (http:\/\/127\.0\.0\.1:\d+)/),
    alive: { path: '/healthz' },
  },
];

const raw = (method: string, target: string, host: string) => `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

describe.each(TARGETS)('$name under malformed requests', ({ start, alive }) => {
  let server: Started;
  beforeAll(async () => {
    server = await start();
  }, 60_000);
  afterAll(() => server?.stop());

  it('refuses the audit’s three process-stopping requests in words, and lives on', async () => {
    const host = new URL(server.url).host;
    // A Host that is no host is a bad request (RFC 9112 §3.2) for every server, the demo included:
    // its allow-list (421, test/demo-security.test.ts) judges only names that are names.
    expect(await sendRaw(server.url, raw('GET', '/api/paykit/payments/pay_x', 'a b'))).toBe(400);
    // An origin-form target is a path on this server (here, none), never another authority.
    expect(await sendRaw(server.url, raw('GET', '//x:99999/', host))).toBe(404);
    expect(await sendRaw(server.url, raw('TRACE', '/api/paykit/payments/pay_x', host))).toBe(501);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(server.url + alive.path, { headers: alive.headers })).status).toBe(200);
  });

  it('answers a few hundred broken hosts, targets and methods without a 500, and still serves afterwards', async () => {
    const requests = malformedRequests(new URL(server.url).host);
    expect(requests.length).toBeGreaterThan(300);
    const statuses = await sendAll(server.url, requests);
    // Each is answered; only CONNECT (which node:http hands to no listener here) is closed without a word.
    expect(statuses.filter((status) => status === null)).toHaveLength(2);
    const failed = requests.filter((_, i) => statuses[i] === 500).map((r) => r.split('\r\n')[0]);
    expect(failed).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(server.url + alive.path, { headers: alive.headers })).status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|TypeError/i);
  }, 60_000);
});
