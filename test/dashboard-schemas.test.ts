/**
 * A merchant's dashboard (paykit with paykit/dashboard) and the dashboard's element pages carry
 * no zod: the answers are read by hand (src/client/*-read.ts, held to the schemas by
 * src/client/dashboard-read.test.ts) and the create-link form checks by hand
 * (src/shared/schemas/payment-link-checks.ts, held by its test). zod was about 23 KB minified,
 * 7–8 KB brotli on every dashboard page; the proxy and the sandbox still validate with it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildElementsScript, filesFor, type ElementsScript } from '../scripts/build-elements';
import { merchantBundle } from './support/merchant-bundle';

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(`../src/${path}`, import.meta.url)));
let built: Promise<ElementsScript> | null = null;
const script = () => (built ??= buildElementsScript());
const zodKinds = (code: Uint8Array) => new TextDecoder().decode(code).match(/"\$Zod\w+"/g) ?? [];

describe('the schemas a merchant’s dashboard bundles', () => {
  it('are none: paykit with paykit/dashboard carries no zod schema kind', async () => {
    const bundle = await merchantBundle(
      `import * as all from ${source('index.ts')};\nimport * as dashboard from ${source('dashboard.ts')};\nexport { all, dashboard };`,
      process.cwd(),
    );
    // The dashboard and its words are there (a check that cannot pass on an empty bundle).
    expect(new TextDecoder().decode(bundle.code)).toContain('Export CSV');
    expect(zodKinds(bundle.code)).toEqual([]);
  });

  it('the check sees zod where a schema is bundled', async () => {
    const bundle = await merchantBundle(`export { paymentLink } from ${source('shared/schemas/payments.ts')};`, process.cwd());
    expect(zodKinds(bundle.code)).not.toEqual([]);
  });

  it.each([
    ['paykit-balances', 'src/client/balances-read.ts'],
    ['paykit-transactions', 'src/client/transactions-read.ts'],
    ['paykit-fx-converter', 'src/client/fx-read.ts'],
  ])(
    '<%s>’s page reads its answers by hand, without zod',
    async (tag, reader) => {
      const elements = await script();
      const inputs = [...filesFor(elements, [tag])].flatMap((path) => elements.get(path)?.inputs ?? []);
      expect(inputs).toContain(reader);
      expect(inputs.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
    },
    60_000,
  );
});
