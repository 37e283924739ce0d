/**
 * A request body whose breakage is told apart from our own faults: when the stream errors (the
 * client hung up mid-body, its connection reset), reading it throws `requestInterrupted()`, an
 * ordinary 400 answer, instead of whatever the runtime threw, which would look like a bug of ours.
 */
import { requestInterrupted } from './http-error';

/** `body` read through, with a read error turned into `requestInterrupted()`; cancelling it cancels `body`. */
export function interruptibleBody(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch {
          controller.error(requestInterrupted());
          return;
        }
        if (result.done) controller.close();
        else controller.enqueue(result.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Pull only when the reader asks: nothing is read ahead of the byte limits.
    { highWaterMark: 0 },
  );
}
