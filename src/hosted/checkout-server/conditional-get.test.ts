/**
 * Revalidation of the checkout server's static files as browsers and caches send it (RFC 9110
 * §13.1.2): a cache that stored a weakened tag, a list of the tags it holds, `*`; a 304 that
 * carries what the 200 would; and one tag per encoding, since their bytes differ.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/pages/precompress';
import { createCheckoutHarness, PAGE_SCRIPT } from '../../../test/support/checkout-harness';

type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
let current: Harness | null = null;
afterEach(async () => {
  await current?.cleanup();
  current = null;
});

async function start(): Promise<Harness> {
  current = await createCheckoutHarness();
  await writeFile(join(current.pageDir, 'elements.js'), `export const tags = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `paykit-${i % 7}`))};\n`);
  await mkdir(join(current.pageDir, 'elements-chunks'));
  await writeFile(
    join(current.pageDir, 'elements-chunks', 'chunk-Ab12.js'),
    `export const parts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `p${i % 5}`))};\n`,
  );
  await precompressFolder(current.pageDir);
  return current;
}

const STATIC = ['/paykit.css', '/elements.js', '/elements-chunks/chunk-Ab12.js', PAGE_SCRIPT];

describe('createCheckoutServer: conditional GETs of its static files', () => {
  it.each(STATIC)('%s: one ETag per encoding (brotli, gzip, identity)', async (path) => {
    const h = await start();
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const response = await h.call(path, { headers: { 'accept-encoding': coding } });
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(coding);
        return response.headers.get('etag');
      }),
    );
    expect(tags.every((tag) => tag !== null && /^"[\w-]+"$/.test(tag))).toBe(true);
    expect(new Set(tags).size).toBe(3);
  });

  it.each(STATIC)('%s: 304 for the tag weakened, in a list, and for *; with ETag, Cache-Control and Vary', async (path) => {
    const h = await start();
    const first = await h.call(path, { headers: { 'accept-encoding': 'br', origin: 'https://shop.example' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, `W/"stale",W/${etag}`, '*']) {
      const again = await h.call(path, { headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch, origin: 'https://shop.example' } });
      expect([ifNoneMatch, again.status]).toEqual([ifNoneMatch, 304]);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('access-control-allow-origin')).toBe(first.headers.get('access-control-allow-origin'));
    }
  });

  it('a copy in another encoding is no match: the browser now taking gzip gets the gzip body', async () => {
    const h = await start();
    const brotli = await h.call('/elements.js', { headers: { 'accept-encoding': 'br' } });
    const again = await h.call('/elements.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.get('etag') as string } });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('etag')).not.toBe(brotli.headers.get('etag'));
  });

  it('a malformed or unmatched If-None-Match gets the file', async () => {
    const h = await start();
    const etag = (await h.call('/paykit.css')).headers.get('etag') as string;
    for (const ifNoneMatch of [etag.slice(1, -1), `${etag}, garbage`, '"other"', `w/${etag}`, ',']) {
      const response = await h.call('/paykit.css', { headers: { 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, response.status]).toEqual([ifNoneMatch, 200]);
      expect((await response.text()).length).toBeGreaterThan(0);
    }
  });

  it('HEAD revalidates as GET does', async () => {
    const h = await start();
    const etag = (await h.call('/paykit.css', { method: 'HEAD' })).headers.get('etag') as string;
    expect((await h.call('/paykit.css', { method: 'HEAD', headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
  });
});
