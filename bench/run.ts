/**
 * `npm run bench`: Vitest's benchmarks (bench/*.bench.ts, operations per second) and the
 * scenario measurements (bench/*.measure.ts: memory and waiting time against real servers on
 * loopback), written together to bench/results.md, one row per figure: figure, value, target,
 * how measured, date. Figures are recorded here, never asserted as timings in tests.
 * `npm run bench -- <filter>` runs only the files whose name contains it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Measure, Measurement } from './support/measurement';

const BENCH_DIR = new URL('.', import.meta.url).pathname;
const RESULTS = join(BENCH_DIR, 'results.md');
const filter = process.argv[2] ?? '';
const today = new Date().toISOString().slice(0, 10);
// Other work on the machine moves every wall-clock figure: the table says how much there was.
const loadAtStart = loadavg()[0] as number;
const HEADER = ['| figure | value | target | how measured | date |', '|---|---:|---|---|---|'];

/** A table cell: a `|` would end it early. */
const cell = (text: string) => text.replaceAll('|', '\\|');

interface VitestBenchJson {
  files: {
    filepath: string;
    groups: { fullName: string; benchmarks: { name: string; hz: number; mean: number; p99: number; rme: number; sampleCount: number }[] }[];
  }[];
}

function runVitestBenchmarks(): string[] {
  const benchFiles = readdirSync(BENCH_DIR).filter((name) => name.endsWith('.bench.ts') && name.includes(filter));
  if (benchFiles.length === 0) return [];
  const scratch = mkdtempSync(join(tmpdir(), 'paykit-bench-'));
  const output = join(scratch, 'bench.json');
  try {
    const run = spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', output, ...benchFiles.map((f) => `bench/${f}`)], {
      stdio: 'inherit',
    });
    if (run.status !== 0 || !existsSync(output)) throw new Error(`vitest bench failed (exit ${run.status})`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestBenchJson;
    const rows = [...HEADER];
    for (const file of report.files) {
      for (const group of file.groups) {
        // fullName is "<file> > <describe>": the file goes to "how measured".
        const [source, ...names] = group.fullName.split(' > ');
        for (const b of group.benchmarks) {
          const how = `Vitest bench in one process (${source}): mean ${formatMs(b.mean)}, p99 ${formatMs(b.p99)}, ±${b.rme.toFixed(1)} %, ${b.sampleCount} samples`;
          rows.push(`| ${cell([...names, b.name].join(' › '))} | ${b.hz.toFixed(0)} ops/s |  | ${cell(how)} | ${today} |`);
        }
      }
    }
    return rows;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function runMeasurements(): Promise<string[]> {
  const files = readdirSync(BENCH_DIR).filter((name) => name.endsWith('.measure.ts') && name.includes(filter));
  if (files.length === 0) return [];
  const rows = [...HEADER];
  for (const file of files.sort()) {
    console.log(`\n== ${file}`);
    const measure = ((await import(pathToFileURL(join(BENCH_DIR, file)).href)) as { default: Measure }).default;
    const results: Measurement[] = await measure();
    for (const m of results) {
      console.log(`  ${m.scenario} — ${m.metric}: ${m.value} ${m.unit}${m.bound ? ` (target ${m.bound})` : ''}`);
      const how = `${m.scenario}${m.how ? `; ${m.how}` : ''} (bench/${file})`;
      rows.push(`| ${cell(m.metric)} | ${m.value} ${m.unit} | ${cell(m.bound ?? '')} | ${cell(how)} | ${today} |`);
    }
  }
  return rows;
}

function formatMs(ms: number): string {
  return ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

const benchmarks = runVitestBenchmarks();
const measurements = await runMeasurements();
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const sections = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench${filter ? ` -- ${filter}` : ''}\` on ${today}; ${machine}.`,
  `Load average (1 min) ${loadAtStart.toFixed(1)} when the run started and ${(loadavg()[0] as number).toFixed(1)} when it ended, on ${cpus().length} cores.`,
  'Figures vary between runs and machines: compare runs made on the same machine.',
];
if (benchmarks.length > 0) sections.push('', '## Operations (bench/*.bench.ts)', '', ...benchmarks);
if (measurements.length > 0) sections.push('', '## Scenarios (bench/*.measure.ts)', '', ...measurements);
writeFileSync(RESULTS, `${sections.join('\n')}\n`);
console.log(`\nwrote ${RESULTS}`);
