/**
 * Serves a Web-standard handler from node:http (or as Express/Connect middleware).
 * Request bodies stream in and response bodies stream out unbuffered, so uploads can be
 * cut off at a limit and Server-Sent Events flush as they are written.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectionInfo } from '../web/connection';
import { toHttpError } from '../web/error-response';
import { HttpError } from '../web/http-error';
import { takePushSource, type PushSource } from '../web/push-body';
import { rememberNodeContext } from './request-context';
import { requestMethod, requestUrl } from './request-line';

/**
 * A Web-standard request handler, as `createPaykitHandler` and `createSandbox().handler` return;
 * toNodeListener passes it the connection's facts (peer address, raw request target) beside the request.
 */
export type WebHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** How the adapter builds a Web Request from a Node one. */
export interface NodeListenerOptions {
  /** Origin to build request URLs from when the Host header is absent (default http://localhost). */
  fallbackOrigin?: string;
}

/**
 * A Web Request for a Node request. Pass `res` so the request's signal aborts when the
 * response closes before it was sent whole (the client went away): that is what ends a
 * Server-Sent Events stream.
 *
 * Throws an HttpError for a request a Web Request cannot stand for: 400 for a Host header that is
 * not a host or a target that is not a path, 501 for TRACE, CONNECT or TRACK. `toNodeListener`
 * answers those itself; a caller of this function answers them with `answerRefusal`.
 */
export function toWebRequest(req: IncomingMessage, res?: ServerResponse, options: NodeListenerOptions = {}): Request {
  const path = rawTarget(req);
  const method = requestMethod(req.method);
  const url = requestUrl(path, req.headers.host, options.fallbackOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // Per response, not per socket: a kept-alive socket outlives many requests. An answer sent
  // whole was not left: aborting then would only cost an exception and every listener's run.
  // A response already closed (the client reset before this ran) aborts at once: a 'close'
  // listener added now would never hear of it, and an event stream would hold its slot for good.
  // A pushed body written whole and waiting for node:http to finish it (`endLater`) was not left either.
  if (res?.closed && !res.writableFinished) controller.abort();
  else
    res?.once('close', () => {
      if (!res.writableFinished && !toFinish.has(res)) controller.abort();
    });
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: bodyStream(req, res), duplex: 'half' } : {}),
  });
  rememberNodeContext(request, { remoteAddress: req.socket?.remoteAddress, rawTarget: path, incoming: req });
  return request;
}

/**
 * What the socket knows of a Node request that its Web Request cannot carry, for the handler's
 * second argument: pass it with a request made by `toWebRequest` (`toNodeListener` does), so
 * the proxy vets the raw target and keys its per-client limits on the peer.
 */
export function nodeConnection(req: IncomingMessage): ConnectionInfo {
  return { remoteAddress: req.socket?.remoteAddress, rawTarget: rawTarget(req) };
}

/** The request target as sent: Express strips the mount path from req.url, originalUrl keeps it. */
function rawTarget(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
}

/**
 * After a handler stops reading a body (it refused it as too large), the rest is read and thrown
 * away once the answer is out, so the sender reads the answer instead of a reset (destroying a
 * socket with unread data resets it). At most this long, and this much, before the socket is cut.
 * An answer with `Connection: close` skips this: the handler has said it will not read that
 * sender any further, and Node closes the socket as soon as the answer is flushed.
 */
const DISCARD_LIMIT_MS = 5_000;
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The request body as a Web stream with backpressure, without node:stream (so this module loads
 * anywhere). Nothing is asked of the socket until a reader asks for the body (highWaterMark 0): a
 * request refused before its body is read (no slot, a rate limit) costs what Node read with its
 * headers, not a queue of chunks. With `res`, a body refused part-way is left unread until the
 * answer is out; then its rest is discarded, unless the answer closes the connection.
 */
