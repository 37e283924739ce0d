/**
 * A body the handler refuses part-way (too large) over a real socket: the sender gets the
 * handler's answer, not a connection reset, however the body is framed.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readLimited } from '../web/json-body';
import { HttpError, json } from '../web/http-error';
import { sendFiller } from '../../test/support/send-bytes';
import { toNodeListener } from './adapter';

const MB = 1024 * 1024;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A handler that reads at most 10 MB, as the proxy's upload route does. */
async function tenMegabytes(request: Request): Promise<Response> {
  try {
    const body = await readLimited(request, 10 * MB);
    return json({ received: body.byteLength });
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    throw error;
  }
}

async function listen(): Promise<number> {
  server = createServer(toNodeListener(tenMegabytes));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `total` bytes in 64 KB chunks (chunked, or with a Content-Length), as fast as the socket takes them; resolves with the answer or the socket's error. */
function post(port: number, total: number, framing: 'chunked' | 'length'): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const headers = framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) };
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    sendFiller(req, total);
  });
}

describe('toNodeListener and a body refused part-way', () => {
  it.each(['chunked', 'length'] as const)('answers a 20 MB %s body to a 10 MB route with the 413, not a reset', async (framing) => {
    const port = await listen();
    const answer = await post(port, 20 * MB, framing);
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('still reads a body within the limit whole', async () => {
    const port = await listen();
    expect(await post(port, 2 * MB, 'chunked')).toEqual({ status: 200, body: JSON.stringify({ received: 2 * MB }) });
  });
});
