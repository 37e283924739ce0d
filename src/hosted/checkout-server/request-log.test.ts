import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requestIdOf, stdoutLogger } from './request-log';

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

describe('requestIdOf', () => {
  it('passes a well-formed id on and replaces one that could forge a log line', () => {
    expect(requestIdOf(new Request('http://x/', { headers: { 'x-request-id': 'probe-1' } }))).toBe('probe-1');
    expect(requestIdOf(new Request('http://x/', { headers: { 'x-request-id': 'a\\n{"msg":"forged"}' } }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
