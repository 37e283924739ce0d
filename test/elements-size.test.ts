/**
 * What a page pays for the elements script (scripts/build-elements.ts, the very build `npm run
 * build` ships), brotli-compressed file by file as a server sends them. Sizes are asserted;
 * timings never are. docs/elements.md#size has the figures and the renderer's choice.
 */
import { describe, expect, it } from 'vitest';
import { brotliBytes, buildElementsScript, ELEMENTS_RENDERER, filesFor, type ElementsScript } from '../scripts/build-elements';
import { ELEMENT_SPECS } from '../src/elements/specs';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let built: Promise<ElementsScript> | null = null;
const script = () => (built ??= buildElementsScript());

describe('the elements script (esbuild, minified, brotli, renderer included)', () => {
  it('ships preact/compat as its renderer, and no bare import: it loads from a plain <script type="module">', async () => {
    expect(ELEMENTS_RENDERER).toBe('preact');
    const files = [...(await script())];
    // Every import is one of the script's own chunks: a bare one would fail in a browser.
    for (const [path, file] of files) expect(file.external, path).toEqual([]);
    const inputs = files.flatMap(([, file]) => file.inputs);
    expect(inputs.filter((input) => /node_modules\/react(-dom)?\//.test(input))).toEqual([]);
    expect(inputs.some((input) => /node_modules\/preact\/compat\//.test(input))).toBe(true);
  }, 60_000);

  it('a page with <paykit-checkout> downloads at most 45 KB: the script, its renderer and the checkout', async () => {
    const built = await script();
    const checkout = brotliBytes(built, filesFor(built, ['paykit-checkout']));
    const all = brotliBytes(built, built.keys());
    console.info(`elements-size: <paykit-checkout> page = ${kb(checkout)} brotli; every element = ${kb(all)}`);
    for (const { tag } of ELEMENT_SPECS) console.info(`elements-size: ${tag} page = ${kb(brotliBytes(built, filesFor(built, [tag])))}`);
    expect(checkout).toBeLessThanOrEqual(45 * KB);
  }, 60_000);

  // Each other element loads its own chunk on first use: guarded against creep at its size today, rounded up.
  it.each([
    ['paykit-payment-link-button', 32],
    ['paykit-onboarding', 75],
    ['paykit-virtual-account', 48],
    ['paykit-balances', 44],
    ['paykit-transactions', 50],
    ['paykit-fx-converter', 52],
  ] as const)(
    'a page with <%s> downloads at most %i KB',
    async (tag, budget) => {
      const built = await script();
      expect(brotliBytes(built, filesFor(built, [tag]))).toBeLessThanOrEqual(budget * KB);
    },
    60_000,
  );
});
