/**
 * Finds a program a test set-up needs from Debian, installing its package with apt when it is
 * missing and we are root (as on CI). Anything else fails with one line saying what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianProgram {
  /** Where the program is expected, e.g. `/usr/bin/chromium`. */
  path: string;
  /** The Debian package that installs it, e.g. `chromium`. */
  packageName: string;
  /** Who needs it, for the messages, e.g. `the browser tests`. */
  purpose: string;
  /** The environment variable that points elsewhere (then nothing is installed), e.g. `CHROME_PATH`. */
  override?: string;
}

export function ensureDebianProgram({ path, packageName, purpose, override }: DebianProgram): string {
  if (existsSync(path)) return path;
  const overridden = override !== undefined && process.env[override] !== undefined;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!overridden && isRoot && existsSync('/usr/bin/apt-get')) {
    console.info(`Installing Debian ${packageName} for ${purpose}…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', packageName], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return path;
  }
  const pointer = override === undefined ? '' : ` or set ${override}`;
  throw new Error(`${packageName} not found at ${path}: install it (sudo apt-get install -y ${packageName})${pointer}`);
}
