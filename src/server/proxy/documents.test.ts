/**
 * POST /onboarding/documents: multipart, streamed, 10 MB enforced by the proxy (413 without
 * pulling more than the limit plus multipart overhead), file type judged by magic bytes (a
 * renamed executable is 415), and nothing refused here ever reaches upstream.
 */
import { describe, expect, it } from 'vitest';
import { createProxyHarness, PROXY_BASE } from '../../../test/support/proxy-harness';
import { EXE, JPEG, newBusiness, newIndividual, PDF, PNG } from '../../../test/fixtures/sandbox-accounts';

const MB = 1024 * 1024;
const LIMIT = 10 * MB;
/** What the proxy allows around the file for boundaries and the document_type field. */
const MULTIPART_OVERHEAD = 64 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = '----paykitTestBoundary7MA4YWxkTrZu0gW';

const encoder = new TextEncoder();

function fieldPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function fileHead(filename: string, type: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
}

const closing = `\r\n--${BOUNDARY}--\r\n`;

/**
 * A multipart body written by hand and streamed in 64 KB chunks: the document_type field, then a
 * file of `size` bytes starting with `magic` (generated as it is pulled), then the closing boundary.
 * Counts what the handler pulled.
 */
function streamedUpload(size: number, options: { magic?: Uint8Array; documentType?: string; filename?: string; type?: string } = {}) {
  const head = encoder.encode(
    fieldPart('document_type', options.documentType ?? 'passport') + fileHead(options.filename ?? 'passport.jpg', options.type ?? 'image/jpeg'),
  );
  const tail = encoder.encode(closing);
  const magic = options.magic ?? JPEG.subarray(0, 4);
  const total = head.byteLength + size + tail.byteLength;
  let sent = 0; // bytes of the file produced so far
  let phase: 'head' | 'file' | 'tail' | 'done' = 'head';
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (phase === 'head') {
          chunk = head;
          phase = 'file';
        } else if (phase === 'file') {
          const length = Math.min(CHUNK, size - sent);
          chunk = new Uint8Array(length).fill(0x41);
          if (sent === 0) chunk.set(magic.subarray(0, Math.min(magic.length, length)));
          sent += length;
          if (sent >= size) phase = 'tail';
        } else if (phase === 'tail') {
          chunk = tail;
          phase = 'done';
        } else {
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, total, pulled: () => pulled, cancelled: () => cancelled };
}

/** A whole multipart body as bytes. */
function multipartBytes(parts: Array<{ field: string; value: string } | { file: Uint8Array; filename: string; type: string }>): Uint8Array<ArrayBuffer> {
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    if ('field' in part) pieces.push(encoder.encode(fieldPart(part.field, part.value)));
    else pieces.push(encoder.encode(fileHead(part.filename, part.type)), part.file, encoder.encode('\r\n'));
  }
  pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

