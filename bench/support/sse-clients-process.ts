/**
 * Payers' browsers in a process of their own, so the proxy's memory is the proxy's alone: opens
 * status streams (`GET …/payments/:id/events`) over raw sockets, `perAddress` from each loopback
 * source address 127.1.x.y (the proxy's per-address limits see many clients, as in production),
 * and reports when every stream shows the payment pending, then when each one shows it settled.
 * Times are process.hrtime (CLOCK_MONOTONIC, the same clock in every process on the machine).
 * Driven over IPC: { open: OpenPlan } → { opened, refused, failed }; { awaitSettled: timeoutMs }
 * → { received, firstNs, lastNs }; { close: true } → { closed } once every socket is closed.
 *
 * A stream that shows the settlement keeps its connection until every stream has been reported,
 * as a browser keeps a finished response's connection in its pool: closing 10,000 loopback
 * sockets inside the timed window cost this process more CPU than reading them (each close runs
 * the proxy's side of TCP too), and made the proxy tear them down meanwhile. They are closed
 * when the bench says so (`close`), and it counts the proxy's CPU for that teardown separately.
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

/** What a stream shows once the payment is settled, searched for in the bytes as they come. */
const SETTLED = Buffer.from('"status":"settled"');

interface Stream {
  socket: Socket;
  text: string;
  /** The last bytes read after "pending", in case the settled event is split across two reads. */
  tail: Buffer;
  pending: boolean;
  settledAt: bigint | null;
}

let streams: Stream[] = [];
/**
 * Streams of the current set that showed the settlement, counted as each does (a scan of every
 * stream per settled one costs this process 10,000²/2 steps). Streams settle before the bench's
 * `awaitSettled` arrives (the webhook's answer comes after the fan-out), so the count is the
 * set's, not the request's; the report of an earlier set never runs again for this one.
 */
let settled = 0;
let onAllSettled = () => {};

function address(index: number, perAddress: number): string {
  const n = Math.floor(index / perAddress);
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

function openOne(plan: OpenPlan, index: number): Promise<'opened' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const stream: Stream = {
      socket: connect({ host: '127.0.0.1', port: plan.port, localAddress: address(index, plan.perAddress) }),
      text: '',
      tail: Buffer.alloc(0),
      pending: false,
      settledAt: null,
    };
    const timer = setTimeout(() => resolve('failed'), 30_000);
    stream.socket.on('connect', () => stream.socket.write(`GET ${plan.path} HTTP/1.1\r\nHost: 127.0.0.1:${plan.port}\r\nAccept: text/event-stream\r\n\r\n`));
    stream.socket.on('data', (chunk: Buffer) => {
      if (stream.settledAt !== null) return;
      if (stream.pending) return sawSettled(stream, chunk);
      stream.text += chunk.toString('latin1');
      if (!stream.text.startsWith('HTTP/1.1 200')) {
        clearTimeout(timer);
        stream.socket.destroy();
        return resolve('refused');
      }
      if (stream.text.includes('"status":"pending"')) {
        stream.pending = true;
        stream.text = '';
        streams.push(stream);
        clearTimeout(timer);
        resolve('opened');
      }
    });
    stream.socket.on('error', () => {
      clearTimeout(timer);
      resolve('failed');
    });
  });
}

/** Bytes read after "pending": the stream is settled once they hold the settled status. */
function sawSettled(stream: Stream, chunk: Buffer): void {
  const bytes = stream.tail.length > 0 ? Buffer.concat([stream.tail, chunk]) : chunk;
  if (bytes.indexOf(SETTLED) === -1) {
    stream.tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - SETTLED.length + 1)));
    return;
  }
  stream.settledAt = process.hrtime.bigint();
  settled += 1;
  if (settled === streams.length) onAllSettled();
}

/** Every stream's connection, once the bench has its figures (see the file's comment). */
function closeAll(): void {
  for (const s of streams) s.socket.destroy();
  streams = [];
  settled = 0;
}

async function open(plan: OpenPlan) {
  closeAll();
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
      clearTimeout(timer);
      onAllSettled = () => {};
      const times = streams.map((s) => s.settledAt).filter((t): t is bigint => t !== null);
      const sorted = times.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      resolve({ received: times.length, firstNs: String(sorted[0] ?? 0n), lastNs: String(sorted.at(-1) ?? 0n) });
    };
    const timer = setTimeout(report, timeoutMs);
    if (settled === streams.length) report();
    else onAllSettled = report;
  });
}

process.on('message', (message: { open?: OpenPlan; awaitSettled?: number; close?: true; exit?: true }) => {
  if (message.open) void open(message.open).then((outcomes) => process.send?.(outcomes));
  if (message.awaitSettled !== undefined) void awaitSettled(message.awaitSettled).then((result) => process.send?.(result));
  if (message.close) {
    const closed = streams.length;
    closeAll();
    process.send?.({ closed });
  }
  if (message.exit) process.exit(0);
});
process.send?.({ ready: true });
