/**
 * The hosted-page figures (issues 13 and 26): Lighthouse 12 (its default mobile config: simulated
 * slow 4G and a 4× slower CPU) on `/pay/<the demo's payment link>`, painted on the server and
 * served by the demo in this process from freshly built pages (or PAGES_DIR). Each figure is the
 * median of LIGHTHOUSE_RUNS runs (default 5) with the spread beside it. Scripts are counted as Lighthouse saw them on the wire, and again
 * as their brotli size (quality 11), which is what a server sending precompressed assets sends.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../demo/demo-server';
import { CHROMIUM_ARGS, ensureChromium } from '../test/setup/chromium';
import type { Measure, Measurement } from './support/measurement';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** One Lighthouse run's figures. */
interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  jsWire: number;
  jsRaw: number;
  jsBrotli: number;
  scripts: number;
  /** Lighthouse's measure of this machine's CPU during the run: simulated timings scale with it. */
  benchmarkIndex: number;
}

/** The pages to serve: PAGES_DIR as given, else a fresh build in a scratch folder (removed afterwards). */
function builtPages(): { dir: string; remove: () => void } {
  if (process.env.PAGES_DIR) return { dir: process.env.PAGES_DIR, remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'paykit-pages-'));
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.pages.config.ts'], { stdio: 'inherit', env: { ...process.env, PAGES_DIR: dir } });
  if (build.status !== 0) throw new Error(`building the pages failed (exit ${build.status})`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const brotliSize = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function lighthouseRun(url: string, port: number, pagesDir: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  // The same scripts as files: what they weigh when a server sends them brotli-compressed.
  const brotli = requests.map((request) => brotliSize(readFileSync(join(pagesDir, new URL(request.url).pathname))));
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    jsWire: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsRaw: requests.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    jsBrotli: brotli.reduce((sum, size) => sum + size, 0),
    scripts: requests.length,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const measure: Measure = async () => {
  const pages = builtPages();
  const demo = await startDemoServer({ port: 0, pagesDir: pages.dir, onError: (error) => console.error(error) });
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS });
  const runs: Run[] = [];
  try {
    const { payment_link_id: linkId } = (await (await fetch(`${demo.url}/demo/config.json`)).json()) as { payment_link_id: string };
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${demo.url}/pay/${linkId}`, chrome.port, pages.dir));
  } finally {
    chrome.kill();
    await demo.close();
    pages.remove();
  }

  const scenario = `Lighthouse 12 mobile, /pay/<link> served by the demo (${RUNS} runs, ${runs[0]?.scripts ?? 0} scripts)`;
  const row = (metric: string, pick: (run: Run) => number, unit: string, digits: number, bound?: string): Measurement => {
    const values = runs.map(pick);
    const spread = `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
    return { scenario, metric: `${metric} (median; runs ${spread})`, value: Number(median(values).toFixed(digits)), unit, ...(bound ? { bound } : {}) };
  };
  const kb = (bytes: number) => bytes / 1024;
  return [
    row('performance score', (run) => run.performance, '', 0, '≥ 98 (issues 13, 26)'),
    row('accessibility score', (run) => run.accessibility, '', 0, '100 (issue 13)'),
    row('first contentful paint', (run) => run.fcp, 'ms', 0),
    row('largest contentful paint', (run) => run.lcp, 'ms', 0, '≤ 1500 ms (issue 26)'),
    row('total blocking time', (run) => run.tbt, 'ms', 0, '≤ 100 ms (issue 26)'),
    row('cumulative layout shift', (run) => run.cls, '', 3),
    row('speed index', (run) => run.speedIndex, 'ms', 0),
    row('JavaScript on the wire (as the demo sends it)', (run) => kb(run.jsWire), 'KB', 1, '≤ 45 KB including its renderer (issue 26)'),
    row('JavaScript uncompressed', (run) => kb(run.jsRaw), 'KB', 1),
    row('JavaScript if served with brotli (quality 11)', (run) => kb(run.jsBrotli), 'KB', 1, '≤ 45 KB including its renderer (issue 26)'),
    // Lantern multiplies the main thread's observed work by 4: a busy machine (a low index) inflates TBT, FCP and LCP.
    row('Lighthouse benchmarkIndex of this machine (lower = busier CPU)', (run) => run.benchmarkIndex, '', 0),
  ];
};

export default measure;
