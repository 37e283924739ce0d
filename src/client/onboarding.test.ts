import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PayloadTooLargeError,
  PaykitApiError,
  PaykitConnectionError,
  PaykitError,
  PaykitTimeoutError,
  PermissionDeniedError,
  RateLimitError,
} from '../shared/errors';
import { accounts, asXhr, documentRecord, FakeXhr, fileOf, virtualAccount } from '../../test/fixtures/onboarding';
import { envelope, hangingFetch, json, scriptedFetch } from '../../test/support/client-fakes';
import {
  activateCapabilities,
  createOnboardingAccount,
  getOnboardingAccount,
  getVirtualAccount,
  issueVirtualAccount,
  resubmit,
  startLiveness,
  submitKyb,
  submitKyc,
} from './onboarding';
import { getBalances } from './balances';
import { uploadDocument } from './onboarding-upload';
import { peekOnboardingAccount, watchOnboardingAccount } from './onboarding-watch';
import { createProxyClient } from './proxy-client';

beforeEach(() => FakeXhr.reset());
afterEach(() => vi.restoreAllMocks());

function clientWith(...responders: Parameters<typeof scriptedFetch>) {
  const scripted = scriptedFetch(...responders);
  const client = createProxyClient({ fetch: scripted.fetch, EventSource: null, page: null });
  return { client, calls: scripted.calls };
}

const bodyOf = (init: RequestInit) => (typeof init.body === 'string' ? JSON.parse(init.body) : init.body);

