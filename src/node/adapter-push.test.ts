/**
 * A pushed body (Server-Sent Events) through the Node adapter: written straight to the socket
 * without reading its ReadableStream, held back while the reader is behind so the server buffers
 * a bounded amount, resumed when the socket drains, and cancelled when the client leaves.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pushResponse, type PushSink, type PushSource } from '../web/push-body';
import { toNodeListener } from './adapter';
import { loopback } from '../../test/support/loopback';

/** The server's side of the last request, to see what it buffers. */
let served: ServerResponse | undefined;
const wire = loopback();

const CHUNK = 64 * 1024;
const TOTAL = 1024 * CHUNK; // 64 MiB: far more than the kernel's socket buffers take unread
const BYTES = new Uint8Array(CHUNK).fill(120);

/** Writes 64 KiB chunks while its sink takes them, up to 64 MiB, then ends. */
class Firehose implements PushSource {
  sink: PushSink | undefined;
  written = 0;
  refusals = 0;
  cancelled = false;
  attach(sink: PushSink): void {
    this.sink = sink;
    this.pour();
  }
  drained(): void {
    this.pour();
  }
  cancel(): void {
    this.cancelled = true;
  }
  private pour(): void {
    const sink = this.sink as PushSink;
    while (this.written < TOTAL - CHUNK) {
      this.written += CHUNK;
      if (!sink.write(BYTES)) return void this.refusals++;
    }
    this.written += CHUNK;
    sink.end(BYTES);
  }
}

async function serveSource(source: PushSource): Promise<{ port: number; response: Promise<Response> }> {
  let answered: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (answered = resolve));
  const listener = toNodeListener(() => {
    const pushed = pushResponse(source, { headers: { 'content-type': 'text/event-stream' } });
    answered(pushed);
    return Promise.resolve(pushed);
  });
  const server = createServer((req, res) => {
    served = res;
    listener(req, res);
  });
  const port = await wire.listen(server);
  return { port, response };
}

function openRaw(port: number): Socket {
  const socket = wire.connect(port);
  socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`);
  return socket;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a pushed body through toNodeListener', () => {
  it('is written straight to the socket, and a reader that does not read holds the producer back', async () => {
    const source = new Firehose();
    const { port, response } = await serveSource(source);
    const socket = openRaw(port);
    socket.pause();
    await pause(500);
    // The body's ReadableStream was never read: the adapter took the source.
    expect((await response).bodyUsed).toBe(false);
    expect((await response).body?.locked).toBe(false);
    // Past what the kernel's socket buffers take, the producer was told to wait: the server holds
    // at most the chunk that crossed the mark, and the producer stopped far short of its 64 MiB.
    expect(source.refusals).toBeGreaterThanOrEqual(1);
    expect(served?.writableLength).toBeLessThanOrEqual(CHUNK + 16 * 1024);
    expect(source.written).toBeLessThan(TOTAL / 4);

    // Once the reader reads, the socket drains and the producer goes on to the end.
    let received = 0;
    const ended = new Promise<void>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received += chunk.byteLength;
        if (chunk.toString('latin1').endsWith('\r\n0\r\n\r\n')) resolve();
      });
    });
    socket.resume();
    await ended;
    expect(source.written).toBe(TOTAL);
    expect(source.refusals).toBeGreaterThanOrEqual(1);
    expect(received).toBeGreaterThan(TOTAL);
    expect(source.cancelled).toBe(false);
  });

  it('cancels the producer when the client leaves mid-stream', async () => {
    const source = new Firehose();
    const { port } = await serveSource(source);
    const socket = openRaw(port);
    socket.pause();
    await pause(100);
    expect(source.cancelled).toBe(false);
    socket.destroy();
    for (let i = 0; i < 100 && !source.cancelled; i++) await pause(10);
    expect(source.cancelled).toBe(true);
  });
});
