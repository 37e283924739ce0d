/**
 * Pushed bodies ended together (one settlement ends every stream of its payment): the adapter
 * frames the chunks itself and writes them to the socket, and node:http finishes each response
 * in a later turn. What a client reads must be HTTP as ever: a chunked body that parses and
 * ends, a connection that then answers its next request (or closes, if the client asked), a
 * body without chunks for HTTP/1.0, and a body fetch reads whole.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pushResponse, type PushSink } from '../web/push-body';
import { toNodeListener } from './adapter';
import { loopback } from '../../test/support/loopback';

const wire = loopback();

const encoder = new TextEncoder();
const OPENING = encoder.encode('retry: 2000\n\n');
const MIDDLE = encoder.encode('id: 1\nevent: status\ndata: {"status":"pending"}\n\n');
/** One event for every stream, as a settlement is: the same bytes. */
const LAST = encoder.encode('id: 2\nevent: status\ndata: {"status":"settled"}\n\n');
const BODY = new TextDecoder().decode(new Uint8Array([...OPENING, ...MIDDLE, ...LAST]));

/** A server whose /events streams wait for the test to end them; any other path answers "next". `wrap` sees each response first. */
async function serveStreams(wrap: (res: ServerResponse) => void = () => {}): Promise<{ port: number; sinks: PushSink[]; opened: (count: number) => Promise<void> }> {
  const sinks: PushSink[] = [];
  const listener = toNodeListener((request) => {
    if (!request.url.endsWith('/events')) return Promise.resolve(new Response('next'));
    return Promise.resolve(
      pushResponse(
        {
          attach(sink) {
            sink.write(OPENING);
            sink.write(MIDDLE);
            sinks.push(sink);
          },
          drained() {},
          cancel() {},
        },
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    );
  });
  const server = createServer((req, res) => {
    wrap(res);
    listener(req, res);
  });
  const port = await wire.listen(server);
  const opened = async (count: number) => {
    for (let i = 0; i < 500 && sinks.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sinks.length).toBe(count);
  };
  return { port, sinks, opened };
}

/** A raw connection and everything it has read so far. */
function rawClient(port: number, request: string): { socket: Socket; read: () => string; until: (pattern: RegExp) => Promise<string> } {
  const socket = wire.connect(port);
  let text = '';
  const waiting: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const wake of waiting.splice(0)) wake();
  });
  socket.on('end', () => {
    for (const wake of waiting.splice(0)) wake();
  });
  socket.write(request);
  const until = async (pattern: RegExp) => {
    for (let i = 0; i < 200 && !pattern.test(text); i++) await new Promise<void>((resolve) => (waiting.push(resolve), setTimeout(resolve, 25)));
    expect(text).toMatch(pattern);
    return text;
  };
  return { socket, read: () => text, until };
}

/** The body of a chunked response, checking each chunk's size line against its bytes; null if it has not ended. */
function dechunk(response: string): string | null {
  let rest = response.slice(response.indexOf('\r\n\r\n') + 4);
  let body = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    if (line === -1) return null;
    const size = Number.parseInt(rest.slice(0, line), 16);
    expect(rest.slice(0, line)).toMatch(/^[0-9a-f]+$/);
    if (size === 0) {
      expect(rest.slice(line)).toBe('\r\n\r\n');
      return body;
    }
    body += rest.slice(line + 2, line + 2 + size);
    expect(rest.slice(line + 2 + size, line + 4 + size)).toBe('\r\n');
    rest = rest.slice(line + 4 + size);
  }
}

const get = (port: number, path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}\r\n`;

describe('pushed bodies ended together through toNodeListener', () => {
  it('end as chunked bodies every client parses, and each connection then answers its next request', async () => {
    const { port, sinks, opened } = await serveStreams();
    const clients = Array.from({ length: 20 }, () => rawClient(port, get(port, '/events')));
    await opened(clients.length);
    for (const sink of sinks) sink.end(LAST);

    const first: string[] = [];
    for (const client of clients) {
      const response = await client.until(/\r\n0\r\n\r\n$/);
      expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(response).toMatch(/\r\ntransfer-encoding: chunked\r\n/i);
      expect(dechunk(response)).toBe(BODY);
      first.push(response);
    }
    // node:http finished every response, writing nothing after its end: the same connections
    // answer their next request, and that answer is all they read next.
    for (const client of clients) client.socket.write(get(port, '/next'));
    for (const [i, client] of clients.entries()) {
      const next = (await client.until(/\r\n\r\n4\r\nnext\r\n0\r\n\r\n$/)).slice(first[i]?.length);
      expect(next).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(dechunk(next)).toBe('next');
    }
  });

  it('end and close the connection for a client that asked to close, and without chunks for HTTP/1.0', async () => {
    const { port, sinks, opened } = await serveStreams();
    const closing = rawClient(port, get(port, '/events', 'Connection: close\r\n'));
    const old = rawClient(port, `GET /events HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await opened(2);
    for (const sink of sinks) sink.end(LAST);
    const ended = (client: ReturnType<typeof rawClient>) =>
      new Promise<string>((resolve) => (client.socket.readableEnded ? resolve(client.read()) : client.socket.once('end', () => resolve(client.read()))));

    const chunked = await ended(closing);
    expect(chunked).toMatch(/\r\nconnection: close\r\n/i);
    expect(dechunk(chunked)).toBe(BODY);
    const plain = await ended(old);
    expect(plain).not.toMatch(/transfer-encoding/i);
    expect(plain.slice(plain.indexOf('\r\n\r\n') + 4)).toBe(BODY);
  });

  it('is read whole by fetch', async () => {
    const { port, sinks, opened } = await serveStreams();
    const responses = Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${port}/events`));
    await opened(5);
    for (const sink of sinks) sink.end(LAST);
    for (const response of await Promise.all(responses)) expect(await response.text()).toBe(BODY);
  });

  it('goes through a write and end that a middleware put on the response (a compression middleware would encode it)', async () => {
    const seen: string[] = [];
    const { port, sinks, opened } = await serveStreams((res) => {
      const write = res.write.bind(res) as (chunk: Uint8Array) => boolean;
      const end = res.end.bind(res) as (chunk?: Uint8Array) => ServerResponse;
      res.write = ((chunk: Uint8Array) => (seen.push(new TextDecoder().decode(chunk)), write(chunk))) as ServerResponse['write'];
      res.end = ((chunk?: Uint8Array) => (chunk && seen.push(new TextDecoder().decode(chunk)), end(chunk))) as ServerResponse['end'];
    });
    const client = rawClient(port, get(port, '/events'));
    await opened(1);
    for (const sink of sinks) sink.end(LAST);
    expect(dechunk(await client.until(/\r\n0\r\n\r\n$/))).toBe(BODY);
    expect(seen.join('')).toBe(BODY);
  });
});
