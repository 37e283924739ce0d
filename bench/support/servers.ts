/** The real servers the scenarios measure against, each in a process of its own on loopback. */
import { createClient } from 'redis';
import { startScript, type Started } from '../../test/support/spawn';

/** The emulator (`npm run sandbox`) on a free port, accepting `apiKey`. */
export function startSandboxProcess(apiKey: string): Promise<Started> {
  return startScript('src/bin/sandbox-cli.ts', ['--port', '0'], { PAYKIT_API_KEY: apiKey }, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
}

/** The redis-server's own pid, so its CPU time counts with the proxy's that uses it. */
export async function redisPid(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    return Number(/process_id:(\d+)/.exec(await client.info('server'))?.[1]);
  } finally {
    await client.close();
  }
}
