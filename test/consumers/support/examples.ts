/**
 * An app of examples/ as a merchant copies it: the folder alone (no node_modules or build output),
 * beside the freshly packed tarball at the path its package.json names ("file:../../paykit-….tgz"),
 * installed with `npm ci` from its own committed lock file.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { REPO, run } from './packed';

export interface InstalledExample {
  dir: string;
  remove(): void;
}

/** What never comes with a copied example: installs and build output. */
const LEFT_BEHIND = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', '.env.local']);

async function mustRun(command: string, args: readonly string[], cwd: string): Promise<void> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) throw new Error(result.output);
}

/**
 * Installs examples/<name> into a temporary folder. `react` installs that React instead of the
 * lock's (React 18 coverage for the same app), as a merchant would with `npm install react@18`.
 */
export async function installExample(name: string, tarball: string | Promise<string>, options: { react?: string } = {}): Promise<InstalledExample> {
  const root = mkdtempSync(join(tmpdir(), `paykit-example-${name}-`));
  const dir = join(root, 'examples', name);
  mkdirSync(dir, { recursive: true });
  const source = join(REPO, 'examples', name);
  cpSync(source, dir, { recursive: true, filter: (path) => !LEFT_BEHIND.has(basename(path)) });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const spec = manifest.dependencies.paykit ?? '';
  if (!spec.startsWith('file:')) throw new Error(`examples/${name}/package.json names paykit as ${spec}, not a file: tarball`);
  // The committed lock holds no integrity for the tarball (its bytes change with every build), so npm ci takes this one.
  copyFileSync(await tarball, resolve(dir, spec.slice('file:'.length)));
  const quiet = ['--no-audit', '--no-fund', '--prefer-offline'];
  await mustRun('npm', ['ci', ...quiet], dir);
  if (options.react) await mustRun('npm', ['install', '--no-save', ...quiet, `react@${options.react}`, `react-dom@${options.react}`], dir);
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
