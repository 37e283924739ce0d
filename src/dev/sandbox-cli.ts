#!/usr/bin/env node
/** paykit-sandbox [--port N] [--host H] [--seed N]: the emulator alone. Key from PAYKIT_API_KEY or generated. */
import { parseArgs } from 'node:util';
import { startSandboxServer } from './sandbox-server';

function usage(message?: string): never {
  if (message) console.error(`paykit-sandbox: ${message}`);
  console.error('usage: paykit-sandbox [--port 4010] [--host 127.0.0.1] [--seed N (default: random)]   (API key: env PAYKIT_API_KEY, else generated)');
  process.exit(2);
}

function integer(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) usage(`--${name} must be a whole number up to ${max}`);
  return Number(raw);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (values.help) usage();
  const generated = !process.env.PAYKIT_API_KEY;
  const running = await startSandboxServer({
    port: integer('port', values.port, 4010, 65535),
    host: values.host ?? '127.0.0.1',
    ...(values.seed === undefined ? {} : { seed: integer('seed', values.seed, 0, 2 ** 31) }),
    ...(process.env.PAYKIT_API_KEY ? { apiKey: process.env.PAYKIT_API_KEY } : {}),
    onError: (error) => console.error('paykit-sandbox: internal error', error),
  });
  console.log(`paykit sandbox listening on ${running.baseUrl}  (API: ${running.baseUrl}/v1 and ${running.baseUrl}/api/v1)`);
  console.log(generated ? `API key (generated; set PAYKIT_API_KEY to choose one): ${running.sandbox.apiKey}` : 'API key: from PAYKIT_API_KEY');
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`paykit-sandbox: ${(error as Error).message}`);
  process.exit(1);
});
