import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/pages/precompress';
import { createCheckoutHarness } from '../../../test/support/checkout-harness';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let current: Harness | null = null;
afterEach(async () => {
  await current?.cleanup();
  current = null;
});

const ENTRY = `import "./elements-chunks/chunk-Ab12.js";\nexport const tags = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `paykit-${i % 7}`))};\n`;
const CHUNK = `export const chunk = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `part ${i % 5}`))};\n`;

/** A checkout server whose page folder holds the elements script as scripts/build-elements.ts writes it. */
async function start(): Promise<Harness> {
  current = await createCheckoutHarness();
  await writeFile(join(current.pageDir, 'elements.js'), ENTRY);
  await mkdir(join(current.pageDir, 'elements-chunks'));
  await writeFile(join(current.pageDir, 'elements-chunks', 'chunk-Ab12.js'), CHUNK);
  await precompressFolder(current.pageDir);
  return current;
}

describe('createCheckoutServer: the elements script for any page', () => {
  it('serves /elements.js precompressed, revalidated, to pages of any origin (a module script is fetched with CORS)', async () => {
    const h = await start();
    const response = await h.call('/elements.js', { headers: { 'accept-encoding': 'br, gzip', origin: 'https://shop.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ENTRY);
    // The brotli copy's tag: each encoding has its own (conditional-get.test.ts).
    const again = await h.call('/elements.js', { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': response.headers.get('etag') as string } });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves its content-hashed chunks as immutable', async () => {
    const h = await start();
    const response = await h.call('/elements-chunks/chunk-Ab12.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    for (const path of ['/elements-chunks/missing.js', '/elements-chunks/%2e%2e/pay.html', '/elements.js.br']) expect((await h.call(path)).status).toBe(404);
  });
});
