/**
 * The two processes that take a Redis URL from the environment, run as a person runs them (tsx,
 * from the sources): a typo'd REDIS_URL or REDIS_CLUSTER_NODES stops them at start with a line
 * naming the variable, and nothing they print holds the password that sat beside the typo.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const PASSWORD = 'hunter2';
const TYPOS = [`redis://:${PASSWORD}@127.0.0.1:99999`, `redis://:${PASSWORD}@[::1`];

/** Runs `script` to its end; its exit code and all it wrote to stdout and stderr. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, REDIS_URL: '', REDIS_CLUSTER_NODES: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('paykit-checkout with a malformed Redis URL', () => {
  const CHECKOUT_ENV = {
    PAYKIT_API_KEY: 'sk_test_redis_url_0123',
    PAYKIT_BASE_URL: 'http://127.0.0.1:1',
    PAYKIT_WEBHOOK_SECRET: 'whsec_redis_url',
    PORT: '0',
    HOST: '127.0.0.1',
  };

  it.each([...TYPOS.map((url) => ['REDIS_URL', url]), ...TYPOS.map((url) => ['REDIS_CLUSTER_NODES', `redis://127.0.0.1:7000,${url}`])])(
    '%s=%s: exits 2 naming the variable, never printing the password',
    async (name, value) => {
      const { code, output } = await run('src/bin/checkout-cli.ts', { ...CHECKOUT_ENV, [name]: value });
      expect(output).not.toContain(PASSWORD);
      expect(output).toMatch(new RegExp(`^  ${name}: .*must be redis://`, 'm'));
      expect(code).toBe(2);
    },
    40_000,
  );
});

describe('npm start (the demo) with a malformed REDIS_URL', () => {
  it.each(TYPOS)(
    'REDIS_URL=%s: exits 2 naming REDIS_URL, never printing the password',
    async (url) => {
      const { code, output } = await run('demo/dev-server.ts', { REDIS_URL: url, PORT: '0', HOST: '127.0.0.1' });
      expect(output).not.toContain(PASSWORD);
      expect(output).toMatch(/^paykit demo: REDIS_URL must be redis:\/\//m);
      expect(code).toBe(2);
    },
    40_000,
  );
});
