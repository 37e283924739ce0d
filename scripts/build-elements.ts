/**
 * Writes dist/elements.js: paykit/elements as a self-contained ES module (its renderer included,
 * no bare imports) for a plain <script type="module"> on any page, and its chunks in
 * dist/elements-chunks/ (each tag's component, loaded when the first element of the tag connects),
 * every file with a brotli and a gzip copy; and the same into dist/checkout-page/, which
 * paykit-checkout serves (/elements.js revalidated, the content-hashed chunks immutable).
 *
 * The renderer is chosen by measurement (docs/elements.md#size): the same components under
 * preact/compat cost far less than React and react-dom, so this build, and only this build,
 * aliases react and react-dom to preact/compat. It also swaps two modules for lighter ones of the
 * same exports: <paykit-onboarding>'s step components become chunks loaded when reached, and
 * specs.ts keeps only the names the classes read. test/elements-size.test.ts holds the budgets.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PREACT_FOR_REACT } from './preact-alias';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Which library renders the components. */
export type ElementsRenderer = 'preact' | 'react';

/** What dist/elements.js ships with. */
export const ELEMENTS_RENDERER: ElementsRenderer = 'preact';

/** Where the chunks go, beside the entry: their names carry a content hash, so they never change. */
export const CHUNKS_FOLDER = 'elements-chunks';

/**
 * <paykit-onboarding>'s steps as chunks: OnboardingFlow's step components come through
 * step-views.ts, which this build, and only this build, replaces with src/elements/onboarding-steps.tsx.
 */
const lazyOnboardingSteps: Plugin = {
  name: 'paykit-lazy-onboarding-steps',
  setup(build) {
    build.onResolve({ filter: /\/step-views$/ }, (args) =>
      args.importer.endsWith(join('OnboardingFlow', 'StepBody.tsx')) ? { path: here('../src/elements/onboarding-steps.tsx') } : undefined,
    );
  },
};

/**
 * The texts a server formatted for a page it painted (react/i18n/painted-texts.ts): an element is
 * never painted on a server, so this build swaps in src/elements/unpainted-texts.ts, which formats
 * every text where it is shown.
 */
const unpaintedTexts: Plugin = {
  name: 'paykit-unpainted-texts',
  setup(build) {
    build.onResolve({ filter: /\/painted-texts$/ }, () => ({ path: here('../src/elements/unpainted-texts.ts') }));
  },
};

/** What the elements need of src/elements/specs.ts at run time: the names, not the manifest's descriptions and types. */
export const RUNTIME_SPEC_FIELDS = { element: ['tag', 'attributes'], attribute: ['name', 'property', 'kind'], property: ['property'] } as const;

/**
 * specs.ts as data for the browser: the same lists (read from the module itself), with only the
 * fields the element classes read. The descriptions are for the manifest and editors.
 */
const runtimeSpecs: Plugin = {
  name: 'paykit-runtime-specs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]elements[\\/]specs\.ts$/ }, async (args) => {
      const specs = (await import(pathToFileURL(args.path).href)) as typeof import('../src/elements/specs');
      const pick = <T extends object>(value: T, fields: readonly string[]) =>
        Object.fromEntries(fields.map((field) => [field, (value as Record<string, unknown>)[field]]));
      const attribute = (spec: object) => pick(spec, RUNTIME_SPEC_FIELDS.attribute);
      const elements = specs.ELEMENT_SPECS.map((spec) => ({ tag: spec.tag, attributes: spec.attributes.map(attribute) }));
      const contents = [
        `export const COMMON_ATTRIBUTES = ${JSON.stringify(specs.COMMON_ATTRIBUTES.map(attribute))};`,
        `export const COMMON_PROPERTIES = ${JSON.stringify(specs.COMMON_PROPERTIES.map((spec) => pick(spec, RUNTIME_SPEC_FIELDS.property)))};`,
        `export const ELEMENT_SPECS = ${JSON.stringify(elements)};`,
      ].join('\n');
      return { contents, loader: 'js' };
    });
  },
};

