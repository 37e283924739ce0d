/**
 * A proxy in a process of its own (bench/support/proxy-app.ts), run with tsx, so a scenario can
 * read its memory alone. BENCH_ROOT points at another checkout of this repository to measure its
 * code instead (e.g. before a fix). For memory figures without tsx in the process, see
 * proxy-bundle.ts.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveProxy } from './proxy-app';

type ServerEntry = typeof import('../../src/server/index');
type RedisEntry = typeof import('../../src/redis/index');

const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..', '..');
const entry = <T>(path: string) => import(pathToFileURL(join(root, path)).href) as Promise<T>;
await serveProxy(await entry<ServerEntry>('src/server/index.ts'), () => entry<RedisEntry>('src/redis/index.ts'));
