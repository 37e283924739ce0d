/**
 * Finds Debian's Chromium for the real-browser tests, installing it with apt when it is
 * missing and we are root (as on CI). Anything else fails with one line saying what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('Installing Debian chromium for the browser tests (about 30 s)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return path;
  }
  throw new Error(`Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROME_PATH`);
}
