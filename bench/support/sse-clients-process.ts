/**
 * Payers' browsers in a process of their own, so the proxy's memory is the proxy's alone: opens
 * status streams (`GET …/payments/:id/events`) over raw sockets, `perAddress` from each loopback
 * source address 127.1.x.y (the proxy's per-address limits see many clients, as in production),
 * and reports when every stream shows the payment pending, then when each one shows it settled.
 * Times are process.hrtime (CLOCK_MONOTONIC, the same clock in every process on the machine).
 * Driven over IPC: { open: OpenPlan } → { opened, refused, failed }; { awaitSettled: timeoutMs }
 * → { received, firstNs, lastNs }.
 */
import { connect, type Socket } from 'node:net';

export interface OpenPlan {
  port: number;
  path: string;
  count: number;
  perAddress: number;
  /** Opened at once, each batch waiting for the last to show "pending". */
  batch: number;
}

interface Stream {
  socket: Socket;
  text: string;
  pending: boolean;
  settledAt: bigint | null;
}

let streams: Stream[] = [];
let onSettled = () => {};

function address(index: number, perAddress: number): string {
  const n = Math.floor(index / perAddress);
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

function openOne(plan: OpenPlan, index: number): Promise<'opened' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const stream: Stream = {
      socket: connect({ host: '127.0.0.1', port: plan.port, localAddress: address(index, plan.perAddress) }),
      text: '',
      pending: false,
      settledAt: null,
    };
    const timer = setTimeout(() => resolve('failed'), 30_000);
    stream.socket.setEncoding('utf8');
    stream.socket.on('connect', () => stream.socket.write(`GET ${plan.path} HTTP/1.1\r\nHost: 127.0.0.1:${plan.port}\r\nAccept: text/event-stream\r\n\r\n`));
    stream.socket.on('data', (chunk: string) => {
      if (stream.settledAt !== null) return;
      stream.text += chunk;
      if (!stream.pending && !stream.text.startsWith('HTTP/1.1 200')) {
        clearTimeout(timer);
        stream.socket.destroy();
        return resolve('refused');
      }
      if (!stream.pending && stream.text.includes('"status":"pending"')) {
        stream.pending = true;
        stream.text = '';
        streams.push(stream);
        clearTimeout(timer);
        resolve('opened');
      } else if (stream.pending && stream.text.includes('"status":"settled"')) {
        stream.settledAt = process.hrtime.bigint();
        stream.socket.destroy();
        onSettled();
      }
    });
    stream.socket.on('error', () => {
      clearTimeout(timer);
      resolve('failed');
    });
  });
}

async function open(plan: OpenPlan) {
  for (const s of streams) s.socket.destroy();
  streams = [];
  const outcomes = { opened: 0, refused: 0, failed: 0 };
  for (let start = 0; start < plan.count; start += plan.batch) {
    const batch = Array.from({ length: Math.min(plan.batch, plan.count - start) }, (_, i) => openOne(plan, start + i));
    for (const outcome of await Promise.all(batch)) outcomes[outcome] += 1;
  }
  return outcomes;
}

function awaitSettled(timeoutMs: number) {
  return new Promise<{ received: number; firstNs: string; lastNs: string }>((resolve) => {
    const report = () => {
      const times = streams.map((s) => s.settledAt).filter((t): t is bigint => t !== null);
      const sorted = times.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      resolve({ received: times.length, firstNs: String(sorted[0] ?? 0n), lastNs: String(sorted.at(-1) ?? 0n) });
    };
    const timer = setTimeout(report, timeoutMs);
    // Counted, not searched: a scan of every stream per settled one costs this process 10,000²/2 steps.
    let settled = streams.filter((s) => s.settledAt !== null).length;
    const check = () => {
      if (settled < streams.length) return;
      clearTimeout(timer);
      report();
    };
    onSettled = () => {
      settled += 1;
      check();
    };
    check();
  });
}

process.on('message', (message: { open?: OpenPlan; awaitSettled?: number; exit?: true }) => {
  if (message.open) void open(message.open).then((outcomes) => process.send?.(outcomes));
  if (message.awaitSettled !== undefined) void awaitSettled(message.awaitSettled).then((result) => process.send?.(result));
  if (message.exit) process.exit(0);
});
process.send?.({ ready: true });
