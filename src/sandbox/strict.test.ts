/**
 * The strict sandbox answers only what the real service serves: every sandbox-only extension is a
 * 404 indistinguishable from a route that does not exist. The two lists below are written from
 * docs/service-contract.md, not read from the routes' flags, so a mis-marked route fails here.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, sandboxRouteTable, SANDBOX_INSTANCE_HEADER, type Sandbox } from './sandbox';

/** The service's endpoints, the documented choices for what it leaves "not shown" (docs/service-contract.md), its simulators and the liveness page. */
const SPEC_ROUTES = [
  'GET /accounts/me',
  'GET /accounts/me/wallet/balances',
  'GET /accounts/:account_id/wallet/balances',
  'POST /payments',
  'POST /payment-links',
  'GET /payment-links',
  'GET /payment-links/:id',
  'GET /transactions',
  'GET /transactions/:id',
  'POST /webhooks',
  'POST /fx/quotes',
  'POST /fx/conversions',
  'GET /fx/conversions/:id',
  'POST /accounts',
  'GET /accounts/:connected_account_id',
  'POST /accounts/:connected_account_id/kyc',
  'POST /accounts/:connected_account_id/kyb',
  'POST /accounts/:connected_account_id/kyc/documents',
  'POST /accounts/:connected_account_id/kyb/documents',
  'POST /accounts/:connected_account_id/kyc/liveness',
  'POST /accounts/:connected_account_id/resubmit',
  'POST /accounts/:connected_account_id/capabilities',
  'POST /accounts/:connected_account_id/virtual-account',
  'POST /sandbox/payments/:id/simulate',
  'POST /sandbox/payouts/:id/simulate',
  'GET /sandbox/liveness/:token',
  'POST /sandbox/liveness/:token',
];

/** Everything only paykit's sandbox answers (docs/sandbox.md#sandbox-extensions). */
const EXTENSION_ROUTES = [
  'GET /payments/:id',
  'GET /sandbox/payments',
  'GET /sandbox/clock',
  'POST /sandbox/clock',
  'POST /sandbox/wallet/credit',
  'POST /sandbox/accounts/:connected_account_id/verification',
  'GET /accounts/:connected_account_id/virtual-account',
  'POST /payouts',
  'GET /payouts/:id',
  'GET /sandbox/payouts',
  'POST /sandbox/fx/conversions/:id/simulate',
  'GET /sandbox/accounts',
  'GET /sandbox/webhooks',
  'GET /sandbox/webhooks/deliveries',
  'GET /sandbox/webhooks/deliveries/:id',
  'POST /sandbox/webhooks/deliveries/:id/retry',
];

const PREFIXES = ['/v1', '/api/v1'];
const ORIGIN = 'http://127.0.0.1:4010';
const API_KEY = 'sk_test_strict_0123456789';

function strict(): Sandbox {
  return createSandbox({ apiKey: API_KEY, seed: 1, clock: { mode: 'manual', start: Date.parse('2026-01-15T09:00:00.000Z') }, strict: true });
}

