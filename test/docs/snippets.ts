/**
 * 2. Every ```ts / ```tsx / ```typescript block of the guides type-checks as a whole module, as a
 * merchant pastes it. Each document's blocks become one small project (a block whose first line is
 * `// some/path.ts` is written at that path, so the document's blocks can import each other; the
 * others get generated names), every document in one folder, one `tsc` for all, and each error is
 * mapped back to `doc.md:LINE`.
 *
 * `paykit` resolves to the packed package (its node_modules/paykit is the unpacked tarball: the
 * published declarations) in the consumers test, or to src/ through "paths" in the quick CLI.
 * Every other module resolves from the repository's node_modules, which is why the folder lives
 * under node_modules/.cache/; only the modules a guide may use are allowed (AVAILABLE).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { parseMarkdown, pathComment } from './markdown';
import { REPO } from './tree';

export interface SnippetDocument {
  /** The document's path as faults name it, e.g. docs/server.md. */
  label: string;
  text: string;
}

/**
 * Where `paykit` comes from: an npm pack tarball (what a merchant installs), this checkout's own
 * build (dist/types after `npm run build`, linked), or the sources (no build, but not what ships).
 */
export type PaykitTypes = { tarball: string } | { built: string } | 'source';

/** Modules a block may import: the package's entries and what a merchant's app has; nothing else (not next). */
const AVAILABLE = [
  /^paykit(\/.+)?$/,
  /^react(-dom)?(\/.+)?$/,
  /^express$/,
  /^hono(\/.+)?$/,
  /^redis$/,
  /^vitest(\/.+)?$/,
  /^@testing-library\/(react|user-event|jest-dom)(\/.+)?$/,
  /^@playwright\/test$/,
  /^node:.+$/,
];

const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);

interface Origin {
  label: string;
  /** Markdown line of the block's first line. */
  firstLine: number;
}

/** The folder for the projects: under the repository's node_modules, so bare imports resolve there. */
export function snippetWorkDir(): string {
  const cache = join(REPO, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, 'paykit-docs-'));
}

function compilerOptions(paykit: PaykitTypes): Record<string, unknown> {
  const options: Record<string, unknown> = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  if (paykit === 'source') {
    // The repository's own mapping of the entries to src/ (tsconfig.json "paths"), made absolute.
    const repoConfig = ts.readConfigFile(join(REPO, 'tsconfig.json'), (path) => readFileSync(path, 'utf8')).config as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    options.paths = Object.fromEntries(
      Object.entries(repoConfig.compilerOptions.paths).map(([name, targets]) => [name, targets.map((target) => resolve(REPO, target))]),
    );
  }
  return options;
}

function importFaults(text: string, label: string, firstLine: number): string[] {
  const lineOf = (pos: number) => firstLine + text.slice(0, pos).split('\n').length - 1;
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ fileName }) => !fileName.startsWith('.') && !AVAILABLE.some((allowed) => allowed.test(fileName)))
    .map(
      ({ fileName, pos }) =>
        `${label}:${lineOf(pos)}: imports '${fileName}', which a guide's block may not use (only paykit's entries, react, react-dom, express, hono, redis, vitest, Testing Library, @playwright/test and node:*)`,
    );
}

