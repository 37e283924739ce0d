/**
 * `npm start` attacked the way the audit did it, from loopback: a second visitor forging the demo
 * cookie, reading the control panel for someone else's credentials, and a page on a foreign host
 * name rebound to 127.0.0.1 (DNS rebinding) driving the panel.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo/demo-server';
import { DEMO_COOKIE } from '../demo/demo-identity';

let demo: DemoServer | null = null;
afterEach(async () => {
  await demo?.close();
  demo = null;
});

async function start(): Promise<DemoServer> {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_demo_test', onError: (e) => console.error(e) });
  return demo;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw HTTP request, so the attacker controls every header (fetch will not set Host). */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** A visitor with a one-cookie jar, as a browser on the demo's own origin. */
function visitor(base: string, cookie = '') {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await send(base, method, path, { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { origin: base } : {}), ...headers }, body);
    const set = answer.headers['set-cookie']?.[0];
    if (set) cookie = set.split(';')[0] as string;
    return {
      status: answer.status,
      setCookie: set,
      body: answer.text && String(answer.headers['content-type']).includes('json') ? (JSON.parse(answer.text) as Record<string, unknown>) : {},
    };
  };
  return Object.assign(call, { cookie: () => cookie });
}

const panelAccounts = async (base: string) => JSON.parse((await send(base, 'GET', '/sandbox/panel-api/accounts')).text) as { data: Record<string, unknown>[] };

describe('the demo identity', () => {
  it('an account row in the panel is no key to that visitor’s account', async () => {
    const { url } = await start();
    const ada = visitor(url);
    expect((await ada('POST', '/api/paykit/onboarding/account', { customer_type: 'individual', country: 'AU' })).status).toBe(201);

    // Everything the panel shows of Ada's account, tried as Mallory's cookie.
    const [row] = (await panelAccounts(url)).data;
    const shown = Object.values(row ?? {}).filter((v): v is string => typeof v === 'string');
    expect(shown.length).toBeGreaterThan(0);
    for (const value of shown) {
      const mallory = visitor(url, `${DEMO_COOKIE}=${value}`);
      const read = await mallory('GET', '/api/paykit/onboarding/account');
      expect(read.status, `cookie ${value}`).toBe(401);
      expect((await mallory('POST', '/api/paykit/onboarding/virtual-account')).status).toBe(401);
    }
  });

  it('a cookie a visitor made up is no identity: the demo hands out its own', async () => {
    const { url } = await start();
    const madeUp = `u_${'ab'.repeat(16)}`;
    const mallory = visitor(url, `${DEMO_COOKIE}=${madeUp}`);
    const answer = await mallory('GET', '/api/paykit/onboarding/account');
    expect(answer.status).toBe(401);
    expect(answer.setCookie).toBeDefined();
    expect(mallory.cookie()).not.toContain(madeUp);
  });

  it('keeps a visitor who holds the cookie it was given', async () => {
    const { url } = await start();
    const ada = visitor(url);
    await ada('POST', '/api/paykit/onboarding/account', { customer_type: 'individual', country: 'AU' });
    const again = await ada('GET', '/api/paykit/onboarding/account');
    expect(again.status).toBe(200);
    expect(again.setCookie).toBeUndefined();
  });
});

