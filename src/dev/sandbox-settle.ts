/**
 * `paykit-sandbox settle [pay_…]`: applies an outcome to a payment through a running sandbox's
 * simulator, over HTTP, so a newcomer settles the payment their page shows without copying its
 * id. No id: the newest pending payment (the sandbox's payment list, an extension the control
 * port serves). The sandbox then signs the outcome's webhook to every registered endpoint.
 */
import { parseArgs } from 'node:util';
import { AuthenticationError, NotFoundError, PaykitConnectionError, PaykitError } from '../shared/errors';
import { hasPrefix } from '../shared/ids';
import { createPaykitClient } from '../server/client';

/** Where `paykit-sandbox --strict` serves its simulators by default (the control port). */
export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:4011';
const OUTCOMES = ['settled', 'underpaid', 'overpaid', 'expired'] as const;
type Outcome = (typeof OUTCOMES)[number];

export const SETTLE_USAGE =
  'usage: paykit-sandbox settle [pay_… (default: the newest pending payment)] [--status settled|underpaid|overpaid|expired] [--amount-received 10.00] [--url http://127.0.0.1:4011 (the control port; a sandbox without --strict: its one port)] [--key sk_… (default: env PAYKIT_API_KEY)]';

/** A refusal of the command line itself: exit 2 with the usage line. */
export class SettleUsageError extends Error {}

interface SettleRequest {
  paymentId: string | undefined;
  status: Outcome;
  amountReceived: string | undefined;
  url: string;
  apiKey: string;
}

/** The command line after `settle`, checked; throws SettleUsageError with what is wrong. */
export function parseSettleArgs(args: string[], env: NodeJS.ProcessEnv): SettleRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        status: { type: 'string', short: 's' },
        'amount-received': { type: 'string' },
        url: { type: 'string' },
        key: { type: 'string' },
      },
    });
  } catch (error) {
    throw new SettleUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new SettleUsageError('name at most one payment');
  const paymentId = positionals[0];
  if (paymentId !== undefined && !hasPrefix('payment', paymentId)) throw new SettleUsageError(`${String(paymentId)} is not a payment id (they start with pay_)`);
  const status = (values.status ?? 'settled') as Outcome;
  if (!OUTCOMES.includes(status)) throw new SettleUsageError(`--status must be one of ${OUTCOMES.join(', ')}`);
  const amountReceived = values['amount-received'];
  if ((status === 'underpaid' || status === 'overpaid') !== (amountReceived !== undefined)) {
    throw new SettleUsageError('--amount-received goes with --status underpaid or overpaid, and only with them');
  }
  const apiKey = values.key ?? env.PAYKIT_API_KEY;
  if (!apiKey) throw new SettleUsageError('give the API key the sandbox was started with: --key sk_… or env PAYKIT_API_KEY');
  const url = values.url ?? DEFAULT_CONTROL_URL;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new SettleUsageError(`--url must be an http(s) URL, not ${url}`);
  return { paymentId, status, amountReceived, url, apiKey };
}

/** Applies the outcome; resolves to the line to print, or throws a PaykitError whose message says what to do. */
export async function settle(request: SettleRequest): Promise<string> {
  const client = createPaykitClient({ apiKey: request.apiKey, baseUrl: request.url, maxRetries: 0, timeoutMs: 10_000 });
  try {
    const paymentId = request.paymentId ?? (await newestPending(client, request.url));
    const body = request.amountReceived === undefined ? { status: request.status } : { status: request.status, amount_received: request.amountReceived };
    const payment = await client.sandbox.simulatePayment(paymentId, body);
    return `${payment.payment_id}: ${payment.status} (${payment.amount_received} of ${payment.amount} ${payment.currency} received); the sandbox is sending its webhook`;
  } catch (error) {
    throw explained(error, request.url);
  }
}

async function newestPending(client: ReturnType<typeof createPaykitClient>, url: string): Promise<string> {
  const page = await client.sandbox.listPayments({ status: 'pending', limit: 1 });
  const newest = page.data[0];
  if (!newest)
    throw new PaykitError(`The sandbox at ${url} has no pending payment: open one first (press Pay on your page), or name one: paykit-sandbox settle pay_…`);
  return newest.payment_id;
}

function explained(error: unknown, url: string): unknown {
  if (error instanceof PaykitConnectionError) {
    return new PaykitError(
      `Could not reach the sandbox at ${url} (${error.message}). Is \`npx paykit-sandbox --strict\` running? Its simulators are on its control port, 4011 by default; pass --url otherwise.`,
    );
  }
  if (error instanceof AuthenticationError)
    return new PaykitError(`The sandbox at ${url} refused the API key: use the one it was started with (--key, or env PAYKIT_API_KEY).`);
  if (error instanceof NotFoundError && /No API route/.test(error.message)) {
    return new PaykitError(`${url} serves no simulators: with --strict they are on the control port (4011 by default), not on the API port.`);
  }
  return error;
}
