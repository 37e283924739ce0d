/**
 * The docs checks that need no build (the snippet type-check is in snippets.ts). Each reads a Tree
 * and returns every fault as `path:LINE: message`, so one run lists everything to fix.
 * The rules are issue 25's conventions for README.md, CONTRIBUTING.md and docs/.
 */
import { posix } from 'node:path';
import { anchors, headings, links, parseMarkdown, pathComment } from './markdown';
import { documents, type Tree } from './tree';

function anchorsOf(tree: Tree, cache: Map<string, Set<string>>, path: string): Set<string> {
  let found = cache.get(path);
  if (!found) cache.set(path, (found = anchors(tree.read(path))));
  return found;
}

/** 1. Every relative link and image resolves to a file or folder; a fragment names a heading; nothing links outside. */
export function linkFaults(tree: Tree): string[] {
  const faults: string[] = [];
  const cache = new Map<string, Set<string>>();
  for (const doc of documents(tree)) {
    for (const { target, line } of links(parseMarkdown(tree.read(doc)).prose)) {
      const fault = (message: string) => faults.push(`${doc}:${line}: ${message}`);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        fault(`links outside the repository (${target}); link to a file in it`);
        continue;
      }
      if (target.startsWith('//')) {
        fault(`links outside the repository (${target})`);
        continue;
      }
      const hash = target.indexOf('#');
      const pathPart = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const fragment = hash < 0 ? undefined : target.slice(hash + 1);
      let path: string;
      try {
        path = decodeURIComponent(pathPart);
      } catch {
        fault(`malformed link target ${target}`);
        continue;
      }
      const resolved = path === '' ? doc : path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.normalize(posix.join(posix.dirname(doc), path));
      const inside = resolved.replace(/\/$/, '');
      if (inside === '..' || inside.startsWith('../')) {
        fault(`${target} points outside the repository`);
        continue;
      }
      const isFile = tree.isFile(inside);
      if (!isFile && !tree.isFolder(inside === '.' ? '' : inside)) {
        fault(`${target}: no file or folder ${inside} in the repository`);
        continue;
      }
      if (fragment === undefined || !isFile || !inside.endsWith('.md')) continue;
      const anchor = decodeURIComponent(fragment);
      if (!anchorsOf(tree, cache, inside).has(anchor)) fault(`${target}: ${inside} has no heading with the anchor #${anchor}`);
    }
  }
  return faults;
}

const EXAMPLE = /^\s*<!--\s*example:\s*(\S+)\s*-->\s*$/;

/** 3. A block after `<!-- example: PATH -->` equals that file (the block's `// path` first line aside). */
export function exampleCopyFaults(tree: Tree): string[] {
  const faults: string[] = [];
  for (const doc of documents(tree)) {
    const text = tree.read(doc);
    const { fences, prose } = parseMarkdown(text);
    const fenced = new Set(fences.map((fence) => fence.line - 1));
    prose.forEach((line, index) => {
      if (EXAMPLE.test(line) && !fenced.has(index + 1)) faults.push(`${doc}:${index + 1}: an example comment must sit on the line just before a fence`);
    });
    for (const fence of fences) {
      const path = EXAMPLE.exec(fence.before)?.[1];
      if (path === undefined) continue;
      const fault = (message: string) => faults.push(`${doc}:${fence.line}: ${message}`);
      if (!tree.isFile(path)) {
        fault(`the example ${path} is not a file in the repository`);
        continue;
      }
      const file = tree.read(path).replace(/\n$/, '').split('\n');
      const body = pathComment(fence.body) !== undefined && fence.body[0] !== file[0] ? fence.body.slice(1) : fence.body;
      const firstLine = body === fence.body ? fence.line + 1 : fence.line + 2;
      const differs = Array.from({ length: Math.max(file.length, body.length) }, (_, i) => i).find((i) => file[i] !== body[i]);
      if (differs === undefined) continue;
      const shown = (value: string | undefined) => (value === undefined ? '(nothing)' : JSON.stringify(value));
      faults.push(
        `${doc}:${firstLine + differs}: the block differs from ${path} at its line ${differs + 1}: the file has ${shown(file[differs])}, the block ${shown(body[differs])}`,
      );
    }
  }
  return faults;
}

