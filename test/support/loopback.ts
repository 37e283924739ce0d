import type { Server } from 'node:http';
import { connect, type Socket, type TcpNetConnectOpts } from 'node:net';
import { afterEach } from 'vitest';

export interface Loopback {
  /** Listens with `server` on 127.0.0.1 at a free port; resolves with the port. */
  listen(server: Server): Promise<number>;
  /** A raw client connection to 127.0.0.1:`port`, as an attacker or a browser opens one. */
  connect(port: number, options?: Omit<TcpNetConnectOpts, 'port' | 'host'>): Socket;
}

/**
 * Real loopback sockets for a test file: after each test, every client socket it opened is
 * destroyed and its server closed with its connections, so a stalled or trickling connection
 * from one test cannot hold the next one's slot or keep the run alive.
 */
export function loopback(): Loopback {
  let server: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    const closing = server;
    server = undefined;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
  return {
    async listen(created) {
      server = created;
      await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
      return (created.address() as { port: number }).port;
    },
    connect(port, options = {}) {
      const socket = connect({ ...options, host: '127.0.0.1', port });
      sockets.push(socket);
      return socket;
    },
  };
}
