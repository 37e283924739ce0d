/**
 * Serves the sandbox on 127.0.0.1 from Node, with the virtual clock ticking in real time.
 * Node-only: not exported from paykit/dev (whose index must bundle for a browser).
 */
import type { Sandbox, SandboxOptions } from 'paykit/sandbox';
import type { Server } from 'node:http';
import { toNodeListener } from '../node/adapter';
import { serve } from '../node/serve';
import { createSandbox } from '../sandbox/sandbox';

/** A sandbox listening on a port. */
export interface RunningSandbox {
  /** The emulator behind the port (its apiKey, clock, deliveries). */
  sandbox: Sandbox;
  /** The node:http server. */
  server: Server;
  /** e.g. `http://127.0.0.1:4010`; the service's paths are served at its root (docs/architecture.md#commands). */
  baseUrl: string;
  /** Stops the clock's ticker and the server. */
  close: () => Promise<void>;
}

/** Where to listen (default 127.0.0.1:4010), plus the sandbox's own options. */
export interface SandboxServerOptions extends SandboxOptions {
  /** Port to listen on (default 4010; 0 picks a free one). */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
}

/** Starts a sandbox and serves it; rejects when the port cannot be bound. */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<RunningSandbox> {
  const { port = 4010, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  // Expiries and webhook retries fall due as real time passes, even without requests.
  const served = await serve(toNodeListener(sandbox.handler), { port, host, tick: () => sandbox.clock.runDue() });
  return { sandbox, server: served.server, baseUrl: served.url, close: served.close };
}
