/** Event streams opened over real sockets, as a browser does, and hung up as a flaky connection does. */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** Sends a stream's request line and headers, then resets the connection (TCP RST) after `afterMs`. */
export function openAndReset(port: number, path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`);
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, afterMs);
    });
  });
}

/** Opens a stream and resolves with its status once the headers arrive; `close` hangs it up. */
export function openStream(port: number, path: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream' } }, (res) => {
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
      res.resume();
    });
    req.once('error', reject);
    req.end();
  });
}