async function signedIn(kind: 'individual' | 'business' = 'individual') {
  const p = await createProxyHarness();
  const account = kind === 'individual' ? await newIndividual(p.client) : await newBusiness(p.client);
  p.useHandler({ policies: { resolveAccount: () => account.connected_account_id } });
  const uploads = () => p.upstream.filter((r) => r.method === 'POST');
  const send = (body: BodyInit, headers: Record<string, string> = { 'content-type': MULTIPART }) =>
    p.handler(new Request(`${PROXY_BASE}/onboarding/documents`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
  return { p, accountId: account.connected_account_id, uploads, send };
}

describe('document uploads that pass', () => {
  it('uploads a real JPEG from a browser FormData: 201 with the document view', async () => {
    const { p, accountId, uploads } = await signedIn();
    const form = new FormData();
    form.append('document_type', 'passport');
    form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'passport.jpg');
    const answer = await p.call('POST', '/onboarding/documents', { raw: form });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      document_id: expect.stringMatching(/^doc_/),
      document_type: 'passport',
      content_type: 'image/jpeg',
      size: JPEG.byteLength,
      created_at: '2026-01-15T09:00:00.000Z',
    });
    const [upload] = uploads();
    expect(new URL(upload?.url ?? '').pathname).toBe(`/api/v1/accounts/${accountId}/kyc/documents`);
    const sent = await upload?.formData();
    const file = sent?.get('file') as File;
    expect(sent?.get('document_type')).toBe('passport');
    // Re-labelled from its content, never the browser's name or type.
    expect([file.name, file.type, file.size]).toEqual(['document.jpg', 'image/jpeg', JPEG.byteLength]);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JPEG);
    expect((await p.client.connectedAccounts.retrieve(accountId)).submission.documents).toEqual({ passport: 1 });
  });

  it('uploads a real PDF (even one the browser called a .jpg) as a PDF', async () => {
    const { send, uploads } = await signedIn();
    const answer = await send(
      multipartBytes([
        { field: 'document_type', value: 'proof_of_address' },
        { file: PDF, filename: 'scan.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ document_type: 'proof_of_address', content_type: 'application/pdf', size: PDF.byteLength });
    const file = (await uploads()[0]?.formData())?.get('file') as File;
    expect([file.name, file.type]).toEqual(['document.pdf', 'application/pdf']);
  });

  it('uploads a PNG, and KYB documents for a business account', async () => {
    const { send, accountId, uploads } = await signedIn('business');
    const answer = await send(
      multipartBytes([
        { field: 'document_type', value: 'registration_document' },
        { file: PNG, filename: 'asic.png', type: 'image/png' },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ document_type: 'registration_document', content_type: 'image/png' });
    expect(new URL(uploads()[0]?.url ?? '').pathname).toBe(`/api/v1/accounts/${accountId}/kyb/documents`);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { send, uploads } = await signedIn();
    const upload = streamedUpload(LIMIT);
    const answer = await send(upload.stream);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ size: LIMIT, content_type: 'image/jpeg' });
    expect(upload.pulled()).toBe(upload.total);
    expect(uploads()).toHaveLength(1);
  });
});

describe('document uploads that are refused', () => {
  it('refuses a renamed executable (passport.jpg, image/jpeg, MZ bytes) with 415 and no upstream call', async () => {
    const { p, send } = await signedIn();
    const answer = await send(
      multipartBytes([
        { field: 'document_type', value: 'passport' },
        { file: EXE, filename: 'passport.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      error: { code: 'unsupported_file_type', message: 'This file is not a JPEG, PNG or PDF (its contents were checked, not its name)' },
    });
    expect(p.upstream).toEqual([]);
  });

  it('refuses a 10 MB + 1 byte file with 413, never pulling more than the limit plus multipart overhead', async () => {
    const { p, send } = await signedIn();
    const upload = streamedUpload(LIMIT + 1);
    const answer = await send(upload.stream);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: { code: 'payload_too_large', message: 'Documents can be at most 10 MB' } });
    expect(upload.pulled()).toBeLessThanOrEqual(LIMIT + MULTIPART_OVERHEAD + CHUNK);
    expect(p.upstream).toEqual([]);
  });

  it('stops pulling a much larger stream just past the limit and cancels it', async () => {
    const { p, send } = await signedIn();
    const upload = streamedUpload(100 * MB);
    const answer = await send(upload.stream);
    expect(answer.status).toBe(413);
    expect(upload.pulled()).toBeGreaterThan(LIMIT);
    expect(upload.pulled()).toBeLessThanOrEqual(LIMIT + MULTIPART_OVERHEAD + CHUNK);
    expect(upload.cancelled()).toBe(true);
    expect(p.upstream).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit plus overhead without reading a byte', async () => {
    const { p, send } = await signedIn();
    // (A body only just over 10 MB may still hold a 10 MB file: that one is read, then judged by the file's size.)
    const upload = streamedUpload(LIMIT + MULTIPART_OVERHEAD);
    const answer = await send(upload.stream, { 'content-type': MULTIPART, 'content-length': String(upload.total) });
    expect(answer.status).toBe(413);
    expect(upload.pulled()).toBe(0);
    expect(p.upstream).toEqual([]);
  });

  it('answers 401 without reading the upload when there is no account', async () => {
    const { p, send } = await signedIn();
    p.useHandler({ policies: { resolveAccount: () => null } });
    const upload = streamedUpload(LIMIT);
    expect((await send(upload.stream)).status).toBe(401);
    expect(upload.pulled()).toBe(0);
    expect(p.upstream).toEqual([]);
  });

  it.each([
    ['application/json', '{"document_type":"passport","file":"/9j/4AAQ"}'],
    ['image/jpeg', JPEG],
    ['application/octet-stream', JPEG],
    ['application/x-www-form-urlencoded', 'document_type=passport&file=x'],
    ['multipart/form-data', multipartBytes([{ field: 'document_type', value: 'passport' }])],
    ['multipart/mixed; boundary=x', 'x'],
  ])('answers 415 for a %s body with no upstream call', async (type, body) => {
    const { p, send } = await signedIn();
    const answer = await send(typeof body === 'string' ? body : Uint8Array.from(body), { 'content-type': type });
    expect(answer.status).toBe(415);
    expect((await answer.json()).error).toEqual({
      code: 'unsupported_media_type',
      message: 'Upload documents as multipart/form-data with fields "file" and "document_type"',
    });
    expect(p.upstream).toEqual([]);
  });

  it.each([
    ['no file part', multipartBytes([{ field: 'document_type', value: 'passport' }])],
    [
      'an empty file',
      multipartBytes([
        { field: 'document_type', value: 'passport' },
        { file: new Uint8Array(), filename: 'empty.jpg', type: 'image/jpeg' },
      ]),
    ],
    [
      '"file" sent as a plain field',
      multipartBytes([
        { field: 'document_type', value: 'passport' },
        { field: 'file', value: 'passport.jpg' },
      ]),
    ],
  ])('answers 400 for %s, with no upstream call', async (_name, body) => {
    const { p, send } = await signedIn();
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ code: 'invalid_request', message: 'Choose a file to upload (field "file")' });
    expect(p.upstream).toEqual([]);
  });

  it('answers 400 for a body that is not valid multipart', async () => {
    const { p, send } = await signedIn();
    const answer = await send('--otherBoundary\r\nnot a part\r\n', { 'content-type': MULTIPART });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ code: 'invalid_request', message: 'The upload is not valid multipart/form-data' });
    expect(p.upstream).toEqual([]);
  });

  it.each([
    ['individual', 'selfie', 'document_type must be one of: id_front, id_back, passport, proof_of_address, additional_document'],
    ['individual', 'registration_document', 'document_type must be one of: id_front, id_back, passport, proof_of_address, additional_document'],
    ['business', 'passport', 'document_type must be one of: registration_document, trust_deed, proof_of_address, beneficial_owner_id, additional_document'],
  ] as const)('answers 400 on a %s account for document_type %s, uploading nothing', async (kind, documentType, message) => {
    const { send, uploads } = await signedIn(kind);
    const answer = await send(
      multipartBytes([
        { field: 'document_type', value: documentType },
        { file: JPEG, filename: 'a.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ code: 'invalid_request', message });
    expect(uploads()).toEqual([]);
  });

  it('answers 400 when document_type is missing', async () => {
    const { send, uploads } = await signedIn();
    const answer = await send(multipartBytes([{ file: JPEG, filename: 'a.jpg', type: 'image/jpeg' }]));
    expect(answer.status).toBe(400);
    expect(uploads()).toEqual([]);
  });
});
