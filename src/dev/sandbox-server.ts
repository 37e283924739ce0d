/** Serves the sandbox on 127.0.0.1 from Node, with the virtual clock ticking in real time. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '../node/adapter';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';

export interface RunningSandbox {
  sandbox: Sandbox;
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  const { port = 4010, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  const server = createServer(toNodeListener(sandbox.handler));
  // Expiries and webhook retries fall due as real time passes, even without requests.
  const ticker = setInterval(() => void sandbox.clock.runDue(), 1000);
  ticker.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    sandbox,
    server,
    baseUrl: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        clearInterval(ticker);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
