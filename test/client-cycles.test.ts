/**
 * No import cycle among the browser client's modules (issue 36): a cycle makes the order in which
 * modules run matter, and in src/client it was a sign that a shared type lived beside one of its
 * users. Type-only imports count too (a bundler drops them, a reader does not), so the graph is
 * read from the sources with TypeScript's import scanner, not from a bundle.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const CLIENT = join(ROOT, 'src/client');

/** Every non-test module of src/client (and below). */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module a relative specifier names (`./x` → x.ts, x.tsx or x/index.ts), or undefined. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/** What each module imports or re-exports, type-only included. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveSpecifier(file, fileName)).filter((path): path is string => path !== undefined);
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one module (Tarjan), each sorted: every cycle is in one. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (group.length > 1 || selfImport) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const named = (groups: string[][]) => groups.map((group) => group.map((path) => relative(ROOT, path)));

describe('src/client’s import graph', () => {
  it('has no cycle, counting type-only imports', () => {
    const graph = importGraph(modules(CLIENT));
    expect(graph.size).toBeGreaterThan(20);
    expect(named(cycles(graph))).toEqual([]);
  });

  it('the check sees a cycle, type-only or not', () => {
    const a = join(CLIENT, 'a.ts');
    const b = join(CLIENT, 'b.ts');
    const c = join(CLIENT, 'c.ts');
    expect(
      named(
        cycles(
          new Map([
            [a, [b]],
            [b, [a]],
            [c, [a]],
          ]),
        ),
      ),
    ).toEqual([['src/client/a.ts', 'src/client/b.ts']]);
    // And the scanner reads `import type` and `export … from` as edges.
    const { importedFiles } = ts.preProcessFile("import type { X } from './x';\nexport { y } from './y';", true, true);
    expect(importedFiles.map(({ fileName }) => fileName)).toEqual(['./x', './y']);
  });
});
