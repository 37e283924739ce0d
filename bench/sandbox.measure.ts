/**
 * Finding 5 of the hardening audit: one 200 MB chunked POST (no Content-Length) to the sandbox's
 * public liveness page, and one to a JSON endpoint, against the sandbox CLI in its own process.
 * Figure: how far the sandbox's memory rose. BENCH_ROOT=<older checkout> measures that code.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { createPaykitClient } from '../src/server';
import { sendFiller } from '../test/support/send-bytes';
import { startScript } from '../test/support/spawn';
import type { Measurement, Measure } from './support/measurement';
import { mb, rssMb, sampleRss } from './support/memory';

const API_KEY = 'sk_bench_sandbox';
const TOTAL = 200 * 1024 * 1024;

/** The CLI's file in the checkout being measured (it moved in the restructuring). */
function cliOf(root: string | undefined): string {
  if (!root) return 'src/bin/sandbox-cli.ts';
  const candidates = ['src/bin/sandbox-cli.ts', 'src/dev/sandbox-cli.ts', 'src/sandbox/cli.ts'].map((path) => join(root, path));
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
}

/** Streams `TOTAL` bytes chunked to `url` as fast as the socket takes them; resolves with the status, or 0 if cut off. */
function streamTo(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    sendFiller(req, TOTAL, 256 * 1024, 0x61);
  });
}

const measure: Measure = async () => {
  const sandbox = await startScript(cliOf(process.env.BENCH_ROOT), ['--port', '0'], { PAYKIT_API_KEY: API_KEY }, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
  const rows: Measurement[] = [];
  try {
    const pid = sandbox.child.pid as number;
    const client = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    const account = await client.connectedAccounts.create({ customer_type: 'individual', email: 'bench@example.com', country: 'AU', reference_id: 'bench' });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    await client.connectedAccounts.uploadKycDocument(account.connected_account_id, { file: new Blob([jpeg]), document_type: 'passport' });
    const { liveness_url } = await client.connectedAccounts.createLivenessUrl(account.connected_account_id);

    for (const [scenario, url, headers] of [
      ['200 MB chunked POST to the public liveness page', liveness_url, { 'content-type': 'application/x-www-form-urlencoded' }],
      ['200 MB chunked JSON body to POST /v1/payments', `${sandbox.url}/v1/payments`, { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }],
    ] as const) {
      const idle = rssMb(pid);
      const sampler = sampleRss(pid);
      const status = await streamTo(url, headers);
      sampler.stop();
      rows.push({
        scenario: `${scenario} (answered ${status || 'nothing: cut off'})`,
        metric: 'sandbox RSS growth above idle',
        value: mb(sampler.peak() - idle),
        unit: 'MB',
        bound: 'a few MB',
      });
    }
  } finally {
    await sandbox.stop();
  }
  return rows;
};

export default measure;
