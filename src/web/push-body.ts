/**
 * A response body its producer pushes (Server-Sent Events), which a server adapter may write
 * straight to its connection instead of reading it through the body's ReadableStream. One
 * settlement reaches thousands of open streams at once: through a ReadableStream each of them
 * costs a read promise and its microtasks, an async pump and their garbage; pushed, each costs
 * one write (docs/architecture.md#layers: the Node adapter does this, other runtimes read the
 * body as usual).
 *
 * The contract is Node's: a sink always takes what it is given, and says when it would rather be
 * given nothing more until the reader catches up. What a producer holds meanwhile is its own
 * affair, and must be bounded (an event stream keeps only the newest event, see
 * ../server/proxy/sse.ts).
 */

/** Where a pushed body goes: the connection, or the body's ReadableStream. */
export interface PushSink {
  /** Takes `chunk`. False: the reader is behind; write nothing more until `drained`. */
  write(chunk: Uint8Array): boolean;
  /** Ends the body, `last` first (in one write where the transport can). */
  end(last?: Uint8Array): void;
}

/** What produces a pushed body. */
export interface PushSource {
  /** Attaches the one sink: what is held goes to it now, the rest as it comes. Called once. */
  attach(sink: PushSink): void;
  /** The sink caught up after a write returned false. */
  drained(): void;
  /** The reader left, or the body is dropped unread: stop and let go of everything. */
  cancel(): void;
}

/**
 * How much a body's ReadableStream holds unread before its producer is told to wait (as Node's
 * socket does, by default, at 16 KiB).
 */
export const PUSH_STREAM_SLACK_BYTES = 16 * 1024;

const sources = new WeakMap<Response, PushSource>();

/**
 * A Response whose body is `source`: readable as a stream anywhere, or taken whole by a server
 * adapter with `takePushSource`. Nothing is attached until one of the two asks.
 */
export function pushResponse(source: PushSource, init: ResponseInit): Response {
  let attached = false;
  const body = new ReadableStream<Uint8Array>(
    {
      // highWaterMark 0: pulled only once a reader waits, so an adapter that takes the source never starts this.
      pull(controller) {
        if (attached) return source.drained();
        attached = true;
        source.attach({
          write(chunk) {
            controller.enqueue(chunk);
            return (controller.desiredSize ?? 0) > -PUSH_STREAM_SLACK_BYTES;
          },
          end(last) {
            if (last) controller.enqueue(last);
            controller.close();
          },
        });
      },
      cancel() {
        source.cancel();
      },
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  const response = new Response(body, init);
  sources.set(response, source);
  return response;
}

/**
 * The source of a pushed body nobody has started reading, now the caller's to attach; undefined
 * for any other response (the caller reads its body as usual).
 */
export function takePushSource(response: Response): PushSource | undefined {
  const source = sources.get(response);
  if (!source || response.bodyUsed || response.body?.locked) return undefined;
  sources.delete(response);
  return source;
}

/**
 * `response` again, its pushed source seen through `wrap` (a server that counts open streams
 * wraps it, so the Node adapter still writes it straight to the socket); undefined when
 * `response` is not a pushed body nobody has started reading.
 */
export function wrapPushed(response: Response, wrap: (source: PushSource) => PushSource): Response | undefined {
  const source = takePushSource(response);
  return source && pushResponse(wrap(source), { status: response.status, statusText: response.statusText, headers: response.headers });
}
