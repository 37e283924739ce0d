/**
 * A real, throwaway 3-node Redis Cluster on loopback for the paykit/redis tests: three of Debian's
 * redis-server (cluster mode, each in its own temporary directory), joined by Debian's redis-cli
 * (`--cluster create`, no replicas), each master holding a third of the slots. Nothing is persisted
 * but the cluster's own node table, so `stop()` then `start()` brings the same cluster back, empty.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianProgram } from './debian-package';
import { ensureRedisServer, freePort, killRedisServer, launchRedisServer } from './redis-server';

const run = promisify(execFile);

export interface RedisClusterServers {
  /** `redis://127.0.0.1:<port>` of each master. */
  urls: string[];
  ports: number[];
  /** Starts the three nodes again (after `stop()`), empty, and waits until the cluster is ok. */
  start(): Promise<void>;
  /** Kills the three nodes and waits for their processes to end. */
  stop(): Promise<void>;
  /** Stops the nodes and removes their directories. */
  remove(): Promise<void>;
}

/** redis-cli comes with redis-server (Debian's redis-tools); installed with it when missing and root. */
export function ensureRedisCli(): string {
  return ensureDebianProgram({
    path: process.env.REDIS_CLI_PATH ?? '/usr/bin/redis-cli',
    packageName: 'redis-tools',
    purpose: 'the paykit/redis cluster tests',
    override: 'REDIS_CLI_PATH',
  });
}

/** Starts a 3-master cluster; call `remove()` when done (afterAll). */
export async function startRedisCluster(): Promise<RedisClusterServers> {
  const server = ensureRedisServer();
  const cli = ensureRedisCli();
  const nodes: Array<{ port: number; busPort: number; dir: string; child: ChildProcess | null }> = [];
  const taken = new Set<number>();
  const distinctPort = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) return (taken.add(port), port);
    }
  };
  for (let i = 0; i < 3; i++) {
    nodes.push({ port: await distinctPort(), busPort: await distinctPort(), dir: await mkdtemp(join(tmpdir(), 'paykit-redis-cluster-')), child: null });
  }
  const launchAll = () =>
    Promise.all(
      nodes.map(async (node) => {
        // The node table (nodes.conf) lives in the node's directory: a restarted node rejoins with its slots.
        const options = [
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          'nodes.conf',
          '--cluster-port',
          String(node.busPort),
          '--cluster-node-timeout',
          '5000',
          '--dir',
          node.dir,
        ];
        node.child = await launchRedisServer(server, node.port, options);
      }),
    );
  const cluster: RedisClusterServers = {
    urls: nodes.map((node) => `redis://127.0.0.1:${node.port}`),
    ports: nodes.map((node) => node.port),
    async start() {
      if (nodes.some((node) => node.child)) return;
      await launchAll();
      await waitUntilOk(cli, cluster.ports);
    },
    async stop() {
      await Promise.all(nodes.map((node) => killRedisServer(node.child)));
      for (const node of nodes) node.child = null;
    },
    async remove() {
      await cluster.stop();
      await Promise.all(nodes.map((node) => rm(node.dir, { recursive: true, force: true })));
    },
  };
  try {
    await launchAll();
    await run(cli, ['--cluster', 'create', ...nodes.map((node) => `127.0.0.1:${node.port}`), '--cluster-replicas', '0', '--cluster-yes'], { timeout: 60_000 });
    await waitUntilOk(cli, cluster.ports);
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}

/** Until every node reports `cluster_state:ok` (all slots served, the nodes agree), at most 60 s. */
async function waitUntilOk(cli: string, ports: number[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = '';
  while (Date.now() < deadline) {
    const states = await Promise.all(
      ports.map((port) =>
        run(cli, ['-h', '127.0.0.1', '-p', String(port), 'cluster', 'info'], { timeout: 10_000 }).then(
          ({ stdout }) => stdout,
          (error: Error) => error.message,
        ),
      ),
    );
    if (states.every((state) => state.includes('cluster_state:ok'))) return;
    last = states.join('\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the Redis Cluster on ports ${ports.join(', ')} did not reach cluster_state:ok within 60 s:\n${last}`);
}
