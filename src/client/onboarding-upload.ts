/**
 * Document uploads with progress. fetch cannot report upload progress, so this one request
 * goes through XMLHttpRequest; errors are the same typed errors as every other call, read
 * from the proxy's `{ "error": { code, message, param? } }` envelope.
 */
import type { AccountDocument, DocumentType } from 'paykit/schemas';
import { PaykitApiError, PaykitConnectionError, PaykitTimeoutError, PaykitUpstreamInvalidError } from '../shared/errors';
import { fieldPath } from '../shared/schemas/answer';
import { readAccountDocument } from './onboarding-account-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { joinPath } from './request';
import { apiErrorFromAnswer } from '../web/error-answer';

/** How far an upload has got, in bytes. */
export interface UploadProgress {
  /** Bytes sent so far (the multipart body, so slightly more than the file). */
  loaded: number;
  /** Bytes to send in all (the multipart body). */
  total: number;
}

/** One document to upload, and how. */
export interface UploadDocumentOptions {
  /** The file's bytes (a File from an input, or any Blob). */
  file: Blob;
  /** What the document is (passport, proof of address…). */
  documentType: DocumentType;
  /** Called as bytes go out (only through XMLHttpRequest: fetch cannot tell). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  /** The file name sent with the part (default: the File's own name, else "document"). */
  fileName?: string;
  /** Default 120000: a 10 MB photo on a slow mobile link takes a while. */
  timeoutMs?: number;
  /** Tests inject a fake; without one (or with a client's custom fetch) the upload goes through fetch, without progress. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/** What a component calls to upload; uploadDocument bound to a client is the default. */
export type DocumentUploadFn = (options: Omit<UploadDocumentOptions, 'XMLHttpRequest'>) => Promise<AccountDocument>;

const PATH = '/onboarding/documents';

/**
 * Uploads one of the customer's documents as multipart to the proxy, with progress; answers
 * the stored document. Typed errors as for every other call (PayloadTooLargeError for a big file).
 */
export async function uploadDocument(client: ProxyCallClient, options: UploadDocumentOptions): Promise<AccountDocument> {
  const { file, documentType, onProgress, signal } = options;
  signal?.throwIfAborted();
  const form = new FormData();
  // The type first, so a streaming server knows what it is reading before the file arrives.
  form.append('document_type', documentType);
  form.append('file', file, options.fileName ?? ((file as File).name || 'document'));

  // A client made with a custom fetch gets the upload through it too (without progress).
  const Xhr = options.XMLHttpRequest ?? (typeof XMLHttpRequest === 'function' && !client.customFetch ? XMLHttpRequest : null);
  const document = Xhr ? await sendWithProgress(new Xhr(), client, form, options) : await proxyCall(client, readAccountDocument, 'POST', PATH, { form, signal });
  onProgress?.({ loaded: file.size, total: file.size });
  return document;
}

/** The XMLHttpRequest half of uploadDocument (the only way to see upload progress); a caller's abort rejects with the caller's reason, as fetch would. */
async function sendWithProgress(xhr: XMLHttpRequest, client: ProxyCallClient, form: FormData, options: UploadDocumentOptions): Promise<AccountDocument> {
  try {
    return await sendThroughXhr(xhr, client, form, options);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw error;
  }
}

/** One POST of the form through `xhr`, progress reported as bytes go out; rejects with a typed error, or an AbortError when aborted. */
function sendThroughXhr(xhr: XMLHttpRequest, client: ProxyCallClient, form: FormData, options: UploadDocumentOptions): Promise<AccountDocument> {
  const { file, onProgress, signal } = options;
  return new Promise<AccountDocument>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 120_000;
    const onAbort = () => xhr.abort();
    const settle = (fn: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.open('POST', joinPath(client.baseUrl, PATH));
    // Same-origin requests always carry cookies; cross-origin ones only when asked to.
    xhr.withCredentials = client.credentials === 'include';
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () =>
      settle(() => {
        const answer = readAnswer(xhr);
        if (answer instanceof PaykitApiError) reject(answer);
        else resolve(answer);
      });
    xhr.onerror = () => settle(() => reject(new PaykitConnectionError(`POST ${PATH}: the upload could not reach the server`)));
    xhr.ontimeout = () => settle(() => reject(new PaykitTimeoutError(`POST ${PATH}: the upload did not finish within ${timeoutMs} ms`)));
    // sendWithProgress swaps this for the caller's reason when the caller's signal did it.
    xhr.onabort = () => settle(() => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/** The stored document, or the typed error the answer stands for. */
function readAnswer(xhr: XMLHttpRequest): AccountDocument | PaykitApiError {
  let parsed: unknown;
  try {
    parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
  } catch {
    parsed = undefined;
  }
  const requestId = xhr.getResponseHeader('x-request-id');
  if (xhr.status >= 200 && xhr.status < 300) {
    if (parsed === undefined) {
      return new PaykitApiError({ status: xhr.status, code: 'invalid_response', message: `POST ${PATH}: the server did not answer with JSON`, requestId });
    }
    const read = readAccountDocument(parsed);
    return read.ok ? read.value : new PaykitUpstreamInvalidError({ operation: `POST ${PATH}`, status: xhr.status, requestId, field: fieldPath(read.path) });
  }
  return apiErrorFromAnswer(xhr.status, parsed, {
    fallbackMessage: `POST ${PATH} failed with HTTP ${xhr.status}`,
    retryAfter: xhr.getResponseHeader('retry-after'),
    requestId,
  });
}
