import { describe, expect, it } from 'vitest';
import { errorWithoutCredentials, textWithoutCredentials, urlWithoutCredentials } from './error-redaction';

describe('textWithoutCredentials', () => {
  it('replaces the user info of every URL in a text, however badly encoded', () => {
    expect(textWithoutCredentials('the URL redis://user:hunter2@h:1 passed, then rediss://:a@b@h:2/0')).toBe(
      'the URL redis://[Redacted]@h:1 passed, then rediss://[Redacted]@h:2/0',
    );
  });

  it('leaves a text without user info as it is', () => {
    expect(textWithoutCredentials('connect ECONNREFUSED 127.0.0.1:6379 (ops@shop.example)')).toBe('connect ECONNREFUSED 127.0.0.1:6379 (ops@shop.example)');
  });
});

describe('urlWithoutCredentials', () => {
  it('drops the user name and password of a URL and keeps the rest', () => {
    expect(urlWithoutCredentials('rediss://paykit:hunter2@redis.internal:6380/2')).toBe('rediss://redis.internal:6380/2');
    expect(urlWithoutCredentials('redis://redis.internal:6379')).toBe('redis://redis.internal:6379');
  });

  it('replaces a string that does not parse but has an @ whole', () => {
    expect(urlWithoutCredentials('redis://:hunter2@[::1')).toBe('[Redacted]');
    expect(urlWithoutCredentials('/pay/pay_1')).toBe('/pay/pay_1');
  });
});

describe('errorWithoutCredentials', () => {
  it('keeps what explains the error and survives a cycle', () => {
    const error = Object.assign(new Error('boom'), { code: 'E_BOOM', at: new Date(0), nodes: ['redis://:hunter2@h:1'] }) as Error & { self?: unknown };
    error.self = { back: error };
    const serialized = errorWithoutCredentials(error) as Record<string, unknown>;
    expect(serialized).toMatchObject({ type: 'Error', message: 'boom', code: 'E_BOOM', at: '1970-01-01T00:00:00.000Z', nodes: ['redis://[Redacted]@h:1'] });
    expect(serialized.stack).toMatch(/^Error: boom\n/);
    expect(JSON.stringify(serialized)).not.toContain('hunter2');
  });

  it('passes a value that is not an error through, scrubbed', () => {
    expect(errorWithoutCredentials({ input: 'redis://:hunter2@h:1' })).toEqual({ input: 'redis://h:1' });
    expect(errorWithoutCredentials('failed: redis://:hunter2@h:1')).toBe('failed: redis://[Redacted]@h:1');
  });
});