/**
 * src/elements/element-locales.ts finds the languages by Vite's import.meta.glob, which esbuild
 * does not read: this build writes the glob out as the loaders Vite would, one lazy import per
 * folder under src/locales/ but English, so each language stays a chunk of its own and a new
 * folder needs no edit here either.
 */
export const localeFolders: Plugin = {
  name: 'paykit-locale-folders',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]elements[\\/]element-locales\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const glob = /import\.meta\.glob(?:<[^(]*>)?\(\[[^\]]*\]\)/;
      if (!glob.test(source)) throw new Error(`${args.path}: no import.meta.glob for build-elements.ts to write out`);
      const tags = (await readdir(here('../src/locales'), { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && entry.name !== 'en')
        .map((entry) => entry.name);
      const loaders = tags.map((tag) => `${JSON.stringify(`../locales/${tag}/index.ts`)}: () => import(${JSON.stringify(`../locales/${tag}/index.ts`)})`);
      // A chunk loaded later, like the renderers: it reaches the common code as they do (commonChunk).
      const common = `\nexport { modules as __paykitCommon } from 'paykit-common-modules';\n`;
      return { contents: source.replace(glob, () => `{ ${loaders.join(', ')} }`) + common, loader: 'ts' };
    });
  },
};

/**
 * The code every element's page runs: each module with the exports other files use, as the
 * build's metafile found them in chunks that all seven pages download. esbuild groups code by the
 * exact set of entry points that reach it, so this code lay in eight files, several of a few
 * hundred bytes, each compressed on its own (and a few smaller ones that most pages download).
 * Made reachable from every entry point alike (commonChunk), it shares one file with the
 * renderer: one brotli stream is kilobytes smaller than many. A name missing here costs bytes,
 * never behaviour; one a module no longer exports fails the build.
 */
export const COMMON_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'src/elements/renderer.ts': ['ROOT_PART', 'text', 'failed'],
  'src/elements/unpainted-texts.ts': ['paintedKey', 'paintedText'],
  'src/react/i18n/format.ts': ['interpolate', 'translator', 'formatClock', 'formatDuration'],
  'src/react/i18n/locale-warning.ts': ['warnAboutLocaleOnce'],
  'src/shared/errors.ts': [
    'PaykitError',
    'PaykitApiError',
    'PermissionDeniedError',
    'NotFoundError',
    'PaykitUpstreamInvalidError',
    'PaykitConnectionError',
    'PaykitTimeoutError',
    'apiErrorFor',
  ],
  'src/client/page.ts': ['browserPage'],
  'src/client/registry.ts': ['createLiveRegistry'],
  'src/client/request.ts': ['joinPath', 'createRequester'],
  'src/client/view.ts': ['viewArrivedAt', 'readPaymentView', 'readPaymentLinkView', 'readCheckoutView'],
  'src/client/subscription.ts': ['DEFAULT_TUNING', 'isStatusBeingChecked', 'PAYMENT_KIND', 'paymentSource'],
  'src/web/error-answer.ts': ['apiErrorFromAnswer'],
  'src/shared/money/index.ts': [
    'isDecimalString',
    'integerDigits',
    'MAX_AMOUNT_INTEGER_DIGITS',
    'compare',
    'isPositive',
    'round',
    'multiply',
    'amountDue',
    'currencyScale',
    'fitsCurrencyScale',
    'displayAmount',
    'decimalFromJsonNumber',
  ],
  'src/shared/number-notation.ts': ['numberNotation'],
  'src/shared/format-amount.ts': ['formatAmount'],
  'src/shared/ids.ts': ['isPaymentLinkId'],
  'src/dashboard/card-parts.ts': ['cardTitle', 'liveMessage'],
  'src/react/hooks/useControllableState.ts': ['useControllableState'],
  'src/react/internal/StatusIcon.tsx': ['StatusIcon'],
  'src/react/i18n/useCatalogueT.ts': ['useCatalogueT'],
  'src/react/hooks/useCountdown.ts': ['useCountdown'],
  'src/shared/schemas/calendar-date.ts': ['isCalendarDate'],
  'src/shared/schemas/answer.ts': ['parseAnswer'],
  'src/react/components/forms/styles.ts': [
    'form',
    'group',
    'fieldset',
    'legend',
    'label',
    'hint',
    'errorMessage',
    'input',
    'select',
    'dateParts',
    'datePart',
    'radios',
    'radio',
    'summary',
    'notice',
    'owners',
    'ownerList',
    'ownerRow',
    'pill',
    'total',
    'liveSlot',
    'actions',
  ],
};

