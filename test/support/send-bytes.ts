/** Writes `total` bytes of filler to a request as fast as the socket takes them (waiting on drain), then ends it. */
import type { ClientRequest } from 'node:http';

export function sendFiller(req: ClientRequest, total: number, chunkBytes = 64 * 1024, fill = 0x41): void {
  const chunk = Buffer.alloc(chunkBytes, fill);
  let sent = 0;
  const write = () => {
    while (sent < total) {
      sent += chunk.byteLength;
      if (!req.write(chunk)) return void req.once('drain', write);
    }
    req.end();
  };
  write();
}
