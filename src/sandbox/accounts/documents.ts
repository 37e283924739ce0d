/**
 * KYC and KYB document uploads: multipart with fields `file` and `document_type` (docs/service-contract.md#documents).
 * The type comes from the file's first bytes (JPEG, PNG, PDF), never its name or declared type;
 * anything else is 400 invalid_request naming `file` (the service lists no 415). Only metadata and a
 * SHA-256 are kept, never the bytes.
 */
import type { DocumentType } from 'paykit/schemas';
import { detectFileType } from '../../shared/file-type';
import { DOCUMENT_MAX_BYTES, KYB_DOCUMENT_TYPES, KYC_DOCUMENT_TYPES } from '../../shared/schemas/accounts';
import type { SandboxCore } from '../core';
import { invalidRequest, json, payloadTooLarge } from '../../web/http-error';
import type { Route } from '../route';
import type { RequestContext } from '../context';
import { readMultipart } from './multipart';
import { documentView, requireCustomerType, requireEditable, type AccountStore, type DocumentRecord } from './store';

/** Room for the multipart boundaries, part headers and the document_type field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE = `file must be at most 10 MB (${DOCUMENT_MAX_BYTES} bytes)`;

export function documentRoutes(core: SandboxCore, store: AccountStore): Route[] {
  async function upload(ctx: RequestContext, scope: 'kyc' | 'kyb'): Promise<Response> {
    const record = store.get(ctx.params.connected_account_id as string);
    const label = scope === 'kyc' ? 'KYC documents' : 'KYB documents';
    requireCustomerType(record, scope === 'kyc' ? 'individual' : 'business', label);
    requireEditable(record, label);
    const form = await readMultipart(ctx.request, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, TOO_LARGE);

    const file = form.get('file');
    if (file === null) throw invalidRequest('file is required', 'file');
    if (typeof file === 'string') throw invalidRequest('file must be a file part, not a text field', 'file');
    if (file.size > DOCUMENT_MAX_BYTES) throw payloadTooLarge(TOO_LARGE, 'file');
    if (file.size === 0) throw invalidRequest('file is empty', 'file');
    const allowed: readonly DocumentType[] = scope === 'kyc' ? KYC_DOCUMENT_TYPES : KYB_DOCUMENT_TYPES;
    const documentType = form.get('document_type');
    if (documentType === null) throw invalidRequest('document_type is required', 'document_type');
    if (typeof documentType !== 'string' || !(allowed as readonly string[]).includes(documentType)) {
      throw invalidRequest(`document_type must be one of: ${allowed.join(', ')}`, 'document_type');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = detectFileType(bytes);
    if (!detected) {
      throw invalidRequest('file must be a JPEG, PNG or PDF document (judged by its content, not its name or declared type)', 'file');
    }

    const doc: DocumentRecord = {
      document_id: core.ids.next('document'),
      document_type: documentType as DocumentType,
      content_type: detected.contentType,
      size: bytes.byteLength,
      created_at: core.clock.isoNow(),
      scope,
      sha256: await sha256Hex(bytes),
      filename: file.name || null,
      seq: store.nextSeq(),
    };
    record.documents.push(doc);
    return json(documentView(doc), 201);
  }

  return [
    { method: 'POST', path: '/accounts/:connected_account_id/kyc/documents', handler: (ctx) => upload(ctx, 'kyc') },
    { method: 'POST', path: '/accounts/:connected_account_id/kyb/documents', handler: (ctx) => upload(ctx, 'kyb') },
  ];
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
