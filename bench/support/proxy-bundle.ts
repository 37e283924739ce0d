/**
 * The same proxy as proxy-process.ts, bundled with esbuild and run by plain node, as a deployed
 * proxy runs: tsx's loader (a module-hooks thread and the transpiler, some 35 MB) is not in the
 * process, so its memory is the proxy's. Packages stay external, resolved from node_modules.
 * BENCH_ROOT is honoured as in proxy-process.ts.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startNode, type Started } from '../../test/support/spawn';

const repo = join(import.meta.dirname, '..', '..');

export async function startBundledProxy(env: Record<string, string>): Promise<Started> {
  const root = process.env.BENCH_ROOT ?? repo;
  // node_modules is shared by every checkout on the machine: one file per run, so two runs never swap bundles.
  const outfile = join(repo, 'node_modules', '.cache', 'paykit-bench', `proxy-${process.pid}-${Date.now()}.mjs`);
  const contents = [
    `import * as server from ${JSON.stringify(join(root, 'src/server/index.ts'))};`,
    `import { serveProxy } from ${JSON.stringify(join(import.meta.dirname, 'proxy-app.ts'))};`,
    `await serveProxy(server, () => import(${JSON.stringify(join(root, 'src/redis/index.ts'))}));`,
  ].join('\n');
  await build({
    stdin: { contents, resolveDir: repo, loader: 'ts', sourcefile: 'bundled-proxy.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  const forget = () => rmSync(outfile, { force: true });
  const started = await startNode([outfile], env, /proxy on (http:\/\/127\.0\.0\.1:\d+)/).catch((error: unknown) => {
    forget();
    throw error;
  });
  return {
    ...started,
    stop: async () => {
      await started.stop();
      forget();
    },
  };
}