/** A request that reaches the route's handler: authenticated, a JSON body, made-up ids. */
function requestFor(row: string, prefix: string): Request {
  const [method, pattern] = row.split(' ') as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => (name.includes('account') ? 'acct_missing' : 'x_missing'));
  const body = method === 'POST' ? '{}' : undefined;
  const headers: Record<string, string> = { authorization: `Bearer ${API_KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Request(`${ORIGIN}${prefix}${path}`, { method, headers, body });
}

async function unknownRouteAnswer(sandbox: Sandbox, method: string, pathname: string) {
  const res = await sandbox.handler(new Request(`${ORIGIN}${pathname}`, { method, headers: { authorization: `Bearer ${API_KEY}` } }));
  return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } }, headers: [...res.headers.keys()].sort() };
}

describe('createSandbox({ strict: true })', () => {
  it('classifies every route it registers as spec or extension (a new route must be added to one list)', () => {
    const registered = sandboxRouteTable().map((r) => `${r.method} ${r.path}`);
    expect([...registered].sort()).toEqual([...SPEC_ROUTES, ...EXTENSION_ROUTES].sort());
    const extensions = sandboxRouteTable()
      .filter((r) => r.extension)
      .map((r) => `${r.method} ${r.path}`);
    expect(extensions.sort()).toEqual([...EXTENSION_ROUTES].sort());
  });

  describe.each(PREFIXES)('under %s', (prefix) => {
    it.each(EXTENSION_ROUTES)('%s answers 404 not_found exactly as a route that does not exist', async (row) => {
      const sandbox = strict();
      const request = requestFor(row, prefix);
      const pathname = new URL(request.url).pathname;
      const res = await sandbox.handler(request);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([res.status, body]).toEqual([404, { error: { code: 'not_found', message: `No API route ${request.method} ${pathname}` } }]);
      expect(res.headers.get(SANDBOX_INSTANCE_HEADER)).toBeNull();
      // Same envelope and headers as a path nothing serves.
      const unknown = await unknownRouteAnswer(sandbox, request.method, `${prefix}/no-such-route`);
      expect([...res.headers.keys()].sort()).toEqual(unknown.headers);
      expect(unknown.status).toBe(404);
      expect(Object.keys(unknown.body.error)).toEqual(Object.keys(body.error));
    });

    it.each(SPEC_ROUTES)('%s reaches its handler (never the unknown-route 404)', async (row) => {
      const sandbox = strict();
      const res = await sandbox.handler(requestFor(row, prefix));
      const text = await res.text();
      expect(res.status, text).not.toBe(405);
      expect(text).not.toMatch(/No API route/);
      expect(res.headers.get(SANDBOX_INSTANCE_HEADER)).toBeNull();
    });
  });

  it("keeps the virtual clock's Date on an answer, as HTTP's origin clock", async () => {
    const sandbox = strict();
    await sandbox.control.advance(3600);
    const res = await sandbox.handler(requestFor('GET /accounts/me', '/v1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('date')).toBe(new Date(Date.parse('2026-01-15T10:00:00.000Z')).toUTCString());
    expect(res.headers.get(SANDBOX_INSTANCE_HEADER)).toBeNull();
  });

  it('still answers 405 for a method a spec path does not take, and 404 without an instance header for unknown paths', async () => {
    const sandbox = strict();
    const res = await sandbox.handler(new Request(`${ORIGIN}/v1/payment-links`, { method: 'DELETE', headers: { authorization: `Bearer ${API_KEY}` } }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, GET');
    const unknown = await unknownRouteAnswer(sandbox, 'GET', '/v1/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers).not.toContain(SANDBOX_INSTANCE_HEADER);
  });

  it('counts each refused extension call as { method, path }, keeping the first 100 and the total', async () => {
    const sandbox = strict();
    expect(sandbox.extensionCalls()).toEqual({ calls: [], total: 0 });
    await sandbox.handler(requestFor('GET /payments/:id', '/v1'));
    await sandbox.handler(requestFor('POST /sandbox/clock', '/api/v1'));
    await sandbox.handler(requestFor('GET /payment-links', '/v1'));
    await sandbox.handler(new Request(`${ORIGIN}/v1/nope`));
    expect(sandbox.extensionCalls()).toEqual({
      calls: [
        { method: 'GET', path: '/v1/payments/x_missing' },
        { method: 'POST', path: '/api/v1/sandbox/clock' },
      ],
      total: 2,
    });
    for (let i = 0; i < 120; i++) await sandbox.handler(requestFor('GET /sandbox/payments', '/v1'));
    const log = sandbox.extensionCalls();
    expect(log.total).toBe(122);
    expect(log.calls).toHaveLength(100);
    expect(log.calls[0]).toEqual({ method: 'GET', path: '/v1/payments/x_missing' });
  });

  it('without strict, every extension still answers and the instance header is sent (the demo, Storybook and the panel rely on it)', async () => {
    const sandbox = createSandbox({ apiKey: API_KEY, seed: 1 });
    for (const row of EXTENSION_ROUTES) {
      const res = await sandbox.handler(requestFor(row, '/v1'));
      expect(await res.text()).not.toMatch(/No API route/);
      expect(res.headers.get(SANDBOX_INSTANCE_HEADER)).not.toBeNull();
    }
    expect(sandbox.extensionCalls()).toEqual({ calls: [], total: 0 });
  });
});
