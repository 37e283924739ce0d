#!/usr/bin/env node
/**
 * paykit-sandbox [--port N] [--host H] [--seed N] [--strict [--control-port N]]: the emulator alone.
 * Key from PAYKIT_API_KEY or generated. With --strict the port answers only what the real service
 * serves, and a second port (the control API) serves everything, extensions included, over the
 * same world: point the kit's server at the first, drive outcomes through the second.
 * paykit-sandbox settle [pay_…] [--status …]: an outcome for a payment of a running sandbox (sandbox-settle.ts).
 */
import { parseArgs } from 'node:util';
import { toNodeListener } from '../node/adapter';
import { serve } from '../node/serve';
import { startSandboxServer } from '../dev/sandbox-server';
import { parseSettleArgs, settle, SettleUsageError, SETTLE_USAGE } from '../dev/sandbox-settle';

function usage(message?: string): never {
  if (message) console.error(`paykit-sandbox: ${message}`);
  console.error(
    'usage: paykit-sandbox [--port 4010] [--host 127.0.0.1] [--seed N (default: random)] [--strict [--control-port N (default: port + 1)]]   (API key: env PAYKIT_API_KEY, else generated)',
  );
  console.error(`       ${SETTLE_USAGE.replace(/^usage: /, '')}`);
  process.exit(2);
}

function integer(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) usage(`--${name} must be a whole number up to ${max}`);
  return Number(raw);
}

/** `settle`: one outcome for a running sandbox's payment, then exit. */
async function settleCommand(args: string[]): Promise<void> {
  let request;
  try {
    request = parseSettleArgs(args, process.env);
  } catch (error) {
    if (!(error instanceof SettleUsageError)) throw error;
    console.error(`paykit-sandbox settle: ${error.message}`);
    console.error(SETTLE_USAGE);
    process.exit(2);
  }
  console.log(await settle(request));
}

async function main(): Promise<void> {
  if (process.argv[2] === 'settle') return settleCommand(process.argv.slice(3));
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        seed: { type: 'string' },
        strict: { type: 'boolean' },
        'control-port': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (values.help) usage();
  const strict = values.strict ?? false;
  if (!strict && values['control-port'] !== undefined) usage('--control-port needs --strict (without it the one port serves everything)');
  const port = integer('port', values.port, 4010, 65535);
  // Port 0 picks a free port; so does the control port then.
  const controlPort = integer('control-port', values['control-port'], port === 0 ? 0 : port + 1, 65535);
  const host = values.host ?? '127.0.0.1';
  const generated = !process.env.PAYKIT_API_KEY;
  const running = await startSandboxServer({
    port,
    host,
    strict,
    ...(values.seed === undefined ? {} : { seed: integer('seed', values.seed, 0, 2 ** 31) }),
    ...(process.env.PAYKIT_API_KEY ? { apiKey: process.env.PAYKIT_API_KEY } : {}),
    onError: (error) => console.error('paykit-sandbox: internal error', error),
  });
  console.log(`paykit sandbox listening on ${running.baseUrl}  (API: ${running.baseUrl}/v1 and ${running.baseUrl}/api/v1)`);
  // The ticker runs on the main port's server; the control port shares its world and clock.
  const control = strict ? await serve(toNodeListener(running.sandbox.controlHandler), { port: controlPort, host }).catch(closing(running.close)) : null;
  if (control) {
    console.log(`strict: only the service's own routes; sandbox-only extensions answer 404 (give the kit's server ${running.baseUrl})`);
    console.log(`control API (the whole sandbox, extensions included, same API key) on ${control.url}`);
  }
  console.log(generated ? `API key (generated; set PAYKIT_API_KEY to choose one): ${running.sandbox.apiKey}` : 'API key: from PAYKIT_API_KEY');
  const stop = () => void Promise.all([running.close(), control?.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Closes what already listens before the error ends the process. */
function closing(close: () => Promise<void>) {
  return async (error: unknown): Promise<never> => {
    await close();
    throw error;
  };
}

main().catch((error: unknown) => {
  console.error(`paykit-sandbox: ${(error as Error).message}`);
  process.exit(1);
});