function bodyStream(req: IncomingMessage, res: ServerResponse | undefined): ReadableStream<Uint8Array> {
  let cancelled = false;
  let listening = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.once('end', () => {
          if (!cancelled) controller.close();
        });
        req.once('error', (error) => {
          if (!cancelled) controller.error(error);
        });
      },
      pull(controller) {
        if (listening) return void req.resume();
        listening = true;
        // The first 'data' listener sets the request flowing; each chunk pauses it until the next read.
        req.on('data', (chunk: Buffer) => {
          if (cancelled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          req.pause();
        });
      },
      cancel() {
        cancelled = true;
        req.pause();
        if (!res) return discardRest(req);
        if (res.writableFinished) return discardRest(req);
        res.once('finish', () => discardRest(req));
      },
    },
    { highWaterMark: 0 },
  );
}

/** Requests whose answer closes the connection: their rest is never read (Node closes the socket once the answer is out). */
const closing = new WeakSet<IncomingMessage>();
/** Requests whose rest is being thrown away. */
const discarding = new WeakSet<IncomingMessage>();

/** Reads and drops what is left of `req`, within the discard limits, then cuts the socket if the sender is still going. */
function discardRest(req: IncomingMessage): void {
  if (closing.has(req) || discarding.has(req) || req.complete) return;
  discarding.add(req);
  let dropped = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DISCARD_LIMIT_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DISCARD_LIMIT_BYTES) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * Writes a Web Response to a Node response: headers (each Set-Cookie on its own), then the body
 * streamed with backpressure; a client that goes away cancels the body instead of buffering it.
 * What the handler left unread of the request body is then discarded within the limits above,
 * unless the Response says `Connection: close`: then none of it is read, and Node closes the
 * connection once the answer is out (a sender still sending may then see a reset after it).
 */
export async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  // The handler is done with this connection (it refused a sender it will not read): Node closes
  // it once the answer is out, and nothing more of the body is read in the meantime.
  if (/(^|,)\s*close\s*(,|$)/i.test(response.headers.get('connection') ?? '')) closing.add(res.req);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const pushed = takePushSource(response);
  if (res.closed) {
    // The client left before the answer was ready: nobody reads the body, and a stream (SSE) must
    // hear so now, as 'close' will not be emitted again.
    if (pushed) return pushed.cancel();
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.writeHead(response.status, headers);
  if (pushed) return pushTo(pushed, res);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  res.once('close', () => void reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
    }
  } catch {
    // The client went away mid-stream; nothing left to tell it.
  }
  res.end();
  // Answered without reading the body (refused up front): the rest gets the same bounded drain,
  // unless the answer closes the connection.
  discardRest(res.req);
}

/**
 * A pushed body (Server-Sent Events) written straight to the socket: each chunk one write, no
 * read promise or pump per stream, so one event fanned out to thousands of streams costs a write
 * each. The headers go out with the first chunk. The producer hears when the socket is behind
 * (`write` false) and when it drained, so what a slow reader holds stays bounded.
 */
function pushTo(source: PushSource, res: ServerResponse): void {
  const drained = () => source.drained();
  res.once('close', () => {
    // Ended by the producer and sent whole: nothing to cancel.
    if (!res.writableFinished && !toFinish.has(res)) source.cancel();
  });
  const framing = ownFraming(res);
  // The first chunk goes through node:http, the headers with it; then ours is the socket.
  let started = false;
  const ownSocket = () => (framing && started ? res.socket : null);
  source.attach({
    write(chunk) {
      const socket = ownSocket();
      if (!socket) {
        started = true;
        if (res.write(chunk)) return true;
        res.once('drain', drained);
        return false;
      }
      if (chunk.byteLength === 0 || socket.destroyed) return true;
      if (socket.write(framed(chunk, res.chunkedEncoding, false))) return true;
      socket.once('drain', drained);
      return false;
    },
    end(last) {
      const socket = ownSocket();
      if (!socket) {
        if (last) res.end(last);
        else res.end();
        return discardRest(res.req);
      }
      if (!socket.destroyed) {
        // The last chunk and the body's end in one write, of bytes framed once for every stream.
        if (res.chunkedEncoding) socket.write(last && last.byteLength > 0 ? framed(last, true, true) : LAST_CHUNK);
        else if (last && last.byteLength > 0) socket.write(last);
      }
      // Everything is written: node:http finishes the response without writing anything more.
      res.chunkedEncoding = false;
      endLater(res);
    },
  });
}

