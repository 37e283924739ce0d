/**
 * The package as a merchant receives it: built, packed with `npm pack`, and installed from the
 * tarball into a copy of a fixture app that has its own lock file.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';

export const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const FIXTURES = resolve(fileURLToPath(new URL('../apps', import.meta.url)));

export interface Run {
  code: number;
  output: string;
}

/** Runs a command to its end; never throws for a non-zero exit (the caller's assertion shows the output). */
export function run(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}, timeoutMs = 180_000): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false', ...env } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        done({ code, output: `$ ${command} ${args.join(' ')}\n${stdout}${stderr}` });
      },
    );
  });
}

async function mustRun(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}, timeoutMs?: number): Promise<void> {
  const result = await run(command, args, cwd, env, timeoutMs);
  if (result.code !== 0) throw new Error(result.output);
}

/** Builds the package from this checkout and packs it into `destination`; returns the tarball's path. */
async function buildAndPack(destination: string): Promise<string> {
  // Built as for publishing: the runner's NODE_ENV=test would give a development build.
  // With the checkout page the build can run past run()'s 3 minutes on a busy machine; the hook allows 5.
  await mustRun('npm', ['run', 'build'], REPO, { NODE_ENV: 'production' }, 300_000);
  await mustRun('npm', ['pack', '--pack-destination', destination], REPO);
  const [tarball] = readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}`);
  return join(destination, tarball);
}

/**
 * The packed package, in a temporary folder of the caller's own (it may remove it). The
 * consumers project packs once per run (test/setup/consumers-global.ts gives the folder; its
 * files run one at a time); elsewhere each call builds and packs. PAYKIT_CONSUMER_TARBALL
 * names a tarball to test instead (an older build, say).
 */
export async function packPaykit(): Promise<string> {
  const destination = mkdtempSync(join(tmpdir(), 'paykit-pack-'));
  const given = process.env.PAYKIT_CONSUMER_TARBALL;
  const shared = given ? dirname(given) : (inject('paykitPackDir') as string | undefined);
  if (!shared) return buildAndPack(destination);
  const existing = given ? [basename(given)] : readdirSync(shared).filter((name) => name.endsWith('.tgz'));
  const source = existing[0] ? join(shared, existing[0]) : await buildAndPack(shared);
  if (!existsSync(source)) throw new Error(`no tarball at ${source}`);
  const copy = join(destination, basename(source));
  copyFileSync(source, copy);
  return copy;
}

/**
 * A fresh copy of test/consumers/apps/<name> with its locked dependencies and the tarball
 * installed. `sourcesFrom` names another app whose files (all but its package.json and lock
 * file) come first, for apps that differ only in what they install. The tarball may still be
 * on its way (a promise): the app's own dependencies install meanwhile.
 */
export async function installFixture(
  name: string,
  tarball: string | Promise<string>,
  options: { sourcesFrom?: string } = {},
): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `paykit-consumer-${name}-`));
  const manifest = /[\\/](package\.json|package-lock\.json)$/;
  if (options.sourcesFrom) {
    const from = join(FIXTURES, options.sourcesFrom);
    cpSync(from, dir, { recursive: true, filter: (source) => !source.includes('node_modules') && !manifest.test(source.slice(from.length)) });
  }
  cpSync(join(FIXTURES, name), dir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const quiet = ['--no-audit', '--no-fund', '--prefer-offline'];
  await mustRun('npm', ['ci', ...quiet], dir);
  await mustRun('npm', ['install', '--no-save', ...quiet, await tarball], dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * For a test file with one fixture app: packs (once per run) and installs `name` before the
 * file's tests, and removes the app and the tarball's copy after them. Read `dir` inside tests.
 */
export function installedFixture(name: string): { readonly dir: string } {
  let installed: { dir: string; remove(): void } | undefined;
  let tarball: Promise<string> | undefined;
  beforeAll(async () => {
    tarball = packPaykit();
    installed = await installFixture(name, tarball);
  }, 300_000);
  afterAll(async () => {
    installed?.remove();
    const packed = await tarball?.catch(() => undefined);
    if (packed) rmSync(dirname(packed), { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!installed) throw new Error(`the ${name} fixture is not installed yet (read dir inside a test)`);
      return installed.dir;
    },
  };
}
