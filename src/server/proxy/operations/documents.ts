/**
 * POST /onboarding/documents: the signed-in customer's document, read as multipart under a byte
 * limit, judged by its first bytes (never the browser's name or type), and forwarded upstream.
 * Each upload in flight holds at most one copy of its file (the chunks as they arrived, turned into
 * the Blob that is sent), and how many run at once is capped, so memory stays bounded under attack.
 */
import type { KybDocumentType, KycDocumentType } from 'paykit/schemas';
import { getMultipartBoundary, MaxFileSizeExceededError, MaxTotalSizeExceededError, MultipartParseError, parseMultipartStream } from '@remix-run/multipart-parser';
import { detectFileType } from '../../../shared/file-type';
import { KYB_DOCUMENT_TYPES, KYC_DOCUMENT_TYPES } from '../../../shared/schemas/accounts';
import { HttpError, invalidRequest, json, payloadTooLarge, unsupportedMediaType } from '../../../web/http-error';
import { interruptibleBody } from '../../../web/body-stream';
import { formatBytes } from '../../../web/json-body';
import type { ProxyContext } from '../context';

/** Multipart room for the boundaries and the document_type field around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** document_type and file; a few more are tolerated and ignored, many are an attack. */
const MAX_PARTS = 4;
/** The longest a part's headers may be (a file name is the only long thing in them). */
const MAX_PART_HEADER_BYTES = 8 * 1024;
/** document_type's longest value is 21 characters. */
const MAX_FIELD_BYTES = 64;

const MULTIPART_FORM = /^multipart\/form-data\s*;.*boundary=/i;

/** What was sent: the chosen type, and the file as the chunks that arrived. */
interface ReceivedDocument {
  documentType: string | undefined;
  file: Uint8Array<ArrayBuffer>[] | undefined;
}

export async function uploadDocument(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const { upstream: client } = ctx;
  const { maxDocumentBytes, uploads, clientKey } = ctx.limits;
  if (!MULTIPART_FORM.test((ctx.request.headers.get('content-type') ?? '').trim())) {
    throw unsupportedMediaType('Upload documents as multipart/form-data with fields "file" and "document_type"');
  }
  const tooLarge = () => payloadTooLarge(`Documents can be at most ${formatBytes(maxDocumentBytes)}`);
  const declared = ctx.request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxDocumentBytes + MULTIPART_OVERHEAD) throw tooLarge();

  const release = uploads.acquire(clientKey(ctx.request, ctx.connection));
  try {
    const received = await receive(ctx.request, maxDocumentBytes, tooLarge);
    const file = received.file;
    if (!file || file.every((chunk) => chunk.byteLength === 0)) throw invalidRequest('Choose a file to upload (field "file")');
    const detected = detectFileType(firstBytes(file));
    if (!detected) {
      throw new HttpError(415, 'unsupported_file_type', 'This file is not a JPEG, PNG or PDF (its contents were checked, not its name)');
    }
    const account = await client.connectedAccounts.retrieve(id);
    const upload = { file: new Blob(file, { type: detected.contentType }), filename: `document.${detected.extension}` };
    // The chunks are in the Blob now; dropping them here keeps one copy alive, not two.
    file.length = 0;
    if (account.customer_type === 'individual') {
      const document_type = documentTypeOf(received.documentType, KYC_DOCUMENT_TYPES);
      return json(await client.connectedAccounts.uploadKycDocument(id, { ...upload, document_type }), 201);
    }
    const document_type = documentTypeOf(received.documentType, KYB_DOCUMENT_TYPES);
    return json(await client.connectedAccounts.uploadKybDocument(id, { ...upload, document_type }), 201);
  } finally {
    release();
  }
}

/** Reads the parts, in any order, refusing what is too large as its bytes arrive. */
async function receive(request: Request, maxDocumentBytes: number, tooLarge: () => HttpError): Promise<ReceivedDocument> {
  const received: ReceivedDocument = { documentType: undefined, file: undefined };
  const boundary = getMultipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary || !request.body) throw invalidRequest('The upload is not valid multipart/form-data');
  const limits = { maxFileSize: maxDocumentBytes, maxParts: MAX_PARTS, maxHeaderSize: MAX_PART_HEADER_BYTES, maxTotalSize: maxDocumentBytes + MULTIPART_OVERHEAD };
  const body = interruptibleBody(request.body);
  try {
    for await (const part of parseMultipartStream(body, { boundary, ...limits })) {
      if (part.name === 'document_type' && part.isText && part.size <= MAX_FIELD_BYTES) received.documentType = part.text;
      // Views into the request body's chunks, which are plain ArrayBuffers (never shared memory).
      else if (part.name === 'file' && part.isFile) received.file = part.content as Uint8Array<ArrayBuffer>[];
    }
  } catch (error) {
    // The parser lets go of a body it gave up on without cancelling it: stop the sender here.
    await body.cancel().catch(() => undefined);
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw tooLarge();
    if (error instanceof MultipartParseError) throw invalidRequest('The upload is not valid multipart/form-data');
    throw error;
  }
  return received;
}

/** The file's first bytes, enough to recognise its type, wherever the chunks split them. */
function firstBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const [first] = chunks;
  if (first && first.byteLength >= 16) return first;
  const head = new Uint8Array(16);
  let at = 0;
  for (const chunk of chunks) {
    const take = chunk.subarray(0, head.byteLength - at);
    head.set(take, at);
    at += take.byteLength;
    if (at === head.byteLength) break;
  }
  return head.subarray(0, at);
}

function documentTypeOf<T extends KycDocumentType | KybDocumentType>(value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalidRequest(`document_type must be one of: ${allowed.join(', ')}`);
}
