import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';

const EVENTS = ['payment.settled'];

describe('POST /webhooks', () => {
  it('creates an enabled endpoint and reveals a fresh whsec_ secret', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body: { url: 'https://merchant.example/hooks', events: ['payment.settled', 'payment.failed'] } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^we_[0-9A-Za-z]{24}$/),
      url: 'https://merchant.example/hooks',
      events: ['payment.settled', 'payment.failed'],
      secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/),
      created_at: new Date(TEST_START).toISOString(),
      status: 'enabled',
    });
  });

  it('never derives secrets from the seed: two sandboxes with the same seed get different secrets', async () => {
    const body = { url: 'https://merchant.example/hooks', events: EVENTS };
    const a = await createHarness({ seed: 7 }).call('POST', '/v1/webhooks', { body });
    const b = await createHarness({ seed: 7 }).call('POST', '/v1/webhooks', { body });
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.secret).not.toBe(b.body.secret);
  });

  it('is served under /api/v1 too', async () => {
    const { call } = createHarness();
    expect((await call('POST', '/api/v1/webhooks', { body: { url: 'https://merchant.example/h', events: EVENTS } })).status).toBe(201);
  });

  it.each([
    'https://merchant.example/hooks',
    'https://merchant.example:8443/hooks?source=paykit',
    'http://127.0.0.1:3000/hooks',
    'http://127.1.2.3/hooks',
    'http://localhost:5173/api/paykit/webhooks',
    'http://[::1]:9000/',
  ])('accepts %s', async (url) => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body: { url, events: EVENTS } });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(url);
  });

  it.each([
    ['plain http off loopback', 'http://example.com/hooks', /https/],
    ['http to a private address', 'http://10.0.0.5/hooks', /https/],
    ['ftp', 'ftp://example.com/hooks', /https/],
    ['a relative URL', '/hooks', /absolute/],
    ['no scheme', 'example.com/hooks', /absolute/],
    ['a scheme without //', 'https:example.com/hooks', /absolute/],
    ['not a URL', 'not a url', /spaces|absolute/],
    ['credentials', 'https://user:pw@example.com/hooks', /credentials/],
    ['a username alone', 'https://user@example.com/hooks', /credentials/],
    ['surrounding spaces', ' https://example.com/hooks', /spaces/],
    ['an empty string', '', /absolute/],
    ['more than 2048 characters', `https://example.com/${'a'.repeat(2029)}`, /2048/],
  ])('refuses %s with 400 naming url', async (_name, url, message) => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body: { url, events: EVENTS } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'url' });
    expect(res.body.error.message).toMatch(/^url /);
    expect(res.body.error.message).toMatch(message);
  });

  it('accepts a URL of exactly 2048 characters', async () => {
    const { call } = createHarness();
    const url = `https://example.com/${'a'.repeat(2028)}`;
    expect(url).toHaveLength(2048);
    expect((await call('POST', '/v1/webhooks', { body: { url, events: EVENTS } })).status).toBe(201);
  });

  it.each([
    ['missing url', { events: EVENTS }, 'url'],
    ['a non-string url', { url: 42, events: EVENTS }, 'url'],
    ['missing events', { url: 'https://example.com/h' }, 'events'],
    ['events not an array', { url: 'https://example.com/h', events: 'payment.settled' }, 'events'],
    ['empty events', { url: 'https://example.com/h', events: [] }, 'events'],
    ['an unknown kind', { url: 'https://example.com/h', events: ['payment.settled', 'payment.refunded'] }, 'events[1]'],
    ['a repeated kind', { url: 'https://example.com/h', events: ['payment.settled', 'payment.failed', 'payment.settled'] }, 'events'],
  ])('refuses %s with 400 naming the field', async (_name, body, param) => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param });
  });

  it('names the repeated kind', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body: { url: 'https://example.com/h', events: ['payment.failed', 'payment.failed'] } });
    expect(res.body.error.message).toMatch(/"payment\.failed"/);
  });

  it('requires the API key', async () => {
    const { call } = createHarness();
    const res = await call('POST', '/v1/webhooks', { body: { url: 'https://example.com/h', events: EVENTS }, headers: { authorization: 'Bearer wrong' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /sandbox/webhooks (sandbox extension)', () => {
  it('lists endpoints without their secrets', async () => {
    const { call } = createHarness();
    const created = await call('POST', '/v1/webhooks', { body: { url: 'https://merchant.example/hooks', events: EVENTS } });
    await call('POST', '/v1/webhooks', { body: { url: 'http://localhost:3000/hooks', events: ['account.verification_status_updated'] } });
    const res = await call('GET', '/v1/sandbox/webhooks');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, limit: 20, offset: 0 });
    const withoutSecret: Record<string, unknown> = { ...created.body };
    delete withoutSecret.secret;
    expect(res.body.data[0]).toEqual(withoutSecret);
    expect(JSON.stringify(res.body)).not.toMatch(/whsec_|secret/);
    expect((await call('GET', '/v1/sandbox/webhooks?limit=1&offset=1')).body.data).toHaveLength(1);
  });

  it('starts with an empty delivery log', async () => {
    const { call, sandbox } = createHarness();
    expect((await call('GET', '/v1/sandbox/webhooks/deliveries')).body).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
    expect(sandbox.deliveries()).toEqual([]);
  });
});