describe('client.request', () => {
  it('sends JSON and reads JSON, with the client’s credentials', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }));
    await expect(client.request('POST', '/anything', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/paykit/anything');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(bodyOf(calls[0]!.init)).toEqual({ a: 1 });
    expect(client.credentials).toBe('same-origin');
  });

  it('sends a multipart form as it is (the browser sets the boundary)', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }));
    const form = new FormData();
    form.append('document_type', 'passport');
    await client.request('POST', '/onboarding/documents', { form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({ accept: 'application/json' });
  });

  it('throws typed errors with the envelope’s param and Retry-After', async () => {
    const { client } = clientWith(
      () => envelope(400, 'invalid_request', 'first_name is required', {}, 'first_name'),
      () => envelope(429, 'rate_limited', 'Slow down', { 'retry-after': '7' }),
    );
    const bad = await client.request('POST', '/onboarding/kyc', { body: {} }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_request', param: 'first_name' });
    const limited = await client.request('GET', '/onboarding/account').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ retryAfterSeconds: 7 });
  });

  it('aborts with the caller’s signal', async () => {
    const client = createProxyClient({ fetch: hangingFetch().fetch, EventSource: null, page: null });
    const controller = new AbortController();
    const pending = client.request('GET', '/onboarding/account', { signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('onboarding functions', () => {
  it('call the proxy’s onboarding routes with the right method and body', async () => {
    const { client, calls } = clientWith((url) => {
      if (url.endsWith('/liveness')) return json({ liveness_url: 'https://verify.example/lv_1', expires_at: '2026-11-22T10:15:00.000Z' });
      if (url.endsWith('/capabilities')) return json({ capabilities: ['inbound_payments'] });
      if (url.endsWith('/virtual-account')) return json(virtualAccount);
      if (url.endsWith('/balances')) return json({ data: [{ currency: 'USDT', available: '10.00' }] });
      return json(accounts.pending);
    });
    const kyc = { first_name: 'Ada' } as unknown as Parameters<typeof submitKyc>[1];
    const kyb = { legal_name: 'Acme' } as unknown as Parameters<typeof submitKyb>[1];
    await getOnboardingAccount(client);
    await createOnboardingAccount(client, { plan: 'starter' });
    await submitKyc(client, kyc);
    await submitKyb(client, kyb);
    await expect(startLiveness(client)).resolves.toMatchObject({ liveness_url: 'https://verify.example/lv_1' });
    await resubmit(client);
    await expect(activateCapabilities(client, ['inbound_payments'])).resolves.toEqual({ capabilities: ['inbound_payments'] });
    await expect(getVirtualAccount(client)).resolves.toEqual(virtualAccount);
    await expect(issueVirtualAccount(client)).resolves.toEqual(virtualAccount);
    await expect(getBalances(client)).resolves.toEqual({ data: [{ currency: 'USDT', available: '10.00' }] });

    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/paykit/onboarding/account',
      'POST /api/paykit/onboarding/account',
      'POST /api/paykit/onboarding/kyc',
      'POST /api/paykit/onboarding/kyb',
      'POST /api/paykit/onboarding/liveness',
      'POST /api/paykit/onboarding/resubmit',
      'POST /api/paykit/onboarding/capabilities',
      'GET /api/paykit/onboarding/virtual-account',
      'POST /api/paykit/onboarding/virtual-account',
      'GET /api/paykit/balances',
    ]);
    expect(bodyOf(calls[1]!.init)).toEqual({ plan: 'starter' });
    expect(bodyOf(calls[2]!.init)).toEqual(kyc);
    expect(bodyOf(calls[3]!.init)).toEqual(kyb);
    expect(bodyOf(calls[6]!.init)).toEqual({ capabilities: ['inbound_payments'] });
  });

  it('getVirtualAccount answers null when none is issued yet; other errors are thrown', async () => {
    const { client } = clientWith(
      () => envelope(404, 'not_found', 'No virtual account has been issued yet'),
      () => envelope(401, 'unauthorized', 'Sign in to continue'),
    );
    await expect(getVirtualAccount(client)).resolves.toBeNull();
    await expect(getVirtualAccount(client)).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('activation refused by the platform is a PermissionDeniedError', async () => {
    const { client } = clientWith(() => envelope(403, 'forbidden', 'This platform does not let customers turn on: outbound_payouts'));
    await expect(activateCapabilities(client, ['outbound_payouts'])).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('hand accounts they answer with to the page’s watchers', async () => {
    const { client } = clientWith(
      () => json(accounts.moreInfoAddressProof),
      () => json({ ...accounts.moreInfoAddressProof, verification_status: 'in_review', required_info: [] }),
      () => json({ capabilities: ['inbound_payments'] }),
    );
    const seen: string[] = [];
    const stop = watchOnboardingAccount(client, (event) => event.type === 'account' && seen.push(event.account.verification_status), { page: null });
    await vi.waitFor(() => expect(seen).toEqual(['more_info_required']));
    await resubmit(client);
    expect(seen).toEqual(['more_info_required', 'in_review']);
    expect(peekOnboardingAccount(client)?.verification_status).toBe('in_review');
    stop();
  });

  it('read every answer with the shared schemas: an unexpected shape is upstream_invalid naming the field, not its value', async () => {
    const { client } = clientWith(
      () => json({ data: [{ currency: 'USDT', available: 'Ada Lovelace' }] }),
      () => json({ ...accounts.pending, verification_status: 'sleeping' }),
    );
    const balances = await getBalances(client).catch((e: unknown) => e);
    expect(balances).toMatchObject({ name: 'PaykitUpstreamInvalidError', code: 'upstream_invalid', field: 'data[0].available', operation: 'GET /balances' });
    expect(String(balances)).not.toContain('Ada Lovelace');
    await expect(getOnboardingAccount(client)).rejects.toMatchObject({ code: 'upstream_invalid', field: 'verification_status' });
  });
});

describe('uploadDocument', () => {
  const client = createProxyClient({ baseUrl: '/shop/paykit/', fetch: vi.fn() as unknown as typeof fetch, EventSource: null, page: null });

  it('posts multipart with document_type and file, reports progress and answers the document', async () => {
    const progress: Array<[number, number]> = [];
    const file = fileOf('jpeg', { bytes: 1000 });
    const done = uploadDocument(client, { file, documentType: 'id_front', onProgress: (p) => progress.push([p.loaded, p.total]), XMLHttpRequest: asXhr });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/shop/paykit/onboarding/documents');
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.headers.accept).toBe('application/json');
    expect(xhr.body?.get('document_type')).toBe('id_front');
    expect((xhr.body?.get('file') as File).name).toBe('id-front.jpg');
    expect([...xhr.body!.keys()]).toEqual(['document_type', 'file']);

    xhr.progress(300, 1200);
    xhr.progress(900, 1200);
    xhr.progress(500, 0, false);
    xhr.respond(201, documentRecord('id_front', 1000));
    await expect(done).resolves.toEqual(documentRecord('id_front', 1000));
    expect(progress).toEqual([
      [300, 1200],
      [900, 1200],
      [500, 1000],
      [1000, 1000],
    ]);
  });

  it('sends cookies cross-origin only when the client includes credentials', () => {
    const crossOrigin = createProxyClient({ baseUrl: 'https://pay.shop.example/api/paykit', credentials: 'include', fetch: vi.fn() as unknown as typeof fetch });
    void uploadDocument(crossOrigin, { file: fileOf('png'), documentType: 'passport', XMLHttpRequest: asXhr }).catch(() => {});
    expect(FakeXhr.last.withCredentials).toBe(true);
    expect(FakeXhr.last.url).toBe('https://pay.shop.example/api/paykit/onboarding/documents');
  });

  it.each([
    [413, 'payload_too_large', 'Documents can be at most 10 MB', PayloadTooLargeError],
    [415, 'unsupported_file_type', 'This file is not a JPEG, PNG or PDF (its contents were checked, not its name)', PaykitApiError],
    [400, 'invalid_request', 'document_type must be one of: id_front, id_back', BadRequestError],
  ])('turns a %i envelope into a typed error', async (status, code, message, type) => {
    const done = uploadDocument(client, { file: fileOf('pdf'), documentType: 'proof_of_address', XMLHttpRequest: asXhr });
    FakeXhr.last.respond(status, { error: { code, message, param: 'file' } }, { 'x-request-id': 'req_42' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ status, code, message, requestId: 'req_42', param: 'file' });
  });

  it('reports an unreadable success, a network failure and a timeout', async () => {
    const a = uploadDocument(client, { file: fileOf('pdf'), documentType: 'proof_of_address', XMLHttpRequest: asXhr });
    FakeXhr.last.respond(201, '<html>oops</html>');
    await expect(a).rejects.toMatchObject({ code: 'invalid_response' });

    const b = uploadDocument(client, { file: fileOf('pdf'), documentType: 'proof_of_address', XMLHttpRequest: asXhr });
    FakeXhr.last.fail();
    await expect(b).rejects.toBeInstanceOf(PaykitConnectionError);

    const c = uploadDocument(client, { file: fileOf('pdf'), documentType: 'proof_of_address', XMLHttpRequest: asXhr, timeoutMs: 5000 });
    expect(FakeXhr.last.timeout).toBe(5000);
    FakeXhr.last.time();
    await expect(c).rejects.toBeInstanceOf(PaykitTimeoutError);

    const d = uploadDocument(client, { file: fileOf('pdf'), documentType: 'proof_of_address', XMLHttpRequest: asXhr });
    FakeXhr.last.respond(429, { error: { code: 'rate_limited', message: 'Slow down' } }, { 'retry-after': '3' });
    await expect(d).rejects.toMatchObject({ retryAfterSeconds: 3 });
  });

  it('cancels with the signal (xhr.abort) and rejects with its reason', async () => {
    const controller = new AbortController();
    const done = uploadDocument(client, { file: fileOf('jpeg'), documentType: 'id_front', signal: controller.signal, XMLHttpRequest: asXhr });
    const xhr = FakeXhr.last;
    xhr.progress(10, 100);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    const already = new AbortController();
    already.abort();
    await expect(uploadDocument(client, { file: fileOf('jpeg'), documentType: 'id_front', signal: already.signal, XMLHttpRequest: asXhr })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('falls back to fetch (no progress steps) without XMLHttpRequest', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    try {
      const { client: fetching, calls } = clientWith(() => json(documentRecord('passport', 64), 201));
      const progress: number[] = [];
      const file = fileOf('jpeg');
      await expect(uploadDocument(fetching, { file, documentType: 'passport', onProgress: (p) => progress.push(p.loaded) })).resolves.toMatchObject({
        document_type: 'passport',
      });
      expect(calls[0]?.init.body).toBeInstanceOf(FormData);
      expect(progress).toEqual([file.size]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes through a client’s custom fetch even where XMLHttpRequest exists (nothing may bypass it)', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const { client: fetching, calls } = clientWith(() => json(documentRecord('passport', 64), 201));
    await expect(uploadDocument(fetching, { file: fileOf('jpeg'), documentType: 'passport' })).resolves.toMatchObject({ document_type: 'passport' });
    expect(calls).toHaveLength(1);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('errors are PaykitErrors', () => {
    expect(new PayloadTooLargeError({ status: 413, code: 'x', message: 'y' })).toBeInstanceOf(PaykitError);
    expect(new NotFoundError({ status: 404, code: 'x', message: 'y' })).toBeInstanceOf(PaykitApiError);
  });
});
