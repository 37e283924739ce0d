/**
 * A checkout server over an in-process sandbox: a page folder built for the test (one hashed
 * script, the stylesheet, their brotli and gzip copies), the sandbox's webhooks delivered into
 * the server's receiver, its pino lines captured, and the upstream switchable off.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createCheckoutServer, type CheckoutServer, type CheckoutServerOptions } from '../../src/hosted/checkout-server';
import { createPaykitClient } from '../../src/server';
import { precompressFolder } from '../../scripts/pages/precompress';
import { createHarness, TEST_API_KEY, TEST_BASE_URL } from './harness';

export const CHECKOUT_ORIGIN = 'https://pay.shop.example';
export const PAGE_SCRIPT = '/assets/pay-Ab12Cd34.js';
/** Big enough that brotli and gzip really shrink it. */
export const SCRIPT_TEXT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 17}`))};\n`;

/** A built page as the pages' Vite build lays it out. */
export async function writePageFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'paykit-checkout-page-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(
    join(folder, 'pay.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Pay — paykit</title>\n    <link rel="stylesheet" href="/paykit.css" />\n    <script type="module" crossorigin src="${PAGE_SCRIPT}"></script>\n  </head>\n  <body class="paykit-page pk-theme-auto"><div id="root"><div class="pay"><main class="notice" data-stage="loading" aria-busy="true"><div class="notice__card"><h1>Loading your checkout…</h1></div></main><footer class="pay__footer"><p>Payments by paykit</p></footer></div></div></body>\n</html>\n`,
  );
  await writeFile(join(folder, PAGE_SCRIPT), SCRIPT_TEXT);
  await writeFile(join(folder, 'paykit.css'), ':root{--pk:1}'.repeat(50));
  await precompressFolder(folder);
  return folder;
}

export async function createCheckoutHarness(options: Partial<CheckoutServerOptions> = {}) {
  const pageDir = await writePageFolder();
  let checkout: CheckoutServer | null = null;
  let upstreamUp = true;
  let gate: { opened: Promise<void>; reached: () => void } | null = null;
  const h = createHarness({ fetch: async (input, init) => (checkout as CheckoutServer).fetch(new Request(input, init)) });
  const client = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    maxRetries: 0,
    fetch: async (input, init) => {
      if (!upstreamUp) throw new TypeError('fetch failed: connect ECONNREFUSED');
      if (gate) {
        gate.reached();
        await gate.opened;
      }
      return h.sandbox.fetch(new Request(input, init));
    },
  });
  const endpoint = await h.client.webhooks.create({
    url: `${CHECKOUT_ORIGIN}/api/paykit/webhooks`,
    events: ['payment.confirmed', 'payment.settled', 'payment.failed'],
  });
  let logText = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logText += chunk.toString();
      callback();
    },
  });
  const server = createCheckoutServer({
    client,
    webhookSecret: endpoint.secret,
    pageDir,
    logger: pino({ level: 'info' }, destination),
    proxy: { limits: { rateLimit: false } },
    ...options,
  });
  checkout = server;

  /** A request as the page (or anyone) sends it; POSTs carry the page's own Origin. */
  const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const headers = { ...(init.method === 'POST' ? { origin: CHECKOUT_ORIGIN, 'content-type': 'application/json' } : {}), ...init.headers };
    return server.fetch(new Request(`${CHECKOUT_ORIGIN}${path}`, { ...init, headers }));
  };

  return {
    ...h,
    checkout: server,
    call,
    webhookSecret: endpoint.secret,
    pageDir,
    setUpstreamUp: (up: boolean) => (upstreamUp = up),
    /** Holds every upstream call from now on until `release()`; `reached` resolves when one is waiting. */
    holdUpstream() {
      let release = () => {};
      let reached = () => {};
      const opened = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      gate = { opened, reached };
      return {
        reached: arrived,
        release: () => {
          gate = null;
          release();
        },
      };
    },
    /** Every pino line written so far, parsed. */
    logLines: () =>
      logText
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    logText: () => logText,
    cleanup: () => rm(pageDir, { recursive: true, force: true }),
  };
}