/** Writes every document's blocks under `dir`; returns where each file came from and the faults found before tsc. */
export function writeSnippetProjects(documents: readonly SnippetDocument[], dir: string, paykit: PaykitTypes): { origins: Map<string, Origin>; faults: string[] } {
  const origins = new Map<string, Origin>();
  const faults: string[] = [];
  documents.forEach((doc, index) => {
    const folder = `docs/${index}-${doc.label.replace(/[^\w.-]+/g, '_')}`;
    for (const fence of parseMarkdown(doc.text).fences) {
      if (!TS_LANGS.has(fence.lang)) continue;
      const named = pathComment(fence.body);
      const fault = (message: string) => faults.push(`${doc.label}:${fence.line}: ${message}`);
      if (named !== undefined && (!/\.(ts|tsx|mts|cts)$/.test(named) || named.split('/').includes('..'))) {
        fault(`a TypeScript block's path comment must name a .ts/.tsx file inside the document's project, not ${named}`);
        continue;
      }
      const file = `${folder}/${named ?? `block-${fence.line}.${fence.lang === 'tsx' ? 'tsx' : 'ts'}`}`;
      if (origins.has(file)) {
        fault(`two blocks of ${doc.label} are written at ${named}`);
        continue;
      }
      const text = `${fence.body.join('\n')}\n`;
      origins.set(file, { label: doc.label, firstLine: fence.line + 1 });
      faults.push(...importFaults(text, doc.label, fence.line + 1));
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  // What a merchant's framework declares (Next.js and Vite both type a stylesheet import).
  writeFileSync(join(dir, 'frameworks.d.ts'), "declare module '*.css';\n");
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: compilerOptions(paykit), include: ['docs', 'frameworks.d.ts'] }, null, 2));
  return { origins, faults };
}

/** tsc's `file(line,col): error TSxxxx: message` lines (with their indented continuation) as `doc.md:LINE: …`. */
export function mapDiagnostics(output: string, dir: string, origins: ReadonlyMap<string, Origin>): string[] {
  const faults: string[] = [];
  for (const line of output.split('\n')) {
    const diagnostic = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    if (diagnostic) {
      const file = relative(dir, resolve(dir, diagnostic[1]!)).replaceAll('\\', '/');
      const origin = origins.get(file);
      faults.push(origin ? `${origin.label}:${origin.firstLine + Number(diagnostic[2]) - 1}: ${diagnostic[4]}: ${diagnostic[5]}` : `tsc: ${line}`);
    } else if (/^\s+\S/.test(line) && faults.length > 0) faults[faults.length - 1] += ` ${line.trim()}`;
    else if (/error TS\d+/.test(line)) faults.push(`tsc: ${line.trim()}`);
  }
  return faults;
}

function runTsc(dir: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--pretty', 'false'],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
      (error, stdout, stderr) => done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, output: `${stdout}${stderr}` }),
    );
  });
}

async function unpack(tarball: string, dir: string): Promise<void> {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  await promisify(execFile)('tar', ['-xzf', tarball, '-C', modules]);
  // npm pack puts everything under package/; a merchant's install names it paykit.
  renameSync(join(modules, 'package'), join(modules, 'paykit'));
}

/** Every fault of every document's TypeScript blocks: module rules, then one tsc for all. `dir` is a fresh snippetWorkDir(). */
export async function snippetFaults(documents: readonly SnippetDocument[], paykit: PaykitTypes, dir: string): Promise<string[]> {
  if (paykit !== 'source' && 'tarball' in paykit) await unpack(paykit.tarball, dir);
  if (paykit !== 'source' && 'built' in paykit) {
    mkdirSync(join(dir, 'node_modules'), { recursive: true });
    symlinkSync(paykit.built, join(dir, 'node_modules/paykit'), 'dir');
  }
  const { origins, faults } = writeSnippetProjects(documents, dir, paykit);
  if (origins.size === 0) return faults;
  const result = await runTsc(dir);
  const mapped = mapDiagnostics(result.output, dir, origins);
  if (result.code !== 0 && mapped.length === 0) mapped.push(`tsc failed: ${result.output.trim()}`);
  return sortFaults([...faults, ...mapped]);
}

/** By document, then line (tsc lists files in its own order). */
export function sortFaults(faults: readonly string[]): string[] {
  const key = (fault: string) => /^(.*?):(\d+):/.exec(fault) ?? ['', fault, '0'];
  return [...faults].sort((a, b) => {
    const [, fileA = '', lineA = '0'] = key(a);
    const [, fileB = '', lineB = '0'] = key(b);
    return fileA === fileB ? Number(lineA) - Number(lineB) : fileA < fileB ? -1 : 1;
  });
}
