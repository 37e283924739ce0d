/**
 * Reading an upstream answer's body without trusting its size. `response.text()` holds whatever
 * arrives: a 64 KB gzip answer that inflates to 64 MB cost the proxy 250 MB of memory.
 *
 * Why the bytes counted here are the bytes on the wire: the client asks for
 * `Accept-Encoding: identity`, and an answer that comes encoded anyway is refused unread
 * (`unaskedEncoding`). fetch (undici in Node) inflates gzip, deflate and br by itself and never
 * shows the compressed bytes, so an encoded answer could only be counted after inflation, and a
 * compressed stream can be made of empty blocks that arrive forever and inflate to nothing. Without
 * an encoding the two counts are one: what the Content-Length declares is checked before a byte is
 * read, and what arrives is counted as it is read (a fetch that inflates and hides it is still
 * counted on what it hands over).
 */
import { joinedBytes } from '../../web/read-at-most';

/** The most bytes one upstream answer may have unless the client says otherwise: 1 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** The Content-Encoding of an answer that has one, though the client asked for none; else null. */
export function unaskedEncoding(response: Response): string | null {
  const encoding = response.headers.get('content-encoding')?.trim().toLowerCase();
  return encoding && encoding !== 'identity' ? encoding : null;
}

/** Whether the answer declares a Content-Length over `max`. */
export function declaresMoreThan(response: Response, max: number): boolean {
  const declared = Number(response.headers.get('content-length'));
  return Number.isFinite(declared) && declared > max;
}

/**
 * The body's bytes, or null once more than `max` have arrived (the body is cancelled there, which
 * frees the connection). When `signal` aborts, the read stops at once and the signal's reason is
 * thrown, however long the sender has been silent; a body that breaks off throws the runtime's error.
 */
export async function readBodyAtMost(body: ReadableStream<Uint8Array> | null, max: number, signal: AbortSignal): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  // Cancelling ends a pending read at once (a fetch of our own may not tie its body to the signal).
  const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) return joinedBytes(chunks, total);
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
