/**
 * Finding 4 of the hardening audit, and issue 22 item 12: 1,000 connections to the webhook
 * receiver that each send 255 KB of a chunked body and then stall, never finishing and never
 * signed. Measured against the bare proxy (bench/support/proxy-process.ts) and against the demo as
 * `npm start` runs it (demo/dev-server.ts: the proxy under /api/paykit beside the sandbox and
 * the pages, served by src/node/serve.ts). Figures: how far the process's memory rose, and how
 * many connections it still held 20 s and 40 s later. BENCH_ROOT=<older checkout> measures that code.
 */
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { startScript, type Started } from '../test/support/spawn';
import type { Measure, Measurement } from './support/measurement';
import { mb, rssMb, sampleRss } from './support/memory';

const CONNECTIONS = 1_000;
const SENT_BYTES = 255 * 1024;
const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..');

interface Target {
  name: string;
  start: () => Promise<Started>;
}

const targets: Target[] = [
  {
    name: 'bare proxy (node:http defaults)',
    start: () =>
      startScript(
        'bench/support/proxy-process.ts',
        [],
        { PAYKIT_API_KEY: 'sk_bench_webhooks', PAYKIT_BASE_URL: 'http://127.0.0.1:9', WEBHOOK_SECRET: 'whsec_bench_webhooks' },
        /proxy on (http:\/\/127\.0\.0\.1:\d+)/,
      ),
  },
  {
    name: 'the demo as `npm start` runs it',
    start: () => startScript(join(root, 'demo/dev-server.ts'), [], { PORT: '0', HOST: '127.0.0.1' }, /paykit demo on (http:\/\/127\.0\.0\.1:\d+)/, 60_000),
  },
];

async function attack(target: Target): Promise<Measurement[]> {
  const server = await target.start();
  const sockets: Socket[] = [];
  try {
    const pid = server.child.pid as number;
    const port = Number(new URL(server.url).port);
    // Let start-up settle before the idle figure.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = rssMb(pid);
    const sampler = sampleRss(pid);
    const chunk = Buffer.alloc(SENT_BYTES, 0x20);
    const head = `POST /api/paykit/webhooks HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nService-Signature: ${'f'.repeat(64)}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    let open = 0;
    for (let i = 0; i < CONNECTIONS; i++) {
      const socket = connect(port, '127.0.0.1', () => socket.write(`${head}${chunk.byteLength.toString(16)}\r\n${chunk.toString()}\r\n`));
      socket.on('error', () => undefined);
      socket.resume();
      open += 1;
      socket.once('close', () => (open -= 1));
      sockets.push(socket);
      if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const heldAt20 = open;
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    sampler.stop();
    const scenario = `${CONNECTIONS} unsigned webhook bodies of which 255 KB arrive, then nothing; ${target.name}`;
    const how = `idle ${mb(idle)} MB measured 5 s after start-up; RSS from /proc every 25 ms`;
    return [
      {
        scenario,
        metric: 'RSS growth above idle (peak)',
        value: mb(sampler.peak() - idle),
        unit: 'MB',
        bound: '< 100 MB (issue 22 item 12): 32 bodies of ≤ 64 KB read at once',
        how,
      },
      { scenario, metric: 'connections the server still held after 20 s', value: heldAt20, unit: 'connections', bound: '0 (10 s body deadline)' },
      { scenario, metric: 'connections the server still held after 40 s', value: open, unit: 'connections', bound: '0' },
    ];
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
}

const measure: Measure = async () => {
  const rows: Measurement[] = [];
  for (const target of targets) {
    if (process.env.WEBHOOKS_TARGET && !target.name.includes(process.env.WEBHOOKS_TARGET)) continue;
    rows.push(...(await attack(target)));
  }
  return rows;
};

export default measure;
