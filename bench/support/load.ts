/** Runs bench/support/load-process.ts in a child process and reads back what it measured. */
import { spawn } from 'node:child_process';
import { cpuSeconds } from './cpu';

/** What to send, how many at once, and for how long. */
export interface LoadPlan {
  origin: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Connections, each with one request in flight at a time. */
  concurrency: number;
  /** Sent but not recorded (connections opened, code warmed up). */
  warmupMs: number;
  /** Recorded. */
  durationMs: number;
  /** POST distinct signed `payment.settled` deliveries (count of them signed up front). */
  webhooks?: { secret: string; count: number };
}

export interface LoadResult {
  /** Answers received while recording. */
  requests: number;
  /** Requests that failed without an answer while recording. */
  errors: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Webhook deliveries sent a second time because the signed ones ran out (then duplicates). */
  deliveriesRepeated: number;
}

/**
 * Runs the plan; with `cpuOf`, also the CPU seconds those processes (the servers under load) used
 * while it was recording.
 */
export async function runLoad(plan: LoadPlan, cpuOf: number[] = []): Promise<LoadResult & { serverCpuSeconds: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./load-process.ts', import.meta.url).pathname, JSON.stringify(plan)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let cpuAtStart: number[] = [];
  let serverCpuSeconds = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    const before = stdout;
    stdout += chunk.toString();
    if (!before.includes('recording\n') && stdout.includes('recording\n')) cpuAtStart = cpuOf.map(cpuSeconds);
    if (!before.includes('stopped\n') && stdout.includes('stopped\n')) {
      serverCpuSeconds = cpuOf.reduce((sum, pid, i) => sum + cpuSeconds(pid) - (cpuAtStart[i] ?? 0), 0);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve({ ...(JSON.parse(line) as LoadResult), serverCpuSeconds });
      else reject(new Error(`load generator exited with ${code}:\n${stderr || stdout}`));
    });
  });
}

/** Rounds to `digits` decimals, for the results table. */
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
