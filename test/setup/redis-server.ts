/**
 * A real, throwaway redis-server on a free loopback port for the paykit/redis tests: Debian's,
 * installed with apt when missing and root (debian-package.ts). Nothing is persisted; `stop()` kills
 * it and `start()` brings it back on the same port, so a test can take Redis away and give it back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureDebianProgram } from './debian-package';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Starts it again on the same port (after `stop()`), empty. */
  start(): Promise<void>;
  /** Kills it and waits for the process to end. */
  stop(): Promise<void>;
}

export function ensureRedisServer(): string {
  return ensureDebianProgram({
    path: process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server',
    packageName: 'redis-server',
    purpose: 'the paykit/redis tests',
    override: 'REDIS_SERVER_PATH',
  });
}

/** Starts a redis-server (`extra`: more redis-server options); call `stop()` when done (afterAll). */
export async function startRedisServer(extra: string[] = []): Promise<RedisServer> {
  const binary = ensureRedisServer();
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      child = await launchRedisServer(binary, port, extra);
    },
    async stop() {
      const running = child;
      child = null;
      await killRedisServer(running);
    },
  };
  await server.start();
  return server;
}

/** Starts redis-server on `port` (nothing persisted; `extra` adds options) and waits until it accepts connections. */
export function launchRedisServer(binary: string, port: number, extra: string[] = []): Promise<ChildProcess> {
  const args = ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'no', ...extra];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port} within 10 s:\n${output}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

/** Kills a redis-server at once (as a crash would) and waits for its process to end. */
export async function killRedisServer(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A loopback TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