interface TableRow {
  cells: string[];
  line: number;
}

/** The body rows of the first table in the `## <title>` section (its header and delimiter rows skipped). */
function sectionTable(text: string, title: string): TableRow[] | string {
  const { prose } = parseMarkdown(text);
  const all = headings(prose);
  const heading = all.find((h) => h.level === 2 && h.text.trim() === title);
  if (!heading) return `no section headed exactly "## ${title}"`;
  const end = all.find((h) => h.line > heading.line && h.level <= 2)?.line ?? prose.length + 1;
  const rows: TableRow[] = [];
  for (let line = heading.line + 1; line < end; line++) {
    const text = prose[line - 1]!.trim();
    if (text.startsWith('|')) rows.push({ cells: splitRow(text), line });
    else if (rows.length > 0) break;
  }
  if (rows.length < 2 || !rows[1]!.cells.every((cell) => /^:?-+:?$/.test(cell))) return `the "## ${title}" section holds no table`;
  return rows.slice(2);
}

function splitRow(row: string): string[] {
  const cells = row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  return cells;
}

const ONE_CODE = /^`([^`]+)`$/;
const CODE_LIST = /^`[^`]+`(\s*,\s*`[^`]+`)*$/;

function setDifference(expected: readonly string[], found: readonly string[]): string {
  const missing = expected.filter((name) => !found.includes(name));
  const extra = found.filter((name) => !expected.includes(name));
  return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `not allowed ${extra.join(', ')}` : ''].filter(Boolean).join('; ');
}

/** 4. docs/architecture.md's `## Layers` equals the layer matrix; `## Runtime dependencies` equals package.json's. */
export function architectureFaults(tree: Tree, mayImport: Readonly<Record<string, readonly string[]>>): string[] {
  const doc = 'docs/architecture.md';
  if (!tree.isFile(doc)) return [`${doc}: missing`];
  const text = tree.read(doc);
  const faults: string[] = [];

  const layers = sectionTable(text, 'Layers');
  if (typeof layers === 'string') faults.push(`${doc}: ${layers}`);
  else {
    const seen: string[] = [];
    for (const { cells, line } of layers) {
      const name = ONE_CODE.exec(cells[0] ?? '')?.[1];
      if (name === undefined) {
        faults.push(`${doc}:${line}: a Layers row's first column must be one layer name in backticks, not ${JSON.stringify(cells[0] ?? '')}`);
        continue;
      }
      if (seen.includes(name)) faults.push(`${doc}:${line}: layer \`${name}\` has two rows`);
      seen.push(name);
      const allowed = mayImport[name];
      if (!allowed) {
        faults.push(`${doc}:${line}: \`${name}\` is not a layer (the layers: ${Object.keys(mayImport).join(', ')})`);
        continue;
      }
      const cell = cells[1] ?? '';
      if (!CODE_LIST.test(cell)) {
        faults.push(`${doc}:${line}: \`${name}\`'s "May import" must list places in backticks separated by commas, not ${JSON.stringify(cell)}`);
        continue;
      }
      const listed = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      const difference = setDifference(allowed, listed);
      if (difference) faults.push(`${doc}:${line}: \`${name}\` may import ${allowed.join(', ')}; the table says ${listed.join(', ')} (${difference})`);
    }
    const missing = Object.keys(mayImport).filter((name) => !seen.includes(name));
    if (missing.length) faults.push(`${doc}: the Layers table has no row for ${missing.join(', ')}`);
  }

  const manifest = JSON.parse(tree.read('package.json')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const runtime = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  const dependencies = sectionTable(text, 'Runtime dependencies');
  if (typeof dependencies === 'string') faults.push(`${doc}: ${dependencies}`);
  else {
    const listed: string[] = [];
    for (const { cells, line } of dependencies) {
      const name = ONE_CODE.exec(cells[0] ?? '')?.[1];
      if (name === undefined)
        faults.push(`${doc}:${line}: a Runtime dependencies row's first column must be a package name in backticks, not ${JSON.stringify(cells[0] ?? '')}`);
      else if (listed.includes(name)) faults.push(`${doc}:${line}: \`${name}\` has two rows`);
      else if (!runtime.includes(name)) faults.push(`${doc}:${line}: \`${name}\` is not in package.json dependencies or peerDependencies`);
      if (name !== undefined) listed.push(name);
    }
    const missing = runtime.filter((name) => !listed.includes(name));
    if (missing.length) faults.push(`${doc}: the Runtime dependencies table has no row for ${missing.join(', ')}`);
  }
  return faults;
}

/** Where code and its comments live (citations are checked there). */
const CODE_FOLDERS = /^(src|test|scripts|stories|bench|examples|\.storybook)\//;
/** This check's own tests and fixtures name what it looks for (the faults its self-test expects). */
const CHECK_FILES = /^test\/docs\//;
// Spelled in pieces so this file does not cite them itself.
const OUTSIDE_DOCUMENTS = new RegExp(['(?<![\\w/.-])design\\.md\\b', '\\bservice-api\\.md\\b', '\\bthe spec\\b'].join('|'), 'gi');
const GUIDE_CITATION = /\bdocs\/([\w./-]+?\.md)#([\p{L}\p{N}_-]+)/gu;

/** 5. No code file cites a document outside the repository; every guide section it cites (docs/<file>.md#<anchor>) resolves. */
export function citationFaults(tree: Tree): string[] {
  const faults: string[] = [];
  const cache = new Map<string, Set<string>>();
  for (const path of tree.files) {
    if (!CODE_FOLDERS.test(path) || CHECK_FILES.test(path) || /\.(png|jpe?g|gif|webp|ico|woff2?|tgz|gz|br|zip|pdf)$/i.test(path)) continue;
    const text = tree.read(path);
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(OUTSIDE_DOCUMENTS))
        faults.push(`${path}:${index + 1}: cites "${match[0]}", a document outside the repository; cite docs/service-contract.md#… or docs/architecture.md#…`);
      for (const match of line.matchAll(GUIDE_CITATION)) {
        const doc = `docs/${match[1]!}`;
        if (!tree.isFile(doc)) faults.push(`${path}:${index + 1}: cites ${match[0]}, but there is no ${doc}`);
        else if (!anchorsOf(tree, cache, doc).has(match[2]!)) faults.push(`${path}:${index + 1}: cites ${match[0]}, but ${doc} has no heading with that anchor`);
      }
    });
  }
  return faults;
}

