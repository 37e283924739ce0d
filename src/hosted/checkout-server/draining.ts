/**
 * What a graceful shutdown needs to know: how many requests are still being answered, and every
 * open event stream, so that draining can end the streams (the browser's EventSource reconnects,
 * with Last-Event-ID, to an instance that is not stopping) and wait for the rest to finish.
 */
import { wrapPushed, type PushSink, type PushSource } from '../../web/push-body';

/** What `drain()` found when it resolved. */
export interface DrainResult {
  /** True when every request finished within the time given. */
  drained: boolean;
  /** Requests still unanswered when the time ran out (0 when drained). */
  remaining: number;
}

export class Draining {
  private inFlight = 0;
  private stopping = false;
  private readonly streams = new Set<() => void>();
  private readonly idleWaiters = new Set<() => void>();

  /** True once `drain()` was called: new requests are refused. */
  get active(): boolean {
    return this.stopping;
  }

  /** Counts one request in; call the function returned once, when its answer is complete. */
  begin(): () => void {
    this.inFlight++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.idleWaiters) wake();
    };
  }

  /**
   * `response` with a body that calls `end` once it is over (read to the end, cancelled by the
   * browser, or ended by `drain()`): an event stream stays in flight as long as it is open.
   */
  stream(response: Response, end: () => void): Response {
    const pushed = wrapPushed(response, (source) => this.pushed(source, end));
    if (pushed) return pushed;
    const source = response.body;
    if (!source) {
      end();
      return response;
    }
    const reader = source.getReader();
    let over = false;
    let stop = () => {};
    const finish = () => {
      if (over) return;
      over = true;
      this.streams.delete(stop);
      end();
    };
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        stop = () => {
          finish();
          void reader.cancel().catch(() => {});
          try {
            controller.close();
          } catch {
            // already closed
          }
        };
        this.streams.add(stop);
      },
      pull: async (controller) => {
        const { done, value } = await reader.read();
        if (over) return;
        if (done) {
          finish();
          controller.close();
        } else controller.enqueue(value);
      },
      cancel: async (reason) => {
        finish();
        await reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  /** A pushed event stream (the proxy's), counted the same way and still written straight to the socket. */
  private pushed(source: PushSource, end: () => void): PushSource {
    let sink: PushSink | undefined;
    let over = false;
    let ended = false;
    const finish = () => {
      if (over) return;
      over = true;
      this.streams.delete(stop);
      end();
    };
    const endSink = (last?: Uint8Array) => {
      finish();
      if (ended || !sink) return;
      ended = true;
      sink.end(last);
    };
    const stop = () => {
      source.cancel();
      endSink();
    };
    this.streams.add(stop);
    return {
      attach(to) {
        sink = to;
        if (over) return endSink();
        source.attach({ write: (chunk) => to.write(chunk), end: endSink });
      },
      drained: () => source.drained(),
      cancel: () => {
        finish();
        source.cancel();
      },
    };
  }

  /**
   * Refuses new requests from now on, ends every open stream, and resolves once nothing is in
   * flight or after `timeoutMs`, whichever comes first.
   */
  async drain(timeoutMs: number): Promise<DrainResult> {
    this.stopping = true;
    for (const stop of [...this.streams]) stop();
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.idleWaiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        this.idleWaiters.add(wake);
      });
    }
    return { drained: this.inFlight === 0, remaining: this.inFlight };
  }
}
