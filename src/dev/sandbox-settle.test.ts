/**
 * `paykit-sandbox settle`, as a newcomer runs it in a second terminal: a real process against a
 * strict sandbox listening on a port, settling the newest pending payment or the one it names.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScript, type Started } from '../../test/support/spawn';

const KEY = 'sk_cli_settle_test';
const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
let sandbox: Started;
let controlUrl: string;

/** `paykit-sandbox settle …` run to its end: exit code and everything it printed. */
function settle(args: string[], env: Record<string, string> = { PAYKIT_API_KEY: KEY }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/bin/sandbox-cli.ts', 'settle', ...args],
      { env: { ...process.env, PAYKIT_API_KEY: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function openPayment(reference: string): Promise<string> {
  const answer = await fetch(`${sandbox.url}/v1/payments`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ amount: '25.00', currency: 'USDT', reference }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { payment_id: string }).payment_id;
}

async function statusOf(paymentId: string): Promise<unknown> {
  return ((await (await fetch(`${controlUrl}/v1/payments/${paymentId}`, { headers: auth })).json()) as { status: string }).status;
}

beforeAll(async () => {
  sandbox = await startScript(
    'src/bin/sandbox-cli.ts',
    ['--strict', '--port', '0'],
    { PAYKIT_API_KEY: KEY },
    /listening on (http:\/\/127\.0\.0\.1:\d+)[\s\S]*control API[^\n]* on http/,
  );
  controlUrl = /control API[^\n]* on (http:\/\/127\.0\.0\.1:\d+)/.exec(sandbox.output())![1]!;
}, 30_000);
afterAll(() => sandbox?.stop());

describe('paykit-sandbox settle', () => {
  it('settles the newest pending payment when none is named, and leaves the others', async () => {
    const older = await openPayment('order-older');
    const newest = await openPayment('order-newest');
    const run = await settle(['--url', controlUrl]);
    expect(run).toMatchObject({ code: 0, stdout: `${newest}: settled (25.00 of 25.00 USDT received); the sandbox is sending its webhook\n` });
    expect(await statusOf(newest)).toBe('settled');
    expect(await statusOf(older)).toBe('pending');
  }, 30_000);

  it('applies another outcome to a named payment, the key given on the command line', async () => {
    const paymentId = await openPayment('order-short');
    const run = await settle([paymentId, '--status', 'underpaid', '--amount-received', '10', '--url', controlUrl, '--key', KEY], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${paymentId}: underpaid (10.00 of 25.00 USDT received)`);
    expect(await statusOf(paymentId)).toBe('underpaid');
  }, 30_000);

  it('says what to do when it reaches the wrong port, the wrong key or nothing at all', async () => {
    // The strict API port has no payment list: the simulators' port is the control port.
    expect(await settle(['--url', sandbox.url])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('serves no simulators: with --strict they are on the control port'),
    });
    expect(await settle(['--url', controlUrl, '--key', 'sk_wrong'])).toMatchObject({ code: 1, stderr: expect.stringContaining('refused the API key') });
    expect(await settle(['--url', 'http://127.0.0.1:9'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Could not reach the sandbox at http://127.0.0.1:9'),
    });
  }, 30_000);

  it('refuses a command line it cannot act on with its usage line (exit 2)', async () => {
    for (const args of [['--status', 'paid'], ['--status', 'underpaid'], ['order-1'], ['--amount-received', '5']]) {
      const run = await settle([...args, '--url', controlUrl]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain('usage: paykit-sandbox settle');
    }
    expect(await settle(['--url', controlUrl], {})).toMatchObject({ code: 2, stderr: expect.stringContaining('--key sk_… or env PAYKIT_API_KEY') });
  }, 60_000);
});
