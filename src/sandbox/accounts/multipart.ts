/**
 * Reads a multipart/form-data body without ever holding more than a cap in memory: the declared
 * Content-Length is refused up front, and a body without one is counted while it streams in.
 * request.formData() alone would buffer whatever a client chose to send.
 */
import { invalidRequest, Problem } from '../problem';

export function payloadTooLarge(message: string, param?: string): Problem {
  return new Problem(413, 'payload_too_large', message, param ? { param } : {});
}

export async function readMultipart(request: Request, maxBodyBytes: number, tooLargeMessage: string): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type.trim())) {
    throw invalidRequest('Content-Type must be multipart/form-data (fields "file" and "document_type")');
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBodyBytes) throw payloadTooLarge(tooLargeMessage, 'file');
  const bytes = await readCapped(request, maxBodyBytes, tooLargeMessage);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('Request body is not valid multipart/form-data');
  }
}

async function readCapped(request: Request, max: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLargeMessage, 'file');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
