/**
 * Draining counts the proxy's event streams without losing what makes them cheap: a pushed
 * stream stays pushed (the Node adapter still writes it straight to the socket), is counted
 * until it ends, and is ended by `drain()`.
 */
import { describe, expect, it } from 'vitest';
import { pushResponse, takePushSource, type PushSink, type PushSource } from '../../web/push-body';
import { Draining } from './draining';

class Recorder implements PushSource {
  sink: PushSink | undefined;
  cancelled = false;
  attach(sink: PushSink): void {
    this.sink = sink;
  }
  drained(): void {}
  cancel(): void {
    this.cancelled = true;
  }
}

function transport() {
  const chunks: string[] = [];
  let ends = 0;
  const sink: PushSink = {
    write: (chunk) => chunks.push(new TextDecoder().decode(chunk)) > 0,
    end: (last) => {
      if (last) chunks.push(new TextDecoder().decode(last));
      ends++;
    },
  };
  return { sink, chunks, ends: () => ends };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('Draining.stream with a pushed event stream', () => {
  it('keeps it pushed, passes its events through, and counts it until it ends', async () => {
    const draining = new Draining();
    const source = new Recorder();
    let over = 0;
    const response = draining.stream(pushResponse(source, { headers: { 'content-type': 'text/event-stream' } }), () => over++);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const taken = takePushSource(response);
    expect(taken).toBeDefined();
    const wire = transport();
    taken?.attach(wire.sink);
    source.sink?.write(bytes('data: 1\n\n'));
    source.sink?.end(bytes('data: 2\n\n'));
    expect(wire.chunks).toEqual(['data: 1\n\n', 'data: 2\n\n']);
    expect(wire.ends()).toBe(1);
    expect(over).toBe(1);
    expect(await draining.drain(100)).toEqual({ drained: true, remaining: 0 });
    expect(source.cancelled).toBe(false);
  });

  it('ends an open one on drain(): the producer is cancelled and the body ends once', async () => {
    const draining = new Draining();
    const source = new Recorder();
    let over = 0;
    const taken = takePushSource(draining.stream(pushResponse(source, {}), () => over++));
    const wire = transport();
    taken?.attach(wire.sink);
    await draining.drain(100);
    expect(source.cancelled).toBe(true);
    expect(wire.ends()).toBe(1);
    expect(over).toBe(1);
    // The producer, cancelled, may still say it is over: the body is not ended twice.
    source.sink?.end();
    expect(wire.ends()).toBe(1);
  });
});