describe('host names the demo answers to', () => {
  it('refuses the panel API to a foreign Host and Origin (the DNS-rebinding shape), and changes nothing', async () => {
    const { url } = await start();
    const { port } = new URL(url);
    const shopper = visitor(url);
    const bought = await shopper('POST', '/api/paykit/payments', { sku: 'mug' });
    const rebound = { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` };

    const list = await send(url, 'GET', '/sandbox/panel-api/accounts', rebound);
    expect(list.status).toBe(421);
    expect(JSON.parse(list.text)).toMatchObject({ error: { code: 'host_not_allowed' } });
    const expire = await send(url, 'POST', `/sandbox/panel-api/payments/${String(bought.body.payment_id)}/simulate`, rebound, { status: 'expired' });
    expect(expire.status).toBe(421);
    expect((await shopper('GET', `/api/paykit/payments/${String(bought.body.payment_id)}`)).body.status).toBe('pending');
  });

  it('refuses the panel page, the proxy and the sandbox to a foreign Host too', async () => {
    const { url } = await start();
    const host = { host: `attacker.example:${new URL(url).port}` };
    for (const path of ['/sandbox', '/api/paykit/payment-links/pl_x', '/sandbox/v1/accounts/me', '/']) {
      expect((await send(url, 'GET', path, host)).status, path).toBe(421);
    }
  });

  it('answers to every loopback name with the port', async () => {
    const { url } = await start();
    const { port } = new URL(url);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await send(url, 'GET', '/sandbox/panel-api/accounts', { host })).status, host).toBe(200);
    }
  });

  it('listens on 127.0.0.1 unless told otherwise, and says so', async () => {
    const served = await start();
    expect((served.server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('the hosted page’s return_url', () => {
  it('keeps a back link to the origin the demo is served on', async () => {
    const { url } = await start();
    const config = JSON.parse((await send(url, 'GET', '/demo/config.json')).text) as { payment_link_id: string };
    const back = encodeURIComponent(`${url}/?order=1`);
    expect((await send(url, 'GET', `/pay/${config.payment_link_id}?return_url=${back}`)).status).toBe(200);
    const viaLocalhost = url.replace('127.0.0.1', 'localhost');
    const answer = await send(viaLocalhost, 'GET', `/pay/${config.payment_link_id}?return_url=${encodeURIComponent(`${viaLocalhost}/`)}`);
    expect(answer.status).toBe(200);
  });

  it('drops a foreign return_url but keeps the payer’s language', async () => {
    const { url } = await start();
    const config = JSON.parse((await send(url, 'GET', '/demo/config.json')).text) as { payment_link_id: string };
    const answer = await send(url, 'GET', `/pay/${config.payment_link_id}?lang=fr&return_url=${encodeURIComponent('https://attacker.example/')}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/pay/${config.payment_link_id}?lang=fr`);
  });
});

/** What the dashboard does through the proxy: only the demo merchant's staff may. */
const DASHBOARD_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/paykit/transactions'],
  ['GET', '/api/paykit/transactions/txn_abc'],
  ['GET', '/api/paykit/payment-links'],
  ['POST', '/api/paykit/payment-links', { amount: '9.00', currency: 'USDT', description: 'Poster' }],
  ['POST', '/api/paykit/fx/quotes', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' }],
  ['POST', '/api/paykit/fx/conversions', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10', conversion_type: 'rate' }],
  ['GET', '/api/paykit/fx/conversions/conv_abc'],
];

/** Stand-ins for the built pages, so a page visit answers 200 whether or not `npm run build:pages` ran. */
function builtPages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'paykit-pages-'));
  for (const name of ['store', 'dashboard']) writeFileSync(join(dir, `${name}.html`), `<!doctype html><title>${name}</title>`);
  return dir;
}

async function startWithPages(): Promise<DemoServer> {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_demo_test', pagesDir: builtPages(), onError: (e) => console.error(e) });
  return demo;
}

/** The dashboard's sign-in button, as the demo's own page sends it (a same-origin fetch). */
const SAME_ORIGIN = (base: string) => ({ origin: base, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' });

/** Whether the visitor holding `cookie` may do what only the demo merchant's staff may. */
async function actsAsStaff(base: string, cookie: string): Promise<boolean> {
  const statuses = await Promise.all(
    ['/api/paykit/transactions', '/api/paykit/payment-links', '/api/paykit/balances'].map(async (path) => (await send(base, 'GET', path, { cookie })).status),
  );
  if (statuses.every((status) => status === 200)) return true;
  expect(statuses).toEqual([403, 403, 401]);
  return false;
}

/** The visitor's staff status as the dashboard page reads it on load. */
async function staffSession(base: string, cookie: string): Promise<unknown> {
  const answer = await send(base, 'GET', '/dashboard/session', { cookie, 'sec-fetch-site': 'same-origin' });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text);
}

describe('the demo staff sign-in (a same-origin POST from /dashboard)', () => {
  it('refuses the dashboard’s operations to a shopper, with the 403 envelope', async () => {
    const { url } = await startWithPages();
    const shopper = visitor(url);
    await shopper('GET', '/');
    for (const [method, path, body] of DASHBOARD_CALLS) {
      const answer = await shopper(method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'You may not do this' } } });
    }
    // Balances stay the visitor's own: without an account, none, never the platform's.
    expect((await shopper('GET', '/api/paykit/balances')).status).toBe(401);
  });

  it('opening /dashboard signs nobody in: not a visit, not a HEAD, not a cross-site link, not an <img> from another local port', async () => {
    const { url } = await startWithPages();
    const { port } = new URL(url);
    const visits: Array<[string, Record<string, string>]> = [
      ['GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
      ['HEAD', {}],
      ['GET', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', referer: 'https://attacker.example/' }],
      // Another port on this machine is the same site, not the same origin.
      ['GET', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', referer: `http://127.0.0.1:${Number(port) + 1}/` }],
    ];
    for (const [method, headers] of visits) {
      const victim = visitor(url);
      await victim('GET', '/');
      const visit = await send(url, method, '/dashboard', { cookie: victim.cookie(), ...headers });
      expect(visit.status, `${method} ${JSON.stringify(headers)}`).toBe(200);
      expect(await actsAsStaff(url, victim.cookie()), `${method} ${JSON.stringify(headers)}`).toBe(false);
      expect(await staffSession(url, victim.cookie())).toEqual({ staff: false });
    }
  });

  it('refuses a sign-in sent from another site or another local port with a 403 in words, and the visitor stays a shopper', async () => {
    const { url } = await startWithPages();
    const { port } = new URL(url);
    const otherPort = `http://127.0.0.1:${Number(port) + 1}`;
    const forged: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'same-site', origin: otherPort },
      // A form the attacker's page submits: the browser says where it came from.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
      // A browser without Sec-Fetch-Site still sends Origin on a POST.
      { origin: otherPort },
      { origin: 'null' },
      // Even the right Origin does not outvote what the browser says about the request.
      { 'sec-fetch-site': 'same-site', origin: url },
      // Nothing to tell where it came from: not the demo's page, which always sends Origin.
      {},
    ];
    for (const headers of forged) {
      const victim = visitor(url);
      await victim('GET', '/dashboard');
      const answer = await send(url, 'POST', '/dashboard/sign-in', { cookie: victim.cookie(), ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({
        error: { code: 'cross_origin_sign_in', message: expect.stringMatching(/only from the dashboard page itself/) },
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(await actsAsStaff(url, victim.cookie()), JSON.stringify(headers)).toBe(false);
      expect(await staffSession(url, victim.cookie())).toEqual({ staff: false });
    }
  });

  it('answers GET and HEAD on the sign-in with 405, signing nobody in', async () => {
    const { url } = await startWithPages();
    for (const method of ['GET', 'HEAD']) {
      const victim = visitor(url);
      await victim('GET', '/');
      const answer = await send(url, method, '/dashboard/sign-in', { cookie: victim.cookie(), ...SAME_ORIGIN(url) });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      if (method === 'GET') expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'method_not_allowed' } });
      expect(await actsAsStaff(url, victim.cookie())).toBe(false);
    }
  });

  it('makes the visitor who presses “Sign in” on the dashboard the staff, on a new session, and “Sign out” undoes it', async () => {
    const { url } = await startWithPages();
    const ada = visitor(url);
    await ada('GET', '/dashboard');
    const before = ada.cookie();
    expect(await staffSession(url, before)).toEqual({ staff: false });

    const signIn = await ada('POST', '/dashboard/sign-in', undefined, SAME_ORIGIN(url));
    expect(signIn).toMatchObject({ status: 200, body: { staff: true } });
    // A new session id for the raised privilege: one planted in the browser before is no way in.
    expect(ada.cookie()).toContain(DEMO_COOKIE);
    expect(ada.cookie()).not.toBe(before);
    expect(await actsAsStaff(url, before)).toBe(false);
    expect(await actsAsStaff(url, ada.cookie())).toBe(true);
    expect(await staffSession(url, ada.cookie())).toEqual({ staff: true });

    // A browser without Sec-Fetch-Site: the page's own Origin is enough.
    const bob = visitor(url);
    await bob('GET', '/dashboard');
    expect((await bob('POST', '/dashboard/sign-in', undefined, { origin: url })).status).toBe(200);
    expect(await actsAsStaff(url, bob.cookie())).toBe(true);

    // Signing out is held to the same rule, then leaves a shopper.
    expect(
      (await send(url, 'POST', '/dashboard/sign-out', { cookie: ada.cookie(), 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' })).status,
    ).toBe(403);
    expect(await actsAsStaff(url, ada.cookie())).toBe(true);
    expect(await ada('POST', '/dashboard/sign-out', undefined, SAME_ORIGIN(url))).toMatchObject({ status: 200, body: { staff: false } });
    expect(await actsAsStaff(url, ada.cookie())).toBe(false);
    expect(await actsAsStaff(url, bob.cookie())).toBe(true);
  });

  it('lets the signed-in staff act as the demo merchant, on the platform’s money', async () => {
    const { url, sandbox } = await startWithPages();
    const staff = visitor(url);
    await staff('GET', '/dashboard');
    await staff('POST', '/dashboard/sign-in', undefined, SAME_ORIGIN(url));
    expect(staff.cookie()).toContain(DEMO_COOKIE);

    const created = await staff('POST', '/api/paykit/payment-links', { amount: '9.00', currency: 'USDT', description: 'Poster' });
    expect(created).toMatchObject({ status: 201, body: { amount: '9.00', status: 'active' } });
    const links = await staff('GET', '/api/paykit/payment-links?status=active');
    expect(links.status).toBe(200);
    expect((links.body.data as Array<{ id: string }>).map((link) => link.id)).toContain(created.body.id);
    expect(await staff('GET', '/api/paykit/transactions')).toMatchObject({ status: 200, body: { total: 0 } });
    expect((await staff('GET', '/api/paykit/transactions/txn_unknown')).status).toBe(404);

    // The platform's wallet, not an account of the visitor's (they have none).
    await send(
      url,
      'POST',
      '/sandbox/v1/sandbox/wallet/credit',
      { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      { currency: 'USDT', amount: '50' },
    );
    const balances = await staff('GET', '/api/paykit/balances');
    expect(balances.status).toBe(200);
    expect(balances.body.data).toContainEqual(expect.objectContaining({ currency: 'USDT' }));
    const quote = await staff('POST', '/api/paykit/fx/quotes', { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' });
    expect(quote).toMatchObject({ status: 201, body: { quote_id: expect.stringMatching(/^quote_/), server_time: expect.any(String) } });
  });

  it('one visitor becoming staff makes no other visitor staff', async () => {
    const { url } = await startWithPages();
    const ada = visitor(url);
    const mallory = visitor(url);
    await mallory('GET', '/dashboard');
    await ada('GET', '/dashboard');
    await ada('POST', '/dashboard/sign-in', undefined, SAME_ORIGIN(url));
    expect((await ada('GET', '/api/paykit/payment-links')).status).toBe(200);
    for (const [method, path, body] of DASHBOARD_CALLS) {
      expect((await mallory(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    // Nor does a made-up session, nor a header or query claiming staff.
    const forger = visitor(url, `${DEMO_COOKIE}=s_${'0'.repeat(32)}`);
    expect((await forger('GET', '/api/paykit/payment-links?staff=1')).status).toBe(403);
    const claimed = await send(url, 'GET', '/api/paykit/payment-links', { cookie: mallory.cookie(), 'x-staff': 'true', referer: `${url}/dashboard` });
    expect(claimed.status).toBe(403);
  });

  it('serves /dashboard under a strict CSP that no page may frame', async () => {
    const { url } = await startWithPages();
    const answer = await send(url, 'GET', '/dashboard');
    expect(answer.status).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
