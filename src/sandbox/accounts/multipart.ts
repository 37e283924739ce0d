/**
 * Reads a multipart/form-data body without ever holding more than a cap in memory: the declared
 * Content-Length is refused up front, and a body without one is counted while it streams in.
 * request.formData() alone would buffer whatever a client chose to send.
 */
import { invalidRequest, payloadTooLarge } from '../../web/http-error';
import { readLimited } from '../../web/json-body';

/** The form of a multipart body of at most `maxBodyBytes`; 413 (about `file`) past that. */
export async function readMultipart(request: Request, maxBodyBytes: number, tooLargeMessage: string): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type.trim())) {
    throw invalidRequest('Content-Type must be multipart/form-data (fields "file" and "document_type")');
  }
  const bytes = await readLimited(request, maxBodyBytes, () => payloadTooLarge(tooLargeMessage, 'file'));
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('Request body is not valid multipart/form-data');
  }
}
