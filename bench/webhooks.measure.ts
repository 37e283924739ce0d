/**
 * Finding 4 of the hardening audit: 1,000 connections to the webhook receiver that each send
 * 255 KB of a chunked body and then stall, never finishing and never signed. Figures: how far the
 * proxy's memory rose, and how many connections it still held 20 s and 40 s later.
 * BENCH_ROOT=<older checkout> measures that code.
 */
import { connect, type Socket } from 'node:net';
import { startScript } from '../test/support/spawn';
import type { Measure } from './support/measurement';
import { mb, rssMb, sampleRss } from './support/memory';

const CONNECTIONS = 1_000;
const SENT_BYTES = 255 * 1024;

const measure: Measure = async () => {
  const proxy = await startScript(
    'bench/support/proxy-process.ts',
    [],
    { PAYKIT_API_KEY: 'sk_bench_webhooks', PAYKIT_BASE_URL: 'http://127.0.0.1:9', WEBHOOK_SECRET: 'whsec_bench_webhooks' },
    /proxy on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const sockets: Socket[] = [];
  try {
    const pid = proxy.child.pid as number;
    const port = Number(new URL(proxy.url).port);
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
    const scenario = `${CONNECTIONS} unsigned webhook bodies of which 255 KB arrive, then nothing`;
    return [
      { scenario, metric: 'proxy RSS growth above idle (peak)', value: mb(sampler.peak() - idle), unit: 'MB', bound: 'small: 32 bodies of ≤ 64 KB read at once' },
      { scenario, metric: 'connections the proxy still held after 20 s', value: heldAt20, unit: 'connections', bound: '0 (10 s body deadline, 5 s drain)' },
      { scenario, metric: 'connections the proxy still held after 40 s', value: open, unit: 'connections', bound: '0' },
    ];
  } finally {
    for (const socket of sockets) socket.destroy();
    await proxy.stop();
  }
};

export default measure;
