/**
 * The static Storybook for the real-browser tests: built once per test run (as
 * `npm run build-storybook` builds it), served from a tiny static server on 127.0.0.1, and
 * opened one story at a time at iframe.html?id=<id>&viewMode=story.
 *
 * Set PAYKIT_STORYBOOK_STATIC=<dir> to test an existing build (e.g. storybook-static/ after
 * `npm run build-storybook`) instead of building one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface StorybookSite {
  url: string;
  dir: string;
  /** Every story (not docs pages) in index.json, in its order. */
  stories: StoryEntry[];
  /** How long this process waited for the build (0 when it was already built). */
  buildMs: number;
  close(): Promise<void>;
}

/** Builds (or reuses this run's build), serves it, and lists its stories. */
export async function openStorybook(): Promise<StorybookSite> {
  const started = performance.now();
  const dir = await storybookBuild();
  const buildMs = Math.round(performance.now() - started);
  const server = await serveStatic(dir);
  return { ...server, dir, stories: readStories(dir), buildMs };
}

/** The directory of a finished build: PAYKIT_STORYBOOK_STATIC, or this run's, built on first use. */
async function storybookBuild(): Promise<string> {
  const given = process.env.PAYKIT_STORYBOOK_STATIC;
  if (given) {
    const dir = resolve(ROOT, given);
    if (!existsSync(join(dir, 'index.json'))) throw new Error(`PAYKIT_STORYBOOK_STATIC=${given} has no index.json: run npm run build-storybook first`);
    return dir;
  }
  const runDir = inject('paykitStorybookDir');
  const out = join(runDir, 'static');
  const done = join(runDir, 'built');
  const failed = join(runDir, 'failed');
  let mine = false;
  try {
    mkdirSync(join(runDir, 'lock'));
    mine = true;
  } catch {
    // Another test file of this run builds (or built) it.
  }
  if (mine) {
    try {
      await buildStorybook(out);
      writeFileSync(done, '');
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? error.message : String(error));
      throw error;
    }
    return out;
  }
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (existsSync(done)) return out;
    if (existsSync(failed)) throw new Error(`storybook build failed earlier in this run:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('timed out waiting for another test file’s storybook build');
}

/** `storybook build --quiet -o <out> --disable-telemetry`, as `npm run build-storybook` runs it. */
export function buildStorybook(out: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('storybook/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  const cli = join(dirname(manifest), typeof bin === 'string' ? bin : (bin.storybook as string));
  // Vitest's NODE_ENV=test and VITEST* variables would leak into the build; npm's script has neither.
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^(VITEST|NODE_ENV$|TEST$)/.test(key)) env[key] = value;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--quiet', '-o', out, '--disable-telemetry'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && existsSync(join(out, 'index.json'))) resolvePromise();
      else reject(new Error(`storybook build failed (${signal ?? `exit ${code}`}):\n${output.split('\n').slice(-80).join('\n')}`));
    });
  });
}

export function readStories(dir: string): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** A read-only static file server for `dir` on 127.0.0.1 and a free port. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      } catch {
        return void res.writeHead(400).end();
      }
      let file = resolve(root, `.${path}`);
      if (file !== root && !file.startsWith(root + sep)) return void res.writeHead(403).end();
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found: ${path}\n`);
      }
    })();
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolvePromise);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}

/**
 * The story's own page. The a11y addon's in-page axe run is switched off (`a11y.manual`): the
 * gate runs axe itself, and two runs at once would fail with "Axe is already running".
 * `globals` sets toolbar values for the page, e.g. { locale: 'ar' }.
 */
export function storyUrl(site: Pick<StorybookSite, 'url'>, id: string, globals: Record<string, string> = {}): string {
  const extra = Object.entries(globals)
    .map(([key, value]) => `;${key}:${value}`)
    .join('');
  return `${site.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true${extra}`;
}

export interface StoryOutcome {
  /** Storybook's error display text when the story threw (render or play function), else null. */
  error: string | null;
}

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { id?: string; phase?: string }[] };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/**
 * Opens a story in a fresh load of iframe.html and waits until Storybook says it finished
 * (render, play function, finite animations), then two frames and `settleMs` more.
 */
export async function gotoStory(
  page: Page,
  site: Pick<StorybookSite, 'url'>,
  id: string,
  settleMs = 100,
  globals: Record<string, string> = {},
): Promise<StoryOutcome> {
  await page.goto(storyUrl(site, id, globals), { waitUntil: 'load' });
  return settle(page, id, settleMs);
}

/**
 * Switches the already loaded preview to another story the way Storybook's own manager and
 * test runner do (`setCurrentStory` on the preview's channel): no reload of the ~MB bundle,
 * the previous story unmounted first. Web storage is cleared so drafts do not carry over.
 */
export async function switchStory(page: Page, id: string, settleMs = 100): Promise<StoryOutcome> {
  await page.evaluate((storyId) => {
    sessionStorage.clear();
    localStorage.clear();
    const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('no Storybook preview channel on this page');
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  return settle(page, id, settleMs);
}

async function settle(page: Page, id: string, settleMs: number): Promise<StoryOutcome> {
  await page.waitForFunction(
    (storyId) => {
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find((r) => r.id === storyId);
      return render?.phase === 'finished' || render?.phase === 'errored' || render?.phase === 'aborted';
    },
    id,
    { timeout: 20_000, polling: 50 },
  );
  await page.evaluate(
    (ms) => document.fonts.ready.then(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ms))))),
    settleMs,
  );
  const error = await page.evaluate(() => {
    if (!document.body.classList.contains('sb-show-errordisplay')) return null;
    const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? '';
    return [text('error-message'), text('error-stack').split('\n').slice(0, 4).join('\n')].filter(Boolean).join('\n') || 'the story threw';
  });
  return { error };
}
