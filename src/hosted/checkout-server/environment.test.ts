import { describe, expect, it } from 'vitest';
import { readEnvironment } from './environment';

const VALID = { PAYKIT_API_KEY: 'sk_live_secret_key_1', PAYKIT_BASE_URL: 'https://api.service.example', PAYKIT_WEBHOOK_SECRET: 'whsec_one' };

describe('paykit-checkout environment', () => {
  it('takes the three required variables and defaults the rest (here against a local sandbox, where memory is enough)', () => {
    expect(readEnvironment({ ...VALID, PAYKIT_BASE_URL: 'http://localhost:4010' })).toEqual({
      ok: true,
      config: {
        apiKey: 'sk_live_secret_key_1',
        baseUrl: 'http://localhost:4010',
        webhookSecrets: ['whsec_one'],
        redisUrl: undefined,
        redisClusterNodes: [],
        port: 3000,
        host: '0.0.0.0',
        returnOrigins: [],
        corsOrigins: [],
        merchantName: undefined,
        merchantLogoUrl: undefined,
        trustProxyHops: 0,
        logLevel: 'info',
        shutdownTimeoutMs: 10_000,
        pageDir: undefined,
        receipt: { transactionHash: false, reference: false },
        allowMemoryStore: false,
      },
    });
  });

  describe('the memory store against a service that is not a sandbox', () => {
    const MEMORY_REFUSED =
      "REDIS_URL: required when PAYKIT_BASE_URL is not a sandbox: the memory store keeps every open payment's status and address in this process only, so a restart (a deploy, a crash) loses them and payers see their payment vanish, and a second instance never sees them. Set REDIS_URL (or REDIS_CLUSTER_NODES), or PAYKIT_ALLOW_MEMORY_STORE=1 to run on memory anyway";

    it('refuses to start without Redis, saying why', () => {
      expect(readEnvironment(VALID)).toEqual({ ok: false, problems: [MEMORY_REFUSED] });
      expect(readEnvironment({ ...VALID, PAYKIT_ALLOW_MEMORY_STORE: '0' })).toEqual({ ok: false, problems: [MEMORY_REFUSED] });
      expect(JSON.stringify(readEnvironment(VALID))).not.toContain('api.service.example');
    });

    it('starts with Redis, or on memory when PAYKIT_ALLOW_MEMORY_STORE says so', () => {
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://redis.internal:6379' })).toMatchObject({ ok: true });
      expect(readEnvironment({ ...VALID, REDIS_CLUSTER_NODES: 'redis://10.0.0.1:6379' })).toMatchObject({ ok: true });
      for (const allow of ['1', 'true', ' TRUE ']) {
        expect(readEnvironment({ ...VALID, PAYKIT_ALLOW_MEMORY_STORE: allow })).toMatchObject({ ok: true, config: { redisUrl: undefined, allowMemoryStore: true } });
      }
    });

    it.each([
      ['a local sandbox on localhost', { PAYKIT_BASE_URL: 'http://localhost:4010' }],
      ['a local sandbox on 127.0.0.1', { PAYKIT_BASE_URL: 'http://127.0.0.1:4010' }],
      ['a local sandbox on [::1]', { PAYKIT_BASE_URL: 'https://[::1]:4010' }],
      ["the service's sandbox (a sk_test_ key)", { PAYKIT_API_KEY: 'sk_test_secret_key_1' }],
    ])('needs nothing more against %s', (_name, sandbox) => {
      expect(readEnvironment({ ...VALID, ...sandbox })).toMatchObject({ ok: true, config: { redisUrl: undefined, allowMemoryStore: false } });
    });

    it('PAYKIT_ALLOW_MEMORY_STORE takes 1 or 0 only', () => {
      expect(readEnvironment({ ...VALID, PAYKIT_ALLOW_MEMORY_STORE: 'yes' })).toEqual({
        ok: false,
        problems: ['PAYKIT_ALLOW_MEMORY_STORE: must be 1 (run on memory against a live service) or 0'],
      });
    });
  });

  it('reads lists, Redis, the merchant and the switches', () => {
    const result = readEnvironment({
      ...VALID,
      PAYKIT_WEBHOOK_SECRET: 'whsec_new, whsec_old',
      REDIS_URL: 'rediss://:pw@redis.internal:6380/2',
      PORT: '8080',
      HOST: '127.0.0.1',
      PAYKIT_RETURN_ORIGINS: 'https://shop.example, http://localhost:5173',
      PAYKIT_CORS_ORIGINS: 'https://shop.example,https://www.shop.example:8443 , http://127.0.0.1:8080',
      PAYKIT_MERCHANT_NAME: ' Tee Shop ',
      PAYKIT_MERCHANT_LOGO_URL: 'https://cdn.shop.example/logo.svg',
      PAYKIT_TRUST_PROXY: 'TRUE',
      LOG_LEVEL: 'warn',
      PAYKIT_SHUTDOWN_TIMEOUT_MS: '2500',
      PAYKIT_RECEIPT: 'transaction_hash, reference',
    });
    expect(result).toMatchObject({
      ok: true,
      config: {
        webhookSecrets: ['whsec_new', 'whsec_old'],
        redisUrl: 'rediss://:pw@redis.internal:6380/2',
        port: 8080,
        host: '127.0.0.1',
        returnOrigins: ['https://shop.example', 'http://localhost:5173'],
        corsOrigins: ['https://shop.example', 'https://www.shop.example:8443', 'http://127.0.0.1:8080'],
        merchantName: 'Tee Shop',
        merchantLogoUrl: 'https://cdn.shop.example/logo.svg',
        trustProxyHops: 1,
        logLevel: 'warn',
        shutdownTimeoutMs: 2500,
        receipt: { transactionHash: true, reference: true },
      },
    });
  });

  it('takes a Redis Cluster as the URLs of some of its nodes, but not beside REDIS_URL', () => {
    expect(readEnvironment({ ...VALID, REDIS_CLUSTER_NODES: 'redis://:pw@10.0.0.1:6379, redis://10.0.0.2:6379' })).toMatchObject({
      ok: true,
      config: { redisUrl: undefined, redisClusterNodes: ['redis://:pw@10.0.0.1:6379', 'redis://10.0.0.2:6379'] },
    });
    expect(readEnvironment({ ...VALID, REDIS_CLUSTER_NODES: 'redis://10.0.0.1:6379,10.0.0.2:6379' })).toEqual({
      ok: false,
      problems: ['REDIS_CLUSTER_NODES: node 2 of 2: must be redis://[[user]:password@]host[:port][/db] or rediss://…: the scheme is not redis: or rediss:'],
    });
    expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://one:6379', REDIS_CLUSTER_NODES: 'redis://10.0.0.1:6379' })).toEqual({
      ok: false,
      problems: ['REDIS_CLUSTER_NODES: set either REDIS_URL (one Redis) or REDIS_CLUSTER_NODES (a cluster), not both'],
    });
  });

  it('names every missing required variable on its own line', () => {
    expect(readEnvironment({ PAYKIT_API_KEY: '', PAYKIT_WEBHOOK_SECRET: ' , ' })).toEqual({
      ok: false,
      problems: [
        'PAYKIT_API_KEY: required: the service API key',
        'PAYKIT_BASE_URL: required: the service root in front of /v1, e.g. https://api.example.com',
        'PAYKIT_WEBHOOK_SECRET: required: the signing secret of the webhook endpoint registered for <this server>/api/paykit/webhooks',
      ],
    });
  });

  it('says what is wrong with each bad value without repeating the value', () => {
    const bad = {
      PAYKIT_API_KEY: 'sk_live_secret_key_1',
      PAYKIT_BASE_URL: 'http://api.service.example',
      PAYKIT_WEBHOOK_SECRET: 'whsec_one',
      REDIS_URL: 'http://:redis-password@redis.internal',
      PORT: '70000',
      PAYKIT_RETURN_ORIGINS: 'https://shop.example/thanks',
      PAYKIT_CORS_ORIGINS: 'https://shop.example/',
      PAYKIT_MERCHANT_NAME: 'Tee\nShop',
      PAYKIT_MERCHANT_LOGO_URL: 'javascript:alert(1)',
      PAYKIT_TRUST_PROXY: 'yes',
      LOG_LEVEL: 'loud',
      PAYKIT_SHUTDOWN_TIMEOUT_MS: '-1',
      PAYKIT_RECEIPT: 'tx_secret_hash',
    };
    const result = readEnvironment(bad);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual([
      'PAYKIT_BASE_URL: must be an https:// URL (http:// only on localhost, 127.0.0.1 or [::1])',
      'REDIS_URL: must be redis://[[user]:password@]host[:port][/db] or rediss://…: the scheme is not redis: or rediss:',
      'PORT: must be a port number from 0 to 65535',
      'PAYKIT_RETURN_ORIGINS: must be comma-separated origins such as https://shop.example (scheme, host and port only; http:// only on localhost)',
      'PAYKIT_CORS_ORIGINS: must be comma-separated origins such as https://shop.example (scheme, host and port only; http:// only on localhost)',
      'PAYKIT_MERCHANT_NAME: must not contain control characters',
      'PAYKIT_MERCHANT_LOGO_URL: must be an https:// image URL of up to 2048 characters',
      'PAYKIT_TRUST_PROXY: must be true, false, or the number of proxies in front (0 to 10)',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'PAYKIT_SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds up to 120000',
      'PAYKIT_RECEIPT: must be a comma-separated list of transaction_hash, reference',
    ]);
    for (const value of Object.values(bad)) expect(problems.join('\n')).not.toContain(value);
  });

  describe('PAYKIT_CORS_ORIGINS: the shops whose pages may call the proxy', () => {
    const ORIGINS_PROBLEM =
      'PAYKIT_CORS_ORIGINS: must be comma-separated origins such as https://shop.example (scheme, host and port only; http:// only on localhost)';
    it.each([
      ['a path', 'https://shop.example/checkout'],
      ['plain http on another machine', 'http://shop.example'],
      ['a star', '*'],
      ['the string null (a sandboxed frame)', 'null'],
      ['a scheme that is no web page', 'javascript://shop.example'],
      ['credentials', 'https://user:pw@shop.example'],
      ['a query', 'https://shop.example?x=1'],
      ['an upper-case host (the browser sends it lower-case: it would never match)', 'https://Shop.example'],
      ['a default port spelled out (the browser leaves it out)', 'https://shop.example:443'],
    ])('refuses %s', (_name, value) => {
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://r:6379', PAYKIT_CORS_ORIGINS: value })).toEqual({ ok: false, problems: [ORIGINS_PROBLEM] });
    });

    it('takes at most 20', () => {
      const origins = (count: number) => Array.from({ length: count }, (_, i) => `https://shop${i}.example`).join(',');
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://r:6379', PAYKIT_CORS_ORIGINS: origins(20) })).toMatchObject({ ok: true });
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://r:6379', PAYKIT_CORS_ORIGINS: origins(21) })).toEqual({
        ok: false,
        problems: ['PAYKIT_CORS_ORIGINS: at most 20 origins'],
      });
    });
  });

  describe('PAYKIT_TRUST_PROXY: how many reverse proxies stand in front', () => {
    it.each([
      ['true', 1],
      ['TRUE', 1],
      ['false', 0],
      ['', 0],
      ['0', 0],
      ['1', 1],
      ['2', 2],
      [' 10 ', 10],
    ])('%j → %i hops', (value, hops) => {
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://r:6379', PAYKIT_TRUST_PROXY: value })).toMatchObject({ ok: true, config: { trustProxyHops: hops } });
    });

    it.each(['11', '-1', '1.5', 'yes', '1e1', '0x2', '01'])('refuses %j', (value) => {
      expect(readEnvironment({ ...VALID, REDIS_URL: 'redis://r:6379', PAYKIT_TRUST_PROXY: value })).toEqual({
        ok: false,
        problems: ['PAYKIT_TRUST_PROXY: must be true, false, or the number of proxies in front (0 to 10)'],
      });
    });
  });

  describe('a malformed Redis URL is named, never shown (its password sits beside the typo)', () => {
    const SHAPE = 'must be redis://[[user]:password@]host[:port][/db] or rediss://…';
    it.each([
      ['REDIS_URL', 'redis://:hunter2@127.0.0.1:99999', `REDIS_URL: ${SHAPE}: the port is out of range (1 to 65535)`],
      ['REDIS_URL', 'redis://:hunter2@[::1', `REDIS_URL: ${SHAPE}: the [ of an IPv6 address is not closed`],
      ['REDIS_URL', 'redis://:hunter2@redis.internal/db2', `REDIS_URL: ${SHAPE}: only a database number`],
      [
        'REDIS_CLUSTER_NODES',
        'redis://:hunter2@10.0.0.1:6379, redis://:hunter2@10.0.0.2:99999',
        `REDIS_CLUSTER_NODES: node 2 of 2: ${SHAPE}: the port is out of range`,
      ],
      ['REDIS_CLUSTER_NODES', 'redis://:hunter2@[::1', `REDIS_CLUSTER_NODES: node 1 of 1: ${SHAPE}: the [ of an IPv6 address is not closed`],
      ['REDIS_CLUSTER_NODES', 'rediss://:hunter2@10.0.0.1:6379, redis://:hunter2@10.0.0.2:6379', 'REDIS_CLUSTER_NODES: every node must use the same scheme'],
    ])('%s=%s', (name, value, problem) => {
      const result = readEnvironment({ ...VALID, [name]: value });
      expect(result.ok).toBe(false);
      const problems = result.ok ? [] : result.problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(problem);
      expect(JSON.stringify(result)).not.toContain('hunter2');
    });
  });
});
