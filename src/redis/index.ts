/** paykit/redis — the proxy's status store on Redis, for several instances, restarts and serverless. Needs the `redis` package (6.3+). */
export {
  createRedisStatusStore,
  type RedisStatusStore,
  type RedisStatusStoreOptions,
  type RedisClient,
  type RedisClusterClient,
  type RedisClusterNodes,
} from './store';
export { StatusStoreUnavailableError } from '../server/proxy/status-store';
export type { StatusStore } from 'paykit/server';
