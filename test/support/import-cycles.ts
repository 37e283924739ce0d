/**
 * The machinery behind test/import-cycles.test.ts: the import graph of a tree of files (relative
 * specifiers resolved as test/support/import-layers.ts does, the package's own entries such as
 * `paykit/server` to their sources) and its cycles, found as the strongly connected components of
 * that graph. It works on an in-memory map of files so a test can prove it finds a cycle it was
 * handed.
 */
import { packageEntries } from '../../scripts/package-entries';
import { importsOf, isTestFile, resolveRelative } from './import-layers';

/** `paykit/server` → src/server/index.ts: a type one entry takes from another by its public name is an import all the same. */
const ENTRY_SOURCES: ReadonlyMap<string, string> = new Map(packageEntries().map((entry) => [entry.specifier, entry.source]));

/**
 * Each file's imports of other files of the tree. Type-only imports count: a cycle of types is a
 * cycle a reader walks all the same, and it is where a value import turns into a load-order bug.
 * Test files are left out: a test composes what it tests and nothing imports it.
 */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const exists = (path: string) => files.has(path);
  const graph = new Map<string, string[]>();
  for (const [path, text] of files) {
    if (!/\.tsx?$/.test(path) || isTestFile(path)) continue;
    const targets = importsOf(path, text)
      .map((site) => (site.specifier.startsWith('.') ? resolveRelative(path, site.specifier, exists) : ENTRY_SOURCES.get(site.specifier)))
      .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target) && !isTestFile(target));
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every import cycle of `files`: each a strongly connected component of two files or more (or one
 * file importing itself), its files sorted; the cycles sorted by their first file.
 */
export function importCycles(files: ReadonlyMap<string, string>): string[][] {
  const graph = importGraph(files);
  // Tarjan's algorithm: one depth-first pass, each file's lowest reachable index on the stack.
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) as number, index.get(next) as number));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles.sort(([a = ''], [b = '']) => a.localeCompare(b));
}