/** The script's entry and the chunks it loads later (renderers.ts, onboarding-steps.tsx). */
const ENTRY_MODULES =
  /[\\/]src[\\/](elements[\\/](index\.ts|renderers[\\/][^\\/]+\.tsx|onboarding-chunks[\\/][^\\/]+\.ts)|react[\\/]components[\\/](LivenessHandoff[\\/]LivenessHandoff|OnboardingFlow[\\/]AccountStep)\.tsx)$/;

/** Every entry point re-exports COMMON_EXPORTS (a name nothing imports), so all reach them alike. */
const commonChunk: Plugin = {
  name: 'paykit-common-chunk',
  setup(build) {
    build.onResolve({ filter: /^paykit-common-modules$/ }, () => ({ path: 'common', namespace: 'paykit-common' }));
    build.onLoad({ filter: /.*/, namespace: 'paykit-common' }, () => {
      const modules = Object.entries(COMMON_EXPORTS);
      const imports = modules.map(
        ([path, names], index) => `import { ${names.map((name) => `${name} as m${index}_${name}`).join(', ')} } from ${JSON.stringify(here(`../${path}`))};`,
      );
      const used = modules.flatMap(([, names], index) => names.map((name) => `m${index}_${name}`));
      return {
        contents: [...imports, `export const modules = [${used.join(', ')}];`].join('\n'),
        resolveDir: here('..'),
        loader: 'js',
      };
    });
    build.onLoad({ filter: ENTRY_MODULES }, async (args) => ({
      contents: `${await readFile(args.path, 'utf8')}\nexport { modules as __paykitCommon } from 'paykit-common-modules';\n`,
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/** The esbuild options of the self-contained script. */
export function elementsBuildOptions(renderer: ElementsRenderer = ELEMENTS_RENDERER): BuildOptions {
  return {
    entryPoints: { elements: here('../src/elements/index.ts') },
    bundle: true,
    write: false,
    // Each tag's renderer is a chunk loaded when the first element of that tag connects (src/elements/renderers.ts).
    splitting: true,
    entryNames: '[name]',
    chunkNames: `${CHUNKS_FOLDER}/[hash]`,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [lazyOnboardingSteps, unpaintedTexts, runtimeSpecs, localeFolders, commonChunk],
    ...(renderer === 'preact' ? { alias: { ...PREACT_FOR_REACT } } : {}),
  };
}

/** One file of the script: the entry (`elements.js`) or a chunk (`elements-chunks/<name>-<hash>.js`). */
export interface ElementsFile {
  code: Uint8Array;
  brotli: Uint8Array;
  gzip: Uint8Array;
  /** Files it imports statically (paths like its own). */
  imports: string[];
  /** Files it may import later (a tag's renderer). */
  lazy: string[];
  /** The source file of a renderer chunk (`src/elements/renderers/checkout.tsx`). */
  entryPoint: string | undefined;
  /** What it imports from outside the script (must stay empty: a page has no node_modules). */
  external: string[];
  /** The modules bundled into it. */
  inputs: string[];
}

/** The built script: files by path relative to dist/. */
export type ElementsScript = Map<string, ElementsFile>;

/** Builds the script in memory. */
export async function buildElementsScript(renderer: ElementsRenderer = ELEMENTS_RENDERER): Promise<ElementsScript> {
  const outdir = here('../dist');
  const result = await build({ ...elementsBuildOptions(renderer), outdir, metafile: true });
  const relativePath = (path: string) => relative(outdir, resolve(path)).split(sep).join('/');
  const files: ElementsScript = new Map();
  for (const file of result.outputFiles ?? []) {
    const path = relativePath(file.path);
    const meta = result.metafile?.outputs[relative(process.cwd(), file.path).split(sep).join('/')];
    files.set(path, {
      code: file.contents,
      brotli: brotliCompressSync(file.contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(file.contents, { level: 9 }),
      imports: (meta?.imports ?? []).filter((entry) => !entry.external && entry.kind === 'import-statement').map((entry) => relativePath(entry.path)),
      lazy: (meta?.imports ?? []).filter((entry) => !entry.external && entry.kind === 'dynamic-import').map((entry) => relativePath(entry.path)),
      entryPoint: meta?.entryPoint,
      external: (meta?.imports ?? []).filter((entry) => entry.external).map((entry) => entry.path),
      inputs: Object.keys(meta?.inputs ?? {}),
    });
  }
  if (!files.has('elements.js')) throw new Error('build-elements: esbuild wrote no elements.js');
  return files;
}

/** The chunk whose entry point is `source` (a renderer, an onboarding step's component), by its path. */
export function chunkOf(script: ElementsScript, source: string): string {
  const chunk = [...script].find(([, file]) => file.entryPoint === source)?.[0];
  if (!chunk) throw new Error(`build-elements: no chunk for ${source}`);
  return chunk;
}

/**
 * The files a page downloads for `tags` (the entry, its imports, and each tag's renderer with its
 * imports), and for the chunks loaded later whose entry points are `later` (the onboarding step
 * it opens at: `src/react/components/KycForm/KycForm.tsx`).
 */
export function filesFor(script: ElementsScript, tags: readonly string[], later: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const next of script.get(path)?.imports ?? []) visit(next);
  };
  visit('elements.js');
  for (const tag of tags) visit(chunkOf(script, `src/elements/renderers/${tag.replace(/^paykit-/, '')}.tsx`));
  for (const source of later) visit(chunkOf(script, source));
  return seen;
}

/** The brotli bytes of `paths`, each compressed on its own as a server sends them. */
export function brotliBytes(script: ElementsScript, paths: Iterable<string>): number {
  let total = 0;
  for (const path of paths) total += script.get(path)?.brotli.length ?? 0;
  return total;
}

/** Writes the script under `folder` (each file with its .br and .gz), after removing an older build's chunks. */
export async function writeElementsScript(script: ElementsScript, folder: string): Promise<void> {
  await rm(join(folder, CHUNKS_FOLDER), { recursive: true, force: true });
  for (const [path, file] of script) {
    const target = join(folder, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.code);
    await writeFile(`${target}.br`, file.brotli);
    await writeFile(`${target}.gz`, file.gzip);
  }
}

/** Writes the script into dist/ (paykit/elements.js) and, once the pay page is built, into dist/checkout-page/ for paykit-checkout to serve; says what a page pays. */
export async function writeElements(): Promise<string> {
  const script = await buildElementsScript();
  await writeElementsScript(script, here('../dist'));
  // After the pay page's build, which empties that folder (scripts/build.ts runs them in this order).
  if (existsSync(here('../dist/checkout-page/pay.html'))) await writeElementsScript(script, here('../dist/checkout-page'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const checkout = brotliBytes(script, filesFor(script, ['paykit-checkout']));
  const all = brotliBytes(script, script.keys());
  return `dist/elements.js and ${script.size - 1} chunks (${kb(checkout)} brotli for a page with <paykit-checkout>, ${kb(all)} for every element)`;
}

if (process.argv[1] && resolve(process.argv[1]) === here('build-elements.ts')) console.log(`build-elements: wrote ${await writeElements()}`);
