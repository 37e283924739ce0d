/**
 * Webhook slots under a slow-body attack, over real loopback sockets through the Node adapter: a
 * sender who opens many deliveries, each declaring 1 000 bytes and sending 1, must not keep the
 * service's correctly signed deliveries out. The attacker's sockets are bound to other loopback
 * addresses (Linux routes all of 127/8 to lo), so the service (127.0.0.1) is another client.
 */
import { createServer, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { paymentEventBody, scriptedClient } from '../../../test/support/proxy-harness';
import { loopback } from '../../../test/support/loopback';
import { mergeHandlerOptions } from '../../../test/support/merge-handler-options';
import { toNodeListener } from '../../node/adapter';
import { signWebhookPayload } from '../webhooks';
import { createPaykitHandler } from './handler';
import type { PaykitHandlerOptions } from './options';

const SECRET = 'whsec_trickle_test_secret';

const wire = loopback();

/** Serves a webhook receiver on 127.0.0.1; `entered()` counts requests that reached the handler. */
async function serveReceiver(extra: Partial<PaykitHandlerOptions> = {}) {
  const handler = createPaykitHandler(mergeHandlerOptions({ upstream: { client: scriptedClient().client }, webhooks: { secret: SECRET } }, extra));
  let entered = 0;
  const server = createServer(
    toNodeListener((request, connection) => {
      entered += 1;
      return handler(request, connection);
    }),
  );
  const port = await wire.listen(server);
  return { port, entered: () => entered };
}

/** A delivery that declares 1 000 bytes and sends 1, from `localAddress`; the socket stays open. */
function trickle(port: number, localAddress: string): void {
  const socket = wire.connect(port, { localAddress });
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/paykit/webhooks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Service-Signature: ${'f'.repeat(64)}\r\nContent-Length: 1000\r\n\r\n{`,
  );
}

/** One correctly signed delivery from 127.0.0.1 on its own connection, as the service sends it; its status. */
async function deliver(port: number, index: number): Promise<number> {
  const { body } = paymentEventBody('payment.settled', { id: `evt_trickle${index}`, paymentId: `pay_trickle${index}` });
  const signature = await signWebhookPayload(body, SECRET);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/paykit/webhooks',
        agent: false,
        localAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'service-signature': signature, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens `count` trickling deliveries spread over `addresses`, and waits until the receiver has taken up every one. */
async function holdTrickles(receiver: { port: number; entered: () => number }, count: number, addresses: string[]) {
  for (let i = 0; i < count; i++) trickle(receiver.port, addresses[i % addresses.length] as string);
  for (let i = 0; i < 500 && receiver.entered() < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(receiver.entered()).toBe(count);
}

const DELIVERIES = 20;

describe('webhook deliveries while slow bodies are held', () => {
  it('accepts every signed delivery while one address holds 32 trickling bodies', async () => {
    const receiver = await serveReceiver();
    await holdTrickles(receiver, 32, ['127.0.0.2']);
    const statuses = await Promise.all(Array.from({ length: DELIVERIES }, (_, i) => deliver(receiver.port, i)));
    expect(statuses).toEqual(Array(DELIVERIES).fill(200));
  });

  it('accepts every signed delivery while 16 addresses hold every slot with trickling bodies', async () => {
    // The grace is short here only so the test need not wait a second for the bodies to count as slow.
    const receiver = await serveReceiver({ webhooks: { bodyGraceMs: 50 } });
    const addresses = Array.from({ length: 16 }, (_, i) => `127.0.0.${i + 2}`);
    await holdTrickles(receiver, 64, addresses);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = await Promise.all(Array.from({ length: DELIVERIES }, (_, i) => deliver(receiver.port, i)));
    expect(statuses).toEqual(Array(DELIVERIES).fill(200));
  });
});
