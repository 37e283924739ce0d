import { interruptibleBody } from './body-stream';
import { requestTimeout } from './http-error';

/**
 * Reads a body stream but never holds more than `max` bytes: one byte over and the stream
 * is cancelled and null returned; a body that breaks off throws requestInterrupted(), and one still
 * arriving when `signal` aborts is cancelled and throws requestTimeout(). (request.arrayBuffer() would buffer whatever was sent.)
 */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = interruptibleBody(body).getReader();
  // Cancelling ends the pending read at once, however long the sender has been silent.
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await readAll(reader, max, signal);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, max: number, signal: AbortSignal | undefined): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (signal?.aborted) throw requestTimeout();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return joinedBytes(chunks, total);
}

/** `chunks` in one array of `total` bytes (their summed length), copied once. */
export function joinedBytes(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
