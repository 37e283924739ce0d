/**
 * Reads a multipart/form-data body without ever holding more than a cap in memory: the declared
 * Content-Length is refused up front, and a body without one is counted while it streams in.
 * request.formData() alone would buffer whatever a client chose to send.
 */
import { readAtMost } from '../../shared/read-at-most';
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
  const bytes = await readAtMost(request.body, maxBodyBytes);
  if (!bytes) throw payloadTooLarge(tooLargeMessage, 'file');
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('Request body is not valid multipart/form-data');
  }
}