export const README_MAX_LINES = 250;

/** 6. README.md is short and starts with install and the quick start. */
export function readmeFaults(tree: Tree): string[] {
  const doc = 'README.md';
  if (!tree.isFile(doc)) return [`${doc}: missing`];
  const text = tree.read(doc);
  const faults: string[] = [];
  const lineCount = text.replace(/\n$/, '').split('\n').length;
  if (lineCount > README_MAX_LINES) faults.push(`${doc}: ${lineCount} lines; at most ${README_MAX_LINES}`);
  const { fences, prose } = parseMarkdown(text);
  const firstShell = fences.find((fence) => fence.lang === 'sh');
  if (!firstShell) faults.push(`${doc}: no \`\`\`sh block (the first one holds npm install paykit)`);
  // Until paykit is on the registry, the install is packing it from a clone (then installing the tarball).
  else if (!firstShell.body.some((line) => /\bnpm install paykit\b|\bnpm pack\b/.test(line)))
    faults.push(`${doc}:${firstShell.line}: the first \`\`\`sh block does not hold \`npm install paykit\` (or, until it is on the registry, \`npm pack\`)`);
  const all = headings(prose);
  const quickStart = all.find((heading) => /quick start/i.test(heading.text));
  if (!quickStart) faults.push(`${doc}: no heading containing "Quick start"`);
  else {
    const before = all.filter((heading) => heading.level === 2 && heading.line < quickStart.line);
    if (before.length > 1)
      faults.push(
        `${doc}:${quickStart.line}: "${quickStart.text}" comes after ${before.length} level-2 headings (${before.map((h) => h.text).join(', ')}); at most one intro may precede it`,
      );
  }
  return faults;
}
