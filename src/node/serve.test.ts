import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve, type Served } from './serve';

const running: Served[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(running.splice(0).map((served) => served.close()));
});

async function started(...args: Parameters<typeof serve>): Promise<Served> {
  const served = await serve(...args);
  running.push(served);
  return served;
}

const hello = (_req: unknown, res: import('node:http').ServerResponse) => void res.end('hello');

describe('serve', () => {
  it('listens on the given host and names it in the URL', async () => {
    const served = await started(hello, { port: 0, host: '127.0.0.1' });
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(served.url)).text()).toBe('hello');
  });

  it('names localhost when no host is given', async () => {
    const served = await started(hello, { port: 0 });
    expect(served.url).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('rejects with the listen error when the port is taken', async () => {
    const first = await started(hello, { port: 0, host: '127.0.0.1' });
    const port = Number(new URL(first.url).port);
    await expect(serve(hello, { port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('ticks every tickMs while open, and not after close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tick = vi.fn();
    const served = await serve(hello, { port: 0, host: '127.0.0.1', tick });
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    await served.close();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('closes at once even with a connection held open', async () => {
    const served = await serve((_req, res) => void res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders(), {
      port: 0,
      host: '127.0.0.1',
    });
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      request(served.url, resolve).on('error', reject).end();
    });
    expect(response.statusCode).toBe(200);
    const ended = new Promise((resolve) => response.once('close', resolve));
    await served.close();
    await ended;
    expect(served.server.listening).toBe(false);
  });
});

describe('serve: connections that stall', () => {
  /** Opens a raw connection, writes `text`, and resolves when the server closes it. */
  async function stalled(port: number, text: string): Promise<void> {
    const { connect } = await import('node:net');
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('error', () => undefined);
      // Read what the server sends (its 408), or the socket never reaches its end.
      socket.resume();
      socket.once('close', () => resolve());
      setTimeout(() => reject(new Error('the server kept the stalled connection')), 10_000).unref();
    });
  }

  it('closes a connection whose headers never finish, after the headers timeout', async () => {
    const served = await started(hello, { port: 0, host: '127.0.0.1', timeouts: { headersMs: 200, requestMs: 400 } });
    await stalled(Number(new URL(served.url).port), 'POST / HTTP/1.1\r\nHost: x\r\n');
  });

  it('closes a connection whose body never finishes, after the request timeout', async () => {
    const served = await started((req) => void req.resume(), { port: 0, host: '127.0.0.1', timeouts: { headersMs: 200, requestMs: 400 } });
    await stalled(Number(new URL(served.url).port), 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
  });

  it('keeps short defaults: 10 s for headers, 120 s for a whole request (an upload on a slow line), 5 s idle', async () => {
    const served = await started(hello, { port: 0, host: '127.0.0.1' });
    expect([served.server.headersTimeout, served.server.requestTimeout, served.server.keepAliveTimeout]).toEqual([10_000, 120_000, 5_000]);
  });
});
