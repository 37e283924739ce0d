/**
 * The request signal the Node adapter gives a handler says "the client went away": it aborts when
 * the connection closes before the answer was sent whole, and not after an answer that was. (An
 * abort costs an exception object and every listener's run; an SSE fan-out closes thousands of
 * answered streams at once.)
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../web/http-error';
import { toNodeListener, type WebHandler } from './adapter';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Serves `handler`; `signalOnClose` resolves with whether the request's signal was aborted once its response closed. */
async function serve(handler: WebHandler) {
  let seen: AbortSignal | undefined;
  let report: (aborted: boolean) => void = () => {};
  const signalOnClose = new Promise<boolean>((resolve) => (report = resolve));
  const listener = toNodeListener((request) => {
    seen = request.signal;
    return handler(request);
  });
  server = createServer((req, res) => {
    listener(req, res);
    // After the adapter's own 'close' listener, and after whatever that listener set off.
    res.once('close', () => setImmediate(() => report(seen?.aborted ?? false)));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, signalOnClose };
}

describe('toNodeListener request signal', () => {
  it('is not aborted once the answer was sent whole', async () => {
    const { port, signalOnClose } = await serve(() => Promise.resolve(json({ ok: true })));
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).json();
    expect(body).toEqual({ ok: true });
    expect(await signalOnClose).toBe(false);
  });

  it('is not aborted once a streamed answer ended', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\n\n'));
        controller.close();
      },
    });
    const { port, signalOnClose } = await serve(() => Promise.resolve(new Response(stream, { headers: { 'content-type': 'text/event-stream' } })));
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('data: one\n\n');
    expect(await signalOnClose).toBe(false);
  });

  it('is aborted when the client leaves before the answer ends', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(': open\n\n'));
      },
    });
    const { port, signalOnClose } = await serve(() => Promise.resolve(new Response(endless, { headers: { 'content-type': 'text/event-stream' } })));
    await new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/' }, (res) => res.once('data', () => (req.destroy(), resolve())));
      req.on('error', () => undefined);
      req.end();
    });
    expect(await signalOnClose).toBe(true);
  });
});
