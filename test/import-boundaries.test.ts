/**
 * Browser entries must never pull in server code, the sandbox's Node server or node:*
 * modules (that is how an API key or a Node-only import leaks into a merchant's bundle), and
 * never paykit/redis or the redis client (an optional peer a browser page never installs).
 */
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every translation, read from disk so a new language is checked unlisted. */
const LOCALES = readdirSync('src/locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/locales/${entry.name}/index.ts`);
const BROWSER_ENTRIES = ['src/index.ts', 'src/onboarding.ts', 'src/dashboard.ts', 'src/client/index.ts', 'src/shared/index.ts', ...LOCALES];

async function inputsOf(entry: string, platform: 'browser' | 'node' = 'browser'): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

/** paykit/redis and the redis client it needs. */
const isRedis = (path: string) => path.startsWith('src/redis/') || /(^|\/)node_modules\/(redis|@redis)\//.test(path);

describe('import boundaries', () => {
  it.each(BROWSER_ENTRIES)('%s bundles for the browser without server, sandbox, redis or node: modules', async (entry) => {
    const inputs = await inputsOf(entry);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((p) => p.startsWith('src/server/') || p.startsWith('src/sandbox/') || p.startsWith('node:') || isRedis(p))).toEqual([]);
  });

  it('paykit/sandbox bundles for the browser without server code or node: modules (it imports only shared and web)', async () => {
    const inputs = await inputsOf('src/sandbox/index.ts');
    expect(inputs).toContain('src/sandbox/sandbox.ts');
    expect(inputs.filter((p) => p.startsWith('node:') || p.startsWith('src/server/') || p.startsWith('src/node/'))).toEqual([]);
  });

  it('paykit/dev bundles for the browser without node: modules (its Node server and CLI are not exported)', async () => {
    const inputs = await inputsOf('src/dev/index.ts');
    expect(inputs).toContain('src/dev/in-browser-backend.ts');
    expect(
      inputs.filter((p) => p.startsWith('node:') || isRedis(p) || ['src/node/serve.ts', 'src/dev/sandbox-server.ts', 'src/bin/sandbox-cli.ts'].includes(p)),
    ).toEqual([]);
  });

  it('the check would see paykit/redis and the redis client in a bundle', async () => {
    const inputs = await inputsOf('src/redis/index.ts', 'node');
    expect(inputs.filter(isRedis)).toEqual(expect.arrayContaining(['src/redis/index.ts', expect.stringMatching(/node_modules\/@redis\/client\//)]));
  });

  it('the sandbox handler itself bundles for the browser (Storybook runs it in-page)', async () => {
    const inputs = await inputsOf('src/sandbox/sandbox.ts');
    expect(inputs).toContain('src/sandbox/sandbox.ts');
    expect(inputs.filter((p) => p.startsWith('node:') || p.startsWith('src/server/'))).toEqual([]);
  });
});
