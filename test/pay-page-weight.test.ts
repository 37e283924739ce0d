/**
 * What the hosted checkout page (/pay/<link>) makes a payer download, from the page as
 * `npm run build:pages` builds it (in memory here). Issue 26 holds it to 45 KB of JavaScript on
 * the wire, its renderer (preact/compat, vite.pages.config.ts) included; the server paints the
 * payment before any script has run. Sizes are asserted; timings never are (those are in
 * `npm run bench`: bench/hosted-page.measure.ts).
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { payPageConfig } from '../scripts/pages/pay-page';
import { PAGES_OUT_DIR } from '../vite.pages.config';
import { payMessages } from '../src/hosted/pages/pay/messages';
import { payTranslations } from '../src/hosted/pages/pay/translations';

const KB = 1024;
/** Onboarding (its flows, forms, zod schemas), the dashboard, the demo's other pages, server-side code. */
const OTHER_PAGES_CODE =
  /onboarding|Ky[cb]|DocumentUploader|VirtualAccountCard|LivenessHandoff|VerificationStatus|node_modules\/zod\/|^src\/(dashboard|dev|sandbox|server|node|redis)\/|^src\/hosted\/pages\/(panel|store)/i;
const root = fileURLToPath(new URL('..', import.meta.url));

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;
let files: Map<string, Output>;
let html: string;

const chunk = (fileName: string) => {
  const file = files.get(fileName);
  if (file?.type !== 'chunk') throw new Error(`${fileName} is not a built script`);
  return file;
};

/** The scripts pay.html loads or preloads: all an English-speaking payer downloads. */
const payScripts = () => [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)].map((match) => chunk(match[1]!));

/** Every module the pay page could ever load: its scripts and everything they import, now or later. */
function payModuleGraph(): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const script = chunk(fileName);
    [...script.imports, ...script.dynamicImports].forEach(visit);
  };
  payScripts().forEach((script) => visit(script.fileName));
  return [...seen].flatMap((fileName) => chunk(fileName).moduleIds.map((id) => id.replace(root, '')));
}

const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would give development JSX: build as `npm run build:pages` does.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    const config = payPageConfig(PAGES_OUT_DIR);
    result = await build({ ...config, logLevel: 'silent', build: { ...config.build, write: false } });
  } finally {
    process.env.NODE_ENV = previous;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  files = new Map(outputs.flatMap((output) => output.output.map((file) => [file.fileName, file] as const)));
  const page = files.get('pay.html');
  if (page?.type !== 'asset') throw new Error('pay.html was not built');
  html = String(page.source);
}, 120_000);

describe('the hosted checkout page’s weight', () => {
  it('sends at most 45 KB of JavaScript with brotli, its renderer included (issue 26)', () => {
    const sizes = payScripts().map((script) => ({ file: script.fileName, raw: script.code.length, brotli: brotli(script.code) }));
    const total = sizes.reduce((sum, size) => sum + size.brotli, 0);
    console.info(`pay page: ${(total / KB).toFixed(1)} KB brotli in ${sizes.length} scripts`, sizes);
    // The renderer is among them (this is the whole page), and it is preact/compat, not React.
    const modules = payScripts().flatMap((script) => script.moduleIds);
    expect(modules.some((id) => id.includes('/node_modules/preact/compat/'))).toBe(true);
    expect(modules.filter((id) => /\/node_modules\/react(-dom)?\//.test(id))).toEqual([]);
    expect(total).toBeLessThanOrEqual(45 * KB);
  });

  it('shows its loading state from the HTML, before any script has run', () => {
    const rootElement = /<div id="root">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
    expect(rootElement).toMatch(
      new RegExp(`<main class="notice" data-stage="loading" aria-busy="true">\\s*<div class="notice__card"><h1>${payMessages.loading}</h1></div>\\s*</main>`),
    );
  });

  it('preloads the rendering part its entry imports after starting the checkout', () => {
    const scripts = payScripts();
    expect(scripts.map((script) => script.moduleIds.some((id) => id.includes('/node_modules/preact/')))).toContain(true);
    // Loaded by the entry only after the checkout request is sent: React is not one of its static imports.
    const entry = scripts.find((script) => script.isEntry);
    const staticGraph = new Set<string>();
    const visit = (fileName: string) => {
      if (staticGraph.has(fileName)) return;
      staticGraph.add(fileName);
      chunk(fileName).imports.forEach(visit);
    };
    visit(entry!.fileName);
    expect([...staticGraph].flatMap((fileName) => chunk(fileName).moduleIds).filter((id) => /\/node_modules\/(p?react)/.test(id))).toEqual([]);
  });

  it('loads no other language’s words for an English-speaking payer, and no other page’s code ever', () => {
    const scripts = payScripts();
    expect(scripts.flatMap((script) => script.moduleIds.map((id) => id.replace(root, ''))).filter((id) => id.startsWith('src/locales/'))).toEqual([]);
    const otherWords = Object.values(payTranslations).map((messages) => messages.notFoundBody);
    expect(otherWords.filter((words) => scripts.some((script) => script.code.includes(words)))).toEqual([]);
    const foreign = payModuleGraph().filter((id) => OTHER_PAGES_CODE.test(id));
    expect(foreign).toEqual([]);
  });
});
