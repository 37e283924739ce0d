/**
 * `npm run typecheck`: the root tsconfig.json (everything, tests and stories included), then each
 * layer's own config, which sees only the globals that layer may use (no DOM in shared/web/sandbox,
 * no Node outside node/server/dev/hosted). Runs every config and reports all that fail, not just the first.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Each layer's config and the folders it checks; a missing folder means the layout changed without this list. */
const LAYER_CONFIGS: readonly { config: string; folders: readonly string[] }[] = [
  { config: 'tsconfig.shared.json', folders: ['src/shared'] },
  { config: 'tsconfig.web.json', folders: ['src/web'] },
  { config: 'tsconfig.node.json', folders: ['src/node'] },
  { config: 'tsconfig.client.json', folders: ['src/client'] },
  { config: 'tsconfig.server.json', folders: ['src/server'] },
  { config: 'tsconfig.redis.json', folders: ['src/redis'] },
  { config: 'tsconfig.sandbox.json', folders: ['src/sandbox'] },
  { config: 'tsconfig.react.json', folders: ['src/react'] },
  { config: 'tsconfig.dev.json', folders: ['src/dev', 'src/testing'] },
  { config: 'tsconfig.hosted.json', folders: ['src/hosted', 'src/bin', 'demo'] },
];

interface Outcome {
  config: string;
  ok: boolean;
  output: string;
}

function runTsc(config: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ config, ok: code === 0, output }));
  });
}

/** Runs the configs at most `width` at a time (tsc is single-threaded and memory-hungry). */
async function runAll(configs: readonly string[], width: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...configs];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const outcome = await runTsc(next);
      console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.config}`);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return outcomes;
}

const missing = LAYER_CONFIGS.filter(({ folders }) => folders.some((folder) => !existsSync(folder)));
for (const { config, folders } of missing)
  console.error(
    `FAIL ${config}: ${folders.filter((folder) => !existsSync(folder)).join(', ')} does not exist (update scripts/typecheck.ts and the config when a layer moves)`,
  );

const configs = ['tsconfig.json', ...LAYER_CONFIGS.filter((layer) => !missing.includes(layer)).map(({ config }) => config)];
const outcomes = await runAll(configs, Math.min(2, availableParallelism()));
const failed = outcomes.filter((outcome) => !outcome.ok);
for (const { config, output } of failed) console.error(`\n== ${config}\n${output.trimEnd()}`);
if (failed.length > 0 || missing.length > 0) {
  console.error(`\ntypecheck failed: ${[...failed.map((f) => f.config), ...missing.map((m) => m.config)].join(', ')}`);
  process.exit(1);
}
