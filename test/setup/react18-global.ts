/**
 * Before the React 18 component tests: React 18 installed into test/react18 from its own lock
 * file when it is missing (a fresh clone after `npm install`). It is not a workspace of the root,
 * which would hide the root package from Changesets, nor a postinstall script, which would run in
 * every merchant's install of paykit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HARNESS = fileURLToPath(new URL('../react18/', import.meta.url));

export default function setup(): void {
  if (existsSync(`${HARNESS}node_modules/react-dom/package.json`)) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: HARNESS, stdio: 'inherit' });
}
