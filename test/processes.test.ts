/** The two ways people run the emulator from a shell: `npm run sandbox` and `npm start`. */
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPaykitClient } from '../src/server';
import { startScript, type Started } from './support/spawn';

const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

describe('npm run sandbox (the paykit-sandbox CLI)', () => {
  it('serves the service’s paths at its root with the key from PAYKIT_API_KEY', async () => {
    const cli = await startScript('src/bin/sandbox-cli.ts', ['--port', '0'], { PAYKIT_API_KEY: 'sk_cli_test' }, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    running.push(cli);
    expect(cli.output()).not.toContain('sk_cli_test');
    const client = createPaykitClient({ apiKey: 'sk_cli_test', baseUrl: cli.url });
    expect((await client.accounts.retrieveMe()).environment).toBe('sandbox');
    const unauthorized = await fetch(`${cli.url}/api/v1/accounts/me`, { headers: { authorization: 'Bearer: sk_cli_test' } });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('generates and prints a key when PAYKIT_API_KEY is unset', async () => {
    const cli = await startScript(
      'src/bin/sandbox-cli.ts',
      ['--port', '0'],
      { PAYKIT_API_KEY: '' },
      /listening on (http:\/\/127\.0\.0\.1:\d+)[\s\S]*API key \(generated[^:]*: (\S+)/,
    );
    running.push(cli);
    const key = /API key \(generated[^:]*: (\S+)/.exec(cli.output())![1]!;
    const res = await fetch(`${cli.url}/v1/accounts/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a bad --port with a usage line', async () => {
    await expect(startScript('src/bin/sandbox-cli.ts', ['--port', 'abc'], {}, /listening/)).rejects.toThrow(/--port must be a whole number/);
  });

  it('delivers signed webhooks over real HTTP to a loopback receiver', async () => {
    const received: Array<{ body: string; signature: string | undefined }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['service-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const cli = await startScript('src/bin/sandbox-cli.ts', ['--port', '0'], { PAYKIT_API_KEY: 'sk_cli_test' }, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
      running.push(cli);
      const client = createPaykitClient({ apiKey: 'sk_cli_test', baseUrl: cli.url });
      const port = (receiver.address() as AddressInfo).port;
      const endpoint = await client.webhooks.create({ url: `http://127.0.0.1:${port}/hooks`, events: ['payment.settled'] });
      const payment = await client.payments.create({ amount: '10.00', currency: 'USDT', reference: 'order-9' });
      await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
      for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(1);
      const { body, signature } = received[0]!;
      expect(signature).toBe(createHmac('sha256', endpoint.secret).update(body).digest('hex'));
      expect(JSON.parse(body)).toMatchObject({ event: 'payment.settled', data: { payment_id: payment.payment_id, amount: '10.00' } });
    } finally {
      receiver.close();
    }
  });
});

describe('npm start', () => {
  it('serves the demo config, the proxy, and the sandbox at /sandbox/v1 and /sandbox/api/v1', async () => {
    const demo = await startScript('demo/dev-server.ts', [], { PORT: '0', PAYKIT_API_KEY: 'sk_demo_test' }, /demo on (http:\/\/127\.0\.0\.1:\d+)/);
    running.push(demo);
    const config = await (await fetch(`${demo.url}/demo/config.json`)).json();
    expect(config.payment_link_id).toMatch(/^pl_/);
    expect((await fetch(`${demo.url}/api/paykit/payment-links/${config.payment_link_id}`)).status).toBe(200);
    for (const prefix of ['/sandbox/v1', '/sandbox/api/v1']) {
      const client = createPaykitClient({ apiKey: 'sk_demo_test', baseUrl: `${demo.url}/sandbox` });
      const link = await client.paymentLinks.create({ amount: '25.00', currency: 'USDT' });
      const res = await fetch(`${demo.url}${prefix}/payment-links/${link.id}`, { headers: { authorization: 'Bearer sk_demo_test' } });
      expect(res.status).toBe(200);
      expect((await res.json()).url).toBe(`${demo.url}/pay/${link.id}`);
    }
  });

  it('ends npm start and every process it started on one SIGTERM', async () => {
    // Its own pages folder, built as for production: rebuilding the shared dist-pages/ under the
    // runner's NODE_ENV=test gave the real-browser tests running meanwhile development React.
    const pagesDir = mkdtempSync(join(tmpdir(), 'paykit-pages-'));
    onTestFinished(() => rmSync(pagesDir, { recursive: true, force: true }));
    const env = { ...process.env, NODE_ENV: 'production', PAGES_DIR: pagesDir, PORT: '0', PAYKIT_API_KEY: 'sk_demo_test' };
    const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toMatch(/demo on http:\/\/127\.0\.0\.1:\d+/), { timeout: 60_000, interval: 100 });
    const tree = descendantsOf(npm.pid!);
    expect(tree.length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await exited;
    await vi.waitFor(() => expect(tree.filter(isAlive)).toEqual([]), { timeout: 10_000, interval: 100 });
  }, 90_000);
});

/** Every process below `pid`, read from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; the parent pid is the 2nd field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone while we looked
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
