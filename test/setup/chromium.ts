/**
 * Finds Debian's Chromium for the real-browser tests, installing it with apt when it is
 * missing and we are root (as on CI); see debian-package.ts.
 */
import { ensureDebianProgram } from './debian-package';

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
  return ensureDebianProgram({ path: chromiumPath(), packageName: 'chromium', purpose: 'the browser tests (about 30 s)', override: 'CHROME_PATH' });
}
