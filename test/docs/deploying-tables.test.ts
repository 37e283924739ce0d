/**
 * docs/deploying.md's two reference tables are true to the code: the Environment table names
 * exactly the variables `paykit-checkout` reads, and the route table names exactly the routes the
 * checkout server answers, each of which answers (not 404) on a server with a built page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/pages/precompress';
import { ENVIRONMENT_VARIABLES } from '../../src/hosted/checkout-server/environment';
import { createCheckoutHarness, PAGE_SCRIPT } from '../support/checkout-harness';
import { REPO } from './tree';

/** The first cell (its `code` part) of each body row of the first table after `heading`. */
function firstColumn(text: string, heading: string): string[] {
  const lines = text.slice(text.indexOf(`\n${heading}\n`)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(/^\|\s*(?:`([^`]+)`|([^|]+?))\s*\|/.exec(line)?.slice(1).find(Boolean) ?? '');
  }
  return rows;
}

let doc = '';
beforeAll(async () => {
  doc = await readFile(join(REPO, 'docs/deploying.md'), 'utf8');
});

describe('docs/deploying.md', () => {
  it('### Environment lists every variable paykit-checkout reads, and no other', () => {
    expect([...firstColumn(doc, '### Environment')].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  describe('## The hosted checkout lists every route the server answers', () => {
    type Harness = Awaited<ReturnType<typeof createCheckoutHarness>>;
    let h: Harness;
    let linkId = '';
    beforeAll(async () => {
      h = await createCheckoutHarness();
      await writeFile(join(h.pageDir, 'elements.js'), 'export {};\n');
      await mkdir(join(h.pageDir, 'elements-chunks'));
      await writeFile(join(h.pageDir, 'elements-chunks/chunk-Ab12.js'), 'export {};\n');
      await precompressFolder(h.pageDir);
      linkId = (await h.client.paymentLinks.create({ amount: '25.00', currency: 'USDT', description: 'A tee' })).id;
    });
    afterAll(() => h?.cleanup());

    /** A path for each documented route. */
    const EXAMPLES: Record<string, () => string> = {
      '/pay/<link id>': () => `/pay/${linkId}`,
      '/assets/*': () => PAGE_SCRIPT,
      '/paykit.css': () => '/paykit.css',
      '/elements.js': () => '/elements.js',
      '/elements-chunks/<name>.js': () => '/elements-chunks/chunk-Ab12.js',
      '/api/paykit/*': () => `/api/paykit/payment-links/${linkId}`,
      '/healthz': () => '/healthz',
      '/readyz': () => '/readyz',
      'anything else': () => '/nothing-here',
    };

    it('names each route once, as the test knows them', () => {
      expect(firstColumn(doc, '## The hosted checkout')).toEqual(Object.keys(EXAMPLES));
    });

    it('every route answers as documented', async () => {
      const statuses: Record<string, number> = {};
      for (const [route, example] of Object.entries(EXAMPLES)) {
        statuses[route] = (await h.call(example())).status;
      }
      expect(statuses).toEqual({ ...Object.fromEntries(Object.keys(EXAMPLES).map((route) => [route, 200])), 'anything else': 404 });
    });
  });
});
