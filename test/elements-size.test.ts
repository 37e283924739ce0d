/**
 * What a page pays for the elements script (scripts/build-elements.ts, the very build `npm run
 * build` ships), brotli-compressed file by file as a server sends them. Sizes are asserted;
 * timings never are. docs/elements.md#size has the figures and the renderer's choice.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brotliBytes, buildElementsScript, chunkOf, ELEMENTS_RENDERER, filesFor, type ElementsScript } from '../scripts/build-elements';
import { COMMON_ATTRIBUTES, ELEMENT_SPECS } from '../src/elements/specs';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB (${bytes} B)`;

let built: Promise<ElementsScript> | null = null;
const script = () => (built ??= buildElementsScript());

/** <paykit-onboarding>'s step components, in chunks of their own (src/elements/onboarding-steps.tsx). */
const ONBOARDING_STEP_VIEWS = [
  'src/react/components/KycForm/KycForm.tsx',
  'src/react/components/KybForm/KybForm.tsx',
  'src/react/components/OnboardingFlow/DocumentsStep.tsx',
  'src/react/components/LivenessHandoff/LivenessHandoff.tsx',
  'src/react/components/VerificationStatus/VerificationStatus.tsx',
  'src/react/components/OnboardingFlow/AccountStep.tsx',
];
/** Those chunks' entry points. */
const ONBOARDING_STEP_CHUNKS = [
  'src/elements/onboarding-chunks/details.ts',
  'src/elements/onboarding-chunks/documents.ts',
  'src/react/components/LivenessHandoff/LivenessHandoff.tsx',
  'src/react/components/OnboardingFlow/AccountStep.tsx',
];

/** A chunk holding one of src/locales/<tag>/ (only translations live there). */
const isTranslation = (built: ElementsScript, path: string) => (built.get(path)?.inputs ?? []).some((input) => input.startsWith('src/locales/'));

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

  it('leaves the manifest’s descriptions out of the browser: the classes read only the names', async () => {
    const built = await script();
    const code = new TextDecoder().decode(built.get('elements.js')?.code);
    expect(code).toContain('"proxy-url"');
    expect(code).not.toContain(COMMON_ATTRIBUTES[0]?.description.slice(0, 40));
  }, 60_000);

  it('a page with one element downloads at most 45 KB: the script, its renderer and that element (onboarding at its first question)', async () => {
    const built = await script();
    for (const { tag } of ELEMENT_SPECS) console.info(`elements-size: ${tag} page = ${kb(brotliBytes(built, filesFor(built, [tag])))}`);
    console.info(`elements-size: every element, every step = ${kb(brotliBytes(built, built.keys()))}`);
    for (const { tag } of ELEMENT_SPECS) expect(brotliBytes(built, filesFor(built, [tag])), tag).toBeLessThanOrEqual(45 * KB);
  }, 60_000);

  it('the code every page runs comes in two files (the script and one chunk), not scattered over small ones each compressed apart', async () => {
    const built = await script();
    const pages = ELEMENT_SPECS.map(({ tag }) => filesFor(built, [tag]));
    const everywhere = [...built.keys()].filter((path) => pages.every((page) => page.has(path)));
    expect(everywhere).toHaveLength(2);
    expect(everywhere).toContain('elements.js');
    const inputs = everywhere.flatMap((path) => built.get(path)?.inputs ?? []);
    for (const module of ['src/client/registry.ts', 'src/shared/money/index.ts', 'src/shared/errors.ts', 'src/elements/renderer.ts'])
      expect(inputs, module).toContain(module);
  }, 60_000);

  it('<paykit-onboarding> loads each step’s component when it is reached, not the whole journey up front', async () => {
    const built = await script();
    const page = filesFor(built, ['paykit-onboarding']);
    const inputs = [...page].flatMap((path) => built.get(path)?.inputs ?? []);
    for (const view of ONBOARDING_STEP_VIEWS) expect(inputs, view).not.toContain(view);
    const later = ONBOARDING_STEP_CHUNKS.map((source) => chunkOf(built, source));
    for (const view of ONBOARDING_STEP_VIEWS)
      expect(
        later.some((chunk) => built.get(chunk)?.inputs.includes(view)),
        view,
      ).toBe(true);
    // No step loads a schema library: the account is read by hand (src/client/onboarding-account-read.ts), the
    // forms check their fields by hand (src/shared/schemas/form-checks.ts), and the onboarding functions' module
    // does not re-export the dashboard's schema-read ones (getBalances brought zod to the details step).
    const everyStep = [...filesFor(built, ['paykit-onboarding'], ONBOARDING_STEP_CHUNKS)].flatMap((path) => built.get(path)?.inputs ?? []);
    expect(everyStep.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
    // The later steps guarded against creep at today's size, rounded up.
    const opening = brotliBytes(built, page);
    const atDetails = brotliBytes(built, filesFor(built, ['paykit-onboarding'], ['src/elements/onboarding-chunks/details.ts']));
    const journey = brotliBytes(built, filesFor(built, ['paykit-onboarding'], ONBOARDING_STEP_CHUNKS));
    console.info(`elements-size: onboarding opening at the type question = ${kb(opening)}, at the details = ${kb(atDetails)}, whole journey = ${kb(journey)}`);
    expect(opening).toBeLessThanOrEqual(45 * KB);
    expect(atDetails).toBeLessThanOrEqual(57 * KB);
    expect(journey).toBeLessThanOrEqual(75 * KB);
  }, 60_000);

  // 102 KB since the dashboard's pages read their answers by hand (issue 36: zod left the balances,
  // transactions and FX pages, 8 KB off each; 100.1 KB then). It was 108 KB after onboarding and the
  // dashboard were redrawn (issue 35); the guard follows the sum down so the room is not spent unnoticed.
  // The translations a `locale` tag loads (src/elements/element-locales.ts) are left out: a page shows one
  // language, and each is held to the paykit/locales/<tag> budget below.
  it('every element and every step, as a page with all seven downloads in the end: at most 102 KB', async () => {
    const built = await script();
    const code = [...built.keys()].filter((path) => !isTranslation(built, path));
    expect(brotliBytes(built, code)).toBeLessThanOrEqual(102 * KB);
  }, 60_000);

  it('each language a `locale` tag chooses is a chunk of its own, loaded only then, within 12 KB', async () => {
    const built = await script();
    const translations = [...built.keys()].filter((path) => isTranslation(built, path));
    const folders = readdirSync('src/locales', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'en');
    expect(translations).toHaveLength(folders.length);
    const everyPage = filesFor(
      built,
      ELEMENT_SPECS.map(({ tag }) => tag),
    );
    for (const path of translations) {
      expect(everyPage.has(path), path).toBe(false);
      expect(built.get(path)?.brotli.length, path).toBeLessThanOrEqual(12 * KB);
    }
  }, 60_000);
});
