/**
 * Webhook deliveries the receiver refuses (no slot, too large, over the rate limit) over real
 * loopback sockets through the Node adapter: the sender gets the refusal, and the connection then
 * costs a socket for no longer than the answer takes, not a body read into memory. The sender
 * here sends 512 KB of an unsigned body and stalls, as the audit's attacker did by the thousand.
 */
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { scriptedClient } from '../../../test/support/proxy-harness';
import { loopback } from '../../../test/support/loopback';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { toNodeListener } from '../../node/adapter';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

const SENT = 512 * 1024;
/**
 * Headers, and what Node reads into the request's buffer before anyone asks for the body: up to
 * its high-water mark, two 64 KB socket reads on Node 20. Past that, only a reader reads.
 */
const READ_BOUND = 160 * 1024;

const wire = loopback();

/** A receiver on 127.0.0.1 that keeps its server-side sockets, to read how much each one read. */
async function serveReceiver(extra: Partial<PaykitHandlerOptions>) {
  const handler = createPaykitHandler(mergeHandlerOptions({ upstream: { client: scriptedClient().client }, webhooks: { secret: 'whsec_refused_unread' } }, extra));
  let entered = 0;
  const accepted: Socket[] = [];
  const server = createServer(
    toNodeListener((request, connection) => {
      entered += 1;
      return handler(request, connection);
    }),
  );
  server.on('connection', (socket: Socket) => accepted.push(socket));
  const port = await wire.listen(server);
  return { port, entered: () => entered, accepted };
}

const HEAD = `POST /api/paykit/webhooks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nService-Signature: ${'f'.repeat(64)}\r\n`;

/** A delivery that declares 1 000 bytes and sends 1; the socket stays open and keeps its slot. */
function trickle(port: number): void {
  const socket = wire.connect(port);
  socket.on('error', () => undefined);
  socket.write(`${HEAD}Content-Length: 1000\r\n\r\n{`);
}

/**
 * 512 KB of a chunked body, then nothing. Resolves with the status line the sender read and how
 * long after it the receiver closed the connection (null if it was still open 3 s later).
 */
function sendAndStall(port: number): Promise<{ status: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const socket = wire.connect(port);
    let answer = '';
    let answeredAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      resolve({ status: answer.split('\r\n', 1)[0] ?? '', closedAfterMs });
    };
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      if (answer === '') {
        answeredAt = Date.now();
        timer = setTimeout(() => done(null), 3_000);
      }
      answer += chunk.toString('latin1');
    });
    socket.once('close', () => done(answeredAt ? Date.now() - answeredAt : null));
    socket.write(`${HEAD}Transfer-Encoding: chunked\r\n\r\n${SENT.toString(16)}\r\n`);
    socket.write(Buffer.alloc(SENT, 0x20));
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a refused unsigned webhook body costs a socket, not the body', () => {
  it('refused for want of a slot: answered 429, the body not read, the connection closed once answered', async () => {
    // A grace far longer than the test: the four trickles keep the sender's share full.
    const receiver = await serveReceiver({ webhooks: { bodyGraceMs: 60_000, rateLimit: false } });
    for (let i = 0; i < 4; i++) trickle(receiver.port);
    await until(() => receiver.entered() === 4);
    const refused = await sendAndStall(receiver.port);
    expect(refused.status).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refused.closedAfterMs).not.toBeNull();
    expect(receiver.accepted[4]?.bytesRead).toBeLessThan(READ_BOUND);
  });

  it('refused by the rate limit: answered 429, the body not read, the connection closed once answered', async () => {
    const receiver = await serveReceiver({ webhooks: { rateLimit: { burst: 1, perSecond: 0.001 } } });
    trickle(receiver.port);
    await until(() => receiver.entered() === 1);
    const refused = await sendAndStall(receiver.port);
    expect(refused.status).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refused.closedAfterMs).not.toBeNull();
    expect(receiver.accepted[1]?.bytesRead).toBeLessThan(READ_BOUND);
  });

  it('over the 64 KB limit: answered 413, the rest not read, the connection closed once answered', async () => {
    const receiver = await serveReceiver({ webhooks: { rateLimit: false } });
    const refused = await sendAndStall(receiver.port);
    expect(refused.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(refused.closedAfterMs).not.toBeNull();
    // The 64 KB the receiver reads to find the body too large, and what Node had read ahead of it.
    expect(receiver.accepted[0]?.bytesRead).toBeLessThan(64 * 1024 + READ_BOUND);
  });
});
