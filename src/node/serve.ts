/**
 * The one way this package runs a node:http server (the sandbox CLI, the demo, the checkout
 * server): listen, optionally tick a clock, and close without waiting for idle keep-alive sockets.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where to listen and what to run while listening. */
export interface ServeOptions {
  /** Port to listen on; 0 picks a free one (read it back from `url`). */
  port: number;
  /** Interface to bind (default: Node's, every interface); also the host named in `url`. */
  host?: string;
  /**
   * Called every `tickMs` while the server runs, e.g. a virtual clock's `runDue()`, so expiries
   * and webhook retries fall due as real time passes even when no request comes in.
   */
  tick?: () => unknown;
  /** Milliseconds between ticks (default 1000). */
  tickMs?: number;
  /** How long a connection may stall; Node's own defaults (60 s, 300 s) let slow senders hold memory for minutes. */
  timeouts?: ServeTimeouts;
}

/** Time limits on each connection. */
export interface ServeTimeouts {
  /** To receive a request's headers (default 10 000 ms). */
  headersMs?: number;
  /** To receive a whole request, body included (default 120 000 ms: a 10 MB upload on a slow mobile line). */
  requestMs?: number;
  /** An idle kept-alive connection stays open (default 5 000 ms). */
  keepAliveMs?: number;
}

/** A listening server. */
export interface Served {
  /** The node:http server itself (for upgrades, or to read its address). */
  server: Server;
  /** Its base URL, e.g. `http://127.0.0.1:4010` (`localhost` when no host was given). */
  url: string;
  /** Stops the tick, drops every open connection (SSE streams included) and stops listening. */
  close: () => Promise<void>;
}

/**
 * Serves `listener` on `options.port`. Resolves once listening; rejects with the listen error
 * (e.g. EADDRINUSE) instead, having started nothing.
 */
export async function serve(listener: RequestListener, options: ServeOptions): Promise<Served> {
  const limits = options.timeouts ?? {};
  const server = createServer(
    {
      headersTimeout: limits.headersMs ?? 10_000,
      requestTimeout: limits.requestMs ?? 120_000,
      keepAliveTimeout: limits.keepAliveMs ?? 5_000,
      // How often those limits are checked (Node's default is every 30 s).
      connectionsCheckingInterval: Math.min(1_000, limits.headersMs ?? 10_000),
    },
    listener,
  );
  await new Promise<void>((resolve, reject) => {
    // Stays attached once listening: a later server error is dropped rather than crashing the process.
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { tick } = options;
  const ticker = tick ? setInterval(() => void tick(), options.tickMs ?? 1000) : undefined;
  // A tick alone never keeps the process alive: the listening socket decides that.
  ticker?.unref();
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${urlHost(options.host ?? 'localhost')}:${port}`,
    close: () =>
      new Promise((resolve) => {
        clearInterval(ticker);
        // Without this, close() waits for every kept-alive socket and open event stream to end.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** IPv6 literals are bracketed in a URL. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
