import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../../shared/errors';
import { createPaykitClient } from '../client';
import { createPaykitHandler } from './handler';

// No upstream call is made by anything here: a call would be a bug, answered 500.
const client = createPaykitClient({
  apiKey: 'sk_test_aliases',
  baseUrl: 'https://api.example.com',
  fetch: () => Promise.resolve(new Response(null, { status: 500 })),
  maxRetries: 0,
});

function post(path: string, body: string): Request {
  return new Request(`https://shop.example/api/paykit${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ order: 'x'.repeat(bytes - '{"order":""}'.length) });

describe('createPaykitHandler: the flat option names of earlier versions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a limit given flat refuses at the same point as given grouped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = { createPayment: () => null };
    // The flat names are the deprecated form under test here.
    const flat = createPaykitHandler({ client, createPayment: refusing.createPayment, maxJsonBytes: 100 });
    const grouped = createPaykitHandler({ upstream: { client }, policies: refusing, limits: { maxJsonBytes: 100 } });
    for (const handler of [flat, grouped]) {
      // 400: read whole and refused by the policy (not 403: the policy is there either way).
      expect((await handler(post('/payments', jsonOf(100)))).status).toBe(400);
      expect((await handler(post('/payments', jsonOf(101)))).status).toBe(413);
    }
  });

  it('a policy given flat decides as given grouped: authorize opens what is shut without it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = () => new Request('https://shop.example/api/paykit/transactions/txn_1');
    const shut = createPaykitHandler({ upstream: { client } });
    const flat = createPaykitHandler({ client, authorize: () => false });
    const grouped = createPaykitHandler({ upstream: { client }, policies: { authorize: () => false } });
    expect(await (await shut(get())).json()).toMatchObject({ error: { message: 'This operation is not enabled' } });
    for (const handler of [flat, grouped]) expect(await (await handler(get())).json()).toMatchObject({ error: { message: 'You may not do this' } });
  });

  it('warns once per flat name per process, naming the grouped replacement', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createPaykitHandler({ upstream: { client }, maxStreams: 10, heartbeatMs: 1_000 });
    createPaykitHandler({ upstream: { client }, maxStreams: 20 });
    createPaykitHandler({ upstream: { client }, limits: { maxStreams: 20 } });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said.filter((m) => m.includes('`maxStreams`'))).toEqual([expect.stringContaining('`limits.maxStreams`')]);
    expect(said.filter((m) => m.includes('`heartbeatMs`'))).toEqual([expect.stringContaining('`limits.heartbeatMs`')]);
    expect(said.every((m) => m.includes('deprecated') && m.includes('next minor'))).toBe(true);
  });

  it('says nothing in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    try {
      createPaykitHandler({ upstream: { client }, maxUploadsInFlight: 2 });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses one option given both ways, naming both', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const both = () => createPaykitHandler({ upstream: { client }, limits: { maxDocumentBytes: 1_000 }, maxDocumentBytes: 1_000 });
    expect(both).toThrow(PaykitError);
    expect(both).toThrow(/`maxDocumentBytes` and `limits.maxDocumentBytes`/);
    expect(() => createPaykitHandler({ upstream: { client }, client })).toThrow(/`client` and `upstream.client`/);
    expect(() => createPaykitHandler({ upstream: { client, budgetMs: 5 }, upstreamBudgetMs: 5 })).toThrow(/`upstreamBudgetMs` and `upstream.budgetMs`/);
  });

  it('an option left undefined flat is not given: no warning, no conflict', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => createPaykitHandler({ upstream: { client }, policies: { authorize: () => true }, authorize: undefined })).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