/**
 * Responses whose bytes are all written, for node:http to finish in a later turn: one settlement
 * ends thousands of streams in one pass, and node:http's bookkeeping for each response (finish,
 * close, the keep-alive timer) costs more than its write. Every payer's last event is on the
 * wire before any of it is done; then it is done in batches, so the server answers other
 * requests in between.
 */
const finishing: ServerResponse[] = [];
/** The same responses, for a 'close' to know the client left only after its whole answer was written. */
const toFinish = new WeakSet<ServerResponse>();
const FINISHED_PER_TURN = 1_000;

function endLater(res: ServerResponse): void {
  if (finishing.length === 0) setImmediate(finishSome);
  finishing.push(res);
  toFinish.add(res);
}

function finishSome(): void {
  for (const res of finishing.splice(0, FINISHED_PER_TURN)) {
    toFinish.delete(res);
    // The client closed meanwhile: node:http has let the response go, there is nothing to finish.
    if (res.socket?.destroyed !== false) continue;
    res.end();
    discardRest(res.req);
  }
  if (finishing.length > 0) setImmediate(finishSome);
}

/**
 * Whether the adapter may frame a pushed body itself and write it to the socket under node:http:
 * not for HEAD (no body), nor when something has replaced the response's write or end (a
 * compression middleware: its encoding would be bypassed). Otherwise each chunk goes through
 * `res.write`, which frames it anew for every response.
 */
function ownFraming(res: ServerResponse): boolean {
  return res.req.method !== 'HEAD' && !Object.hasOwn(res, 'write') && !Object.hasOwn(res, 'end');
}

const CRLF = new Uint8Array([13, 10]);
/** The last chunk of a chunked body (RFC 9112 §7.1), with no trailers. */
const LAST_CHUNK = new TextEncoder().encode('0\r\n\r\n');
/**
 * Chunks as they go on the wire, by the chunk: one settlement's event is the same bytes for every
 * stream (../server/proxy/sse.ts encodes it once), so it is framed once, not once per stream.
 */
const framedChunks = new WeakMap<Uint8Array, Uint8Array>();
const framedLastChunks = new WeakMap<Uint8Array, Uint8Array>();

/** `chunk` framed for a chunked body (with the body's end after it when `last`), or as is. */
function framed(chunk: Uint8Array, chunked: boolean, last: boolean): Uint8Array {
  if (!chunked) return chunk;
  const cache = last ? framedLastChunks : framedChunks;
  let frame = cache.get(chunk);
  if (!frame) {
    const size = new TextEncoder().encode(`${chunk.byteLength.toString(16)}\r\n`);
    const tail = last ? [CRLF, LAST_CHUNK] : [CRLF];
    frame = new Uint8Array(size.byteLength + chunk.byteLength + tail.reduce((n, part) => n + part.byteLength, 0));
    let at = 0;
    for (const part of [size, chunk, ...tail]) {
      frame.set(part, at);
      at += part.byteLength;
    }
    cache.set(chunk, frame);
  }
  return frame;
}

/**
 * Answers a request that could not become a Web Request (see `toWebRequest`) with its JSON
 * envelope, and closes the connection: what else the sender put on it is not to be trusted.
 */
export function answerRefusal(error: HttpError, res: ServerResponse): void {
  if (res.headersSent || res.closed) return void res.destroy();
  res.writeHead(error.status, { ...error.headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(JSON.stringify(error.toEnvelope()));
  discardRest(res.req);
}

/** A node:http request listener; also works as Express/Connect middleware (`app.use('/api/paykit', listener)`). */
export function toNodeListener(handler: WebHandler, options: NodeListenerOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void => {
    let request: Request;
    try {
      request = toWebRequest(req, res, options);
    } catch (error) {
      // Never thrown into node:http's 'request' event, where it would end the process.
      return answerRefusal(error instanceof HttpError ? error : new HttpError(400, 'invalid_request', 'The request is malformed'), res);
    }
    Promise.resolve()
      .then(() => handler(request, nodeConnection(req)))
      .then((response) => writeWebResponse(response, res))
      .catch((error: unknown) => {
        if (next) return next(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(toHttpError(error, { internalMessage: 'Internal server error' }).toEnvelope()));
      });
  };
}
