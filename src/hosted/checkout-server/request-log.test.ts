import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutLogger, requestIdOf, stdoutLogger } from './request-log';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('stdoutLogger', () => {
  it('has written a line when the call returns, so an exit right after keeps every line in order', async () => {
    dir = await mkdtemp(join(tmpdir(), 'paykit-log-'));
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const logger = stdoutLogger('info', fd);
      logger.info({ signal: 'SIGTERM' }, 'shutting down: draining');
      logger.info('drained');
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; name: string });
      expect(lines.map((line) => line.msg)).toEqual(['shutting down: draining', 'drained']);
      expect(lines[0]?.name).toBe('paykit-checkout');
    } finally {
      closeSync(fd);
    }
  });

  it('redacts credentials and honours the level', async () => {
    dir = await mkdtemp(join(tmpdir(), 'paykit-log-'));
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const logger = stdoutLogger('warn', fd);
      logger.info('not written');
      logger.warn({ apiKey: 'sk_live_secret', headers: { authorization: 'Bearer sk_live_secret' } }, 'upstream refused');
      const written = readFileSync(file, 'utf8');
      expect(written).not.toContain('not written');
      expect(written).not.toContain('sk_live_secret');
      expect(written).toContain('[Redacted]');
    } finally {
      closeSync(fd);
    }
  });
});

/** Errors that carry a Redis password the way the redis client and WHATWG URL put it: in `.input`, `.url`, the message, a cause. */
function errorsCarryingAPassword(): Error[] {
  const invalidUrl = Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL', input: 'redis://:hunter2@h:1' });
  const unparsable = Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL', input: 'redis://:hunter2@[::1' });
  const mismatch = new TypeError('tls socket option is set to true which is mismatch with protocol or the URL redis://paykit:hunter2@h:2 passed');
  const wrapped = new Error('cannot connect', {
    cause: Object.assign(new Error('refused by rediss://:hunter2@h:3/0'), { url: 'rediss://paykit:hunter2@h:3/0', details: { uri: 'redis://:hunter2@h:4' } }),
  });
  return [invalidUrl, unparsable, mismatch, wrapped];
}

describe('logged errors', () => {
  it('never print the credentials of a URL they carry (its user info is dropped, an unparsable one replaced)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'paykit-log-'));
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const logger = stdoutLogger('info', fd);
      for (const error of errorsCarryingAPassword()) logger.error({ err: error }, 'redis connection error');
      logger.warn({ error: { input: 'redis://:hunter2@h:5' } }, 'not an Error, still an error field');
      const written = readFileSync(file, 'utf8');
      expect(written).not.toContain('hunter2');
      const lines = written
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { err?: { input?: string; url?: string; code?: string; message: string; type: string } });
      expect(lines[0]?.err).toMatchObject({ type: 'TypeError', code: 'ERR_INVALID_URL', input: 'redis://h:1' });
      expect(lines[1]?.err?.input).toBe('[Redacted]');
      expect(lines[2]?.err?.message).toContain('the URL redis://[Redacted]@h:2 passed');
      expect(lines[3]?.err?.message).toContain('refused by rediss://[Redacted]@h:3/0');
    } finally {
      closeSync(fd);
    }
  });

  it("are redacted the same on a logger the caller gives (npm start's demo passes its own)", () => {
    const written: string[] = [];
    const logger = checkoutLogger(pino({ name: 'paykit-demo' }, { write: (line: string) => void written.push(line) }));
    for (const error of errorsCarryingAPassword()) logger.error({ err: error }, 'internal error');
    expect(written).toHaveLength(4);
    expect(written.join('')).not.toContain('hunter2');
  });
});

describe('requestIdOf', () => {
  it('passes a well-formed id on and replaces one that could forge a log line', () => {
    expect(requestIdOf(new Request('http://x/', { headers: { 'x-request-id': 'probe-1' } }))).toBe('probe-1');
    expect(requestIdOf(new Request('http://x/', { headers: { 'x-request-id': 'a\\n{"msg":"forged"}' } }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
