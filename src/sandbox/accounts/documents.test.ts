import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError } from '../../shared/errors';
import { DOCUMENT_MAX_BYTES } from '../../shared/schemas/accounts';
import { createHarness, TEST_API_KEY, TEST_BASE_URL, TEST_START } from '../../../test/support/harness';
import { blob, EXE, expectApiError, JPEG, newBusiness, newIndividual, PDF, PNG } from '../../../test/fixtures/sandbox-accounts';

async function setup() {
  const h = createHarness();
  const person = (await newIndividual(h.client)).connected_account_id;
  const business = (await newBusiness(h.client)).connected_account_id;
  return { ...h, person, business };
}

/** A file of `size` bytes that starts like a JPEG. */
function jpegOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG.subarray(0, 3));
  return new Blob([bytes]);
}

describe('document uploads', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['PDF', PDF, 'application/pdf'],
  ])('accepts a %s and reports the type detected from its bytes', async (_name, bytes, contentType) => {
    const { client, person } = await setup();
    // Declared type and name say otherwise on purpose: only the content counts.
    const doc = await client.connectedAccounts.uploadKycDocument(person, {
      file: blob(bytes, 'text/plain'),
      filename: 'scan.txt',
      document_type: 'passport',
    });
    expect(doc).toEqual({
      document_id: expect.stringMatching(/^doc_/),
      document_type: 'passport',
      content_type: contentType,
      size: bytes.byteLength,
      created_at: new Date(TEST_START).toISOString(),
    });
  });

  it('answers 201 and counts uploads by type in the account submission', async () => {
    const { client, call, person } = await setup();
    const form = new FormData();
    form.append('document_type', 'id_front');
    form.append('file', blob(JPEG), 'front.jpg');
    const res = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { raw: form });
    expect(res.status).toBe(201);
    await client.connectedAccounts.uploadKycDocument(person, { file: blob(PNG), document_type: 'id_back' });
    await client.connectedAccounts.uploadKycDocument(person, { file: blob(PNG), document_type: 'id_back' });
    expect((await client.connectedAccounts.retrieve(person)).submission.documents).toEqual({ id_front: 1, id_back: 2 });
  });

  it('refuses a renamed executable called passport.jpg declared as image/jpeg with 400 naming file', async () => {
    const { client, call, person } = await setup();
    await expectApiError(
      client.connectedAccounts.uploadKycDocument(person, { file: blob(EXE, 'image/jpeg'), filename: 'passport.jpg', document_type: 'passport' }),
      400,
      'invalid_request',
      /file must be a JPEG, PNG or PDF document/,
    );
    const form = new FormData();
    form.append('document_type', 'passport');
    form.append('file', blob(EXE, 'image/jpeg'), 'passport.jpg');
    const res = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { raw: form });
    expect(res.body.error.param).toBe('file');
    expect((await client.connectedAccounts.retrieve(person)).submission.documents).toEqual({});
  });

  it('refuses a GIF and a PDF signature that does not start at byte 0', async () => {
    const { client, person } = await setup();
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    await expectApiError(client.connectedAccounts.uploadKycDocument(person, { file: blob(gif), document_type: 'passport' }), 400, 'invalid_request');
    const shifted = new Uint8Array([0x20, ...PDF]);
    await expectApiError(client.connectedAccounts.uploadKycDocument(person, { file: blob(shifted), document_type: 'passport' }), 400, 'invalid_request');
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413 payload_too_large', async () => {
    const { client, person } = await setup();
    const ok = await client.connectedAccounts.uploadKycDocument(person, { file: jpegOfSize(DOCUMENT_MAX_BYTES), document_type: 'passport' });
    expect(ok.size).toBe(10 * 1024 * 1024);
    const error = await expectApiError(
      client.connectedAccounts.uploadKycDocument(person, { file: jpegOfSize(DOCUMENT_MAX_BYTES + 1), document_type: 'passport' }),
      413,
      'payload_too_large',
      /at most 10 MB/,
    );
    expect(error).toBeInstanceOf(PayloadTooLargeError);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { sandbox, person } = await setup();
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error('the body must not be read');
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${TEST_BASE_URL}/api/v1/accounts/${person}/kyc/documents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TEST_API_KEY}`,
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(20 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const res = await sandbox.handler(request);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(pulled).toBe(false);
  });

  it('stops reading a streamed body without Content-Length once it passes the limit', async () => {
    const { sandbox, person } = await setup();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await sandbox.handler(
      new Request(`${TEST_BASE_URL}/api/v1/accounts/${person}/kyc/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_API_KEY}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it('refuses an empty file with 400', async () => {
    const { client, person } = await setup();
    await expectApiError(
      client.connectedAccounts.uploadKycDocument(person, { file: new Blob([]), document_type: 'passport' }),
      400,
      'invalid_request',
      /file is empty/,
    );
  });

  it('refuses a non-multipart body with 400', async () => {
    const { call, person } = await setup();
    const res = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { body: { document_type: 'passport', file: 'aGVsbG8=' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/multipart\/form-data/);
    const broken = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, {
      raw: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
  });

  it('refuses missing parts and wrong document types with 400 naming the field', async () => {
    const { client, call, person } = await setup();
    const noFile = new FormData();
    noFile.append('document_type', 'passport');
    const a = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { raw: noFile });
    expect([a.status, a.body.error.param]).toEqual([400, 'file']);
    const textFile = new FormData();
    textFile.append('document_type', 'passport');
    textFile.append('file', 'just text');
    const b = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { raw: textFile });
    expect([b.status, b.body.error.param]).toEqual([400, 'file']);
    const noType = new FormData();
    noType.append('file', blob(JPEG), 'a.jpg');
    const c = await call('POST', `/api/v1/accounts/${person}/kyc/documents`, { raw: noType });
    expect([c.status, c.body.error.param]).toEqual([400, 'document_type']);
    // trust_deed is a KYB type, not a KYC one.
    await expectApiError(
      client.connectedAccounts.uploadKycDocument(person, { file: blob(PDF), document_type: 'trust_deed' as never }),
      400,
      'invalid_request',
      /document_type must be one of: id_front, id_back, passport, proof_of_address, additional_document/,
    );
  });

  it('takes KYB documents for businesses only, and KYC documents for individuals only', async () => {
    const { client, person, business } = await setup();
    for (const type of ['registration_document', 'trust_deed', 'proof_of_address', 'beneficial_owner_id', 'additional_document'] as const) {
      expect((await client.connectedAccounts.uploadKybDocument(business, { file: blob(PDF), document_type: type })).document_type).toBe(type);
    }
    await expectApiError(client.connectedAccounts.uploadKybDocument(business, { file: blob(PDF), document_type: 'passport' as never }), 400, 'invalid_request');
    await expectApiError(
      client.connectedAccounts.uploadKybDocument(person, { file: blob(PDF), document_type: 'registration_document' }),
      422,
      'unprocessable_entity',
      /business accounts only/,
    );
    await expectApiError(
      client.connectedAccounts.uploadKycDocument(business, { file: blob(JPEG), document_type: 'passport' }),
      422,
      'unprocessable_entity',
      /individual accounts only/,
    );
    await expectApiError(client.connectedAccounts.uploadKycDocument('acct_nobody', { file: blob(JPEG), document_type: 'passport' }), 404, 'not_found');
  });

  it('refuses uploads once the account is approved', async () => {
    const { client, person } = await setup();
    await client.sandbox.setVerification(person, { status: 'approved' });
    await expectApiError(
      client.connectedAccounts.uploadKycDocument(person, { file: blob(JPEG), document_type: 'passport' }),
      422,
      'unprocessable_entity',
      /it is approved/,
    );
  });
});
