/**
 * Finding 2 of the hardening audit: 30 concurrent 9.9 MB document uploads from one address (the
 * rate limiter's whole burst) against a proxy in its own process. Figure: how far the proxy's
 * resident memory rose above its idle level. BENCH_ROOT=<older checkout> measures that code.
 */
import { startScript } from '../test/support/spawn';
import { createPaykitClient } from '../src/server';
import type { Measure } from './support/measurement';
import { startSandboxProcess } from './support/servers';
import { mb, rssMb, sampleRss } from './support/memory';

const UPLOADS = 30;
const FILE_BYTES = Math.round(9.9 * 1024 * 1024);
const API_KEY = 'sk_bench_uploads';

const measure: Measure = async () => {
  const sandbox = await startSandboxProcess(API_KEY);
  try {
    const platform = createPaykitClient({ apiKey: API_KEY, baseUrl: sandbox.url });
    const account = await platform.connectedAccounts.create({ customer_type: 'individual', email: 'bench@example.com', country: 'AU', reference_id: 'bench' });
    const proxy = await startScript(
      'bench/support/proxy-process.ts',
      [],
      { PAYKIT_API_KEY: API_KEY, PAYKIT_BASE_URL: sandbox.url, ACCOUNT_ID: account.connected_account_id },
      /proxy on (http:\/\/127\.0\.0\.1:\d+)/,
    );
    try {
      const pid = proxy.child.pid as number;
      const file = new Uint8Array(FILE_BYTES).fill(0x41);
      file.set([0xff, 0xd8, 0xff, 0xe0]);
      const send = () => {
        const form = new FormData();
        form.append('document_type', 'passport');
        form.append('file', new Blob([file], { type: 'image/jpeg' }), 'passport.jpg');
        return fetch(`${proxy.url}/api/paykit/onboarding/documents`, {
          method: 'POST',
          body: form,
          headers: { origin: proxy.url },
          signal: AbortSignal.timeout(120_000),
        })
          .then((response) => response.status)
          .catch(() => 0);
      };
      await send(); // warm up: modules loaded, connections open
      const idle = rssMb(pid);
      const sampler = sampleRss(pid);
      const statuses = await Promise.all(Array.from({ length: UPLOADS }, send));
      sampler.stop();
      const stored = statuses.filter((s) => s === 201).length;
      const refused = statuses.filter((s) => s === 429).length;
      const scenario = `${UPLOADS} concurrent ${mb(FILE_BYTES / 2 ** 20)} MB uploads from one address (${stored} stored, ${refused} refused 429, ${UPLOADS - stored - refused} other)`;
      return [{ scenario, metric: 'proxy RSS growth above idle', value: mb(sampler.peak() - idle), unit: 'MB', bound: '< 100 MB' }];
    } finally {
      await proxy.stop();
    }
  } finally {
    await sandbox.stop();
  }
};

export default measure;
