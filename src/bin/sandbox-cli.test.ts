/** `npm run sandbox -- --strict`: the port serving only the service's routes (docs/service-contract.md#sandbox-simulators-and-extensions) for the kit's server, and the control port beside it. */
import { afterEach, describe, expect, it } from 'vitest';
import { startScript, type Started } from '../../test/support/spawn';

const KEY = 'sk_cli_strict_test';
const auth = { authorization: `Bearer ${KEY}` };
const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

describe('paykit-sandbox --strict', () => {
  it('serves the service’s API on its port and the whole sandbox on the control port, over one world', async () => {
    const cli = await startScript(
      'src/bin/sandbox-cli.ts',
      ['--strict', '--port', '0'],
      { PAYKIT_API_KEY: KEY },
      /listening on (http:\/\/127\.0\.0\.1:\d+)[\s\S]*control API[^\n]* on http:\/\/127\.0\.0\.1:\d+/,
    );
    running.push(cli);
    const controlUrl = /control API[^\n]* on (http:\/\/127\.0\.0\.1:\d+)/.exec(cli.output())![1]!;
    expect(controlUrl).not.toBe(cli.url);

    const refused = await fetch(`${cli.url}/v1/sandbox/wallet/credit`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
    expect([refused.status, await refused.json()]).toEqual([404, { error: { code: 'not_found', message: 'No API route POST /v1/sandbox/wallet/credit' } }]);

    const credited = await fetch(`${controlUrl}/v1/sandbox/wallet/credit`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'AUD', amount: '50.00' }),
    });
    expect(credited.status).toBe(200);
    const balances = await fetch(`${cli.url}/v1/accounts/me/wallet/balances`, { headers: auth });
    expect(await balances.json()).toEqual({ data: [{ currency: 'AUD', available: '50.00' }] });
    expect(balances.headers.get('paykit-sandbox-instance')).toBeNull();
  });

  it('refuses --control-port without --strict with a usage line', async () => {
    await expect(startScript('src/bin/sandbox-cli.ts', ['--port', '0', '--control-port', '0'], {}, /listening/)).rejects.toThrow(/--control-port needs --strict/);
  });
});
