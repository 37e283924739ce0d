/**
 * A service that answers to hurt its client, on a real socket (127.0.0.1): a gzip bomb, a flood
 * with or without Content-Length, a body that stalls after a few bytes. Each answer records what
 * the server managed to hand to the socket and whether the client hung up before the end, so a
 * test can show that the client stopped reading and freed the connection.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** What one answer cost the server. */
export interface AnswerRecord {
  /** The request's path and headers as they arrived. */
  path: string;
  headers: IncomingMessage['headers'];
  /** Body bytes handed to the socket so far. */
  written: number;
  /** Resolves when the connection closes; true when that was before the whole body was sent. */
  closed: Promise<boolean>;
}

/** Writes one answer; resolves when it has written all it meant to, or the client went away. */
export type Answer = (response: ServerResponse, record: AnswerRecord) => Promise<void>;

export interface HostileUpstream {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every answer given, in order. */
  answers: AnswerRecord[];
  close(): Promise<void>;
}

/** A server that gives `answerFor(path)`'s answer to each request (404 JSON when it gives none). */
export async function hostileUpstream(answerFor: (path: string) => Answer | undefined): Promise<HostileUpstream> {
  const answers: AnswerRecord[] = [];
  const server = createServer((request, response) => {
    let ended = false;
    response.on('finish', () => (ended = true));
    const record: AnswerRecord = {
      path: request.url ?? '/',
      headers: request.headers,
      written: 0,
      closed: new Promise((resolve) => response.on('close', () => resolve(!ended))),
    };
    answers.push(record);
    const answer = answerFor(record.path) ?? jsonAnswer(404, { error: { code: 'not_found', message: 'No such thing' } });
    void answer(response, record).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An ordinary JSON answer. */
export function jsonAnswer(status: number, body: unknown): Answer {
  return (response, record) => {
    const bytes = Buffer.from(JSON.stringify(body));
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(bytes.byteLength) });
    record.written += bytes.byteLength;
    response.end(bytes);
    return Promise.resolve();
  };
}

/**
 * `total` bytes of a JSON string that never ends, in 64 KB writes that wait for the socket to take
 * each one (so what is written is what the client's side let in), with or without a Content-Length.
 */
export function floodAnswer(total: number, options: { contentLength: boolean; encoding?: 'gzip' }): Answer {
  return async (response, record) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(options.contentLength ? { 'content-length': String(total) } : {}),
      ...(options.encoding ? { 'content-encoding': options.encoding } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"description":"');
    await writeAll(response, record, chunk, total);
  };
}

/**
 * A gzip bomb: one JSON string of `inflated` bytes (Infinity: one that never ends), compressed as
 * it is sent and only as fast as the socket takes it, with Content-Encoding: gzip. A megabyte of
 * it inflates to about a gigabyte. `written` counts the compressed bytes.
 */
export function gzipBomb(inflated: number): Answer {
  return async (response, record) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    const gzip = createGzip({ level: 9 });
    gzip.on('data', (data: Buffer) => (record.written += data.byteLength));
    const filler = Buffer.alloc(1024 * 1024, 'a');
    function* json() {
      yield Buffer.from('{"description":"');
      for (let left = inflated; left > 0; left -= filler.byteLength) yield left >= filler.byteLength ? filler : filler.subarray(0, left);
    }
    await pipeline(Readable.from(json()), gzip, response);
  };
}

/** Headers and `prefix`, then the connection is torn down mid-body. */
export function brokenAnswer(prefix: string): Answer {
  return async (response, record) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    record.written += Buffer.byteLength(prefix);
    await new Promise<void>((resolve) => response.write(prefix, () => resolve()));
    response.socket?.destroy();
  };
}

/** Headers and `prefix`, then nothing more until the client hangs up. */
export function stallAnswer(prefix: string): Answer {
  return async (response, record) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(prefix);
    record.written += Buffer.byteLength(prefix);
    await once(response, 'close');
  };
}

async function writeAll(response: ServerResponse, record: AnswerRecord, chunk: Buffer, total: number): Promise<void> {
  let left = total;
  while (left > 0 && !response.destroyed) {
    const piece = left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
    left -= piece.byteLength;
    record.written += piece.byteLength;
    if (!response.write(piece)) await drainedOrClosed(response);
  }
  if (!response.destroyed) response.end();
}

function drainedOrClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}
