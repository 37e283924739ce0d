/**
 * `npm run typecheck`: the root tsconfig.json (everything, tests, stories and the demo included,
 * with DOM and Node), then one config per runtime a layer runs on, which sees only the globals that
 * runtime has: Web-standard only (worker), a browser, or Node. Runs every config and reports all
 * that fail, not just the first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Each runtime's config and the layers it checks. */
const RUNTIME_CONFIGS: readonly { config: string; folders: readonly string[] }[] = [
  { config: 'tsconfig.worker.json', folders: ['src/shared', 'src/web', 'src/sandbox'] },
  { config: 'tsconfig.browser.json', folders: ['src/client', 'src/react', 'src/dashboard', 'src/elements', 'src/locales'] },
  { config: 'tsconfig.node.json', folders: ['src/node', 'src/server', 'src/redis'] },
];
/** Layers that join a browser and a server (composition, the hosted page and its server, the programs): the root config, with both, is theirs. */
const ROOT_ONLY = ['src/dev', 'src/testing', 'src/hosted', 'src/bin'];

/** A layer folder that no list names, or a named one that is gone: the layout changed without this file. */
function layoutFaults(): string[] {
  const listed = [...RUNTIME_CONFIGS.flatMap(({ folders }) => folders), ...ROOT_ONLY];
  const present = readdirSync('src', { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => `src/${dirent.name}`);
  return [
    ...present.filter((folder) => !listed.includes(folder)).map((folder) => `${folder} is checked by no runtime's config (add it to scripts/typecheck.ts)`),
    ...listed.filter((folder) => !existsSync(folder)).map((folder) => `${folder} does not exist (update scripts/typecheck.ts and its config)`),
  ];
}

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

const faults = layoutFaults();
for (const fault of faults) console.error(`FAIL ${fault}`);

const configs = ['tsconfig.json', ...RUNTIME_CONFIGS.map(({ config }) => config)];
const outcomes = await runAll(configs, Math.min(2, availableParallelism()));
const failed = outcomes.filter((outcome) => !outcome.ok);
for (const { config, output } of failed) console.error(`\n== ${config}\n${output.trimEnd()}`);
if (failed.length > 0 || faults.length > 0) {
  console.error(`\ntypecheck failed: ${[...failed.map((f) => f.config), ...faults].join(', ')}`);
  process.exit(1);
}
