/**
 * The machinery behind test/layers.test.ts: read each source file's import specifiers with the
 * TypeScript parser, resolve relative ones to a file, and judge every edge against a layer matrix.
 * It works on an in-memory map of files so a test can prove it catches a wrong import.
 */
import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import ts from 'typescript';

/** How a file refers to another module. */
export type ImportKind = 'import' | 'import type' | 'export from' | 'export type from' | 'dynamic import()' | 'type import()' | 'import = require';

/** One import specifier as written in a file. */
export interface ImportSite {
  /** The specifier exactly as written, e.g. `../shared/money` or `node:http`. */
  specifier: string;
  /** The syntax it came from. */
  kind: ImportKind;
  /** True when nothing of it survives compilation (`import type`, `export type … from`, `import('x').T`). */
  typeOnly: boolean;
}

/** The rules to judge a tree by. Places are layer names (`react`) or folders under src (`react/styles`). */
export interface LayerRules {
  /** Folders directly under src, each its own layer. */
  layers: readonly string[];
  /** Files directly under src and the layer each belongs to (the package's root entries). */
  rootFiles: Readonly<Record<string, string>>;
  /** For each layer, the places its files may import. */
  mayImport: Readonly<Record<string, readonly string[]>>;
  /**
   * For each bare package (`node:*` stands for every Node built-in), the places that may import it;
   * a place suffixed `:type` may only `import type` it. A package missing from the table fails.
   */
  packages: Readonly<Record<string, readonly string[]>>;
  /**
   * The package's own entries, public name → source (`paykit/server` → `src/server/index.ts`). A
   * file may name another entry's types by its public name, so its declarations refer to that entry
   * (scripts/api/generate.ts): `import type` only, judged as an import of the entry's source, unless
   * the package table lists the place for the package itself.
   */
  entries?: Readonly<Record<string, string>>;
}

/** Every import specifier of a TypeScript source, found by parsing it (comments and strings never match). */
export function importsOf(fileName: string, text: string): ImportSite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const sites: ImportSite[] = [];
  const add = (specifier: ts.Node | undefined, kind: ImportKind, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteralLike(specifier)) sites.push({ specifier: specifier.text, kind, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      // `import { type A } from 'x'` still loads 'x' under verbatimModuleSyntax; only `import type` does not.
      const typeOnly = node.importClause?.isTypeOnly === true;
      add(node.moduleSpecifier, typeOnly ? 'import type' : 'import', typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly ? 'export type from' : 'export from', node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, 'import = require', node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'dynamic import()', false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type import()', true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** The file a relative specifier names, trying what TypeScript's bundler resolution tries; undefined if none. */
export function resolveRelative(fromFile: string, specifier: string, exists: (path: string) => boolean): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  const withoutJs = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, ...['.ts', '.tsx', '.d.ts'].map((extension) => withoutJs + extension), ...['/index.ts', '/index.tsx'].map((index) => base + index)];
  return candidates.find(exists);
}

/** The bare package a specifier names: `react-dom/client` → `react-dom`, `@stitches/react` stays, built-ins → `node:*`. */
export function packageOf(specifier: string): string {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) return 'node:*';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** A test file composes layers (as dev does) and never ships, so the matrix does not apply to it. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

/** The layer a path under src/ belongs to, or undefined for a folder the rules do not know. */
export function layerOf(path: string, rules: LayerRules): string | undefined {
  const [top, first, second] = path.split('/');
  if (top !== 'src' || first === undefined) return undefined;
  if (second === undefined) return rules.rootFiles[first];
  return rules.layers.includes(first) ? first : undefined;
}

/** True when `path` is inside `place` (a layer name, or a folder under src like `react/styles`). */
function isInside(path: string, place: string, rules: LayerRules): boolean {
  return place.includes('/') ? path.startsWith(`src/${place}/`) : layerOf(path, rules) === place;
}

/**
 * Every import in `files` (path under src → text) that breaks the rules, one readable line each:
 * `src/shared/x.ts: import '../server/y' → src/server/y.ts (server); shared may import shared`.
 * Only .ts/.tsx files that are not tests are judged; every path counts for resolution.
 */
export function layerViolations(files: ReadonlyMap<string, string>, rules: LayerRules): string[] {
  const violations: string[] = [];
  const exists = (path: string) => files.has(path);
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!/\.tsx?$/.test(path) || isTestFile(path)) continue;
    const layer = layerOf(path, rules);
    if (layer === undefined) {
      violations.push(`${path}: not in a known layer (${rules.layers.join(', ')})`);
      continue;
    }
    for (const site of importsOf(path, text)) {
      const what = `${site.kind} '${site.specifier}'`;
      if (site.specifier.startsWith('.')) {
        const outside = posix.normalize(posix.join(posix.dirname(path), site.specifier));
        if (!outside.startsWith('src/')) {
          violations.push(`${path}: ${what} → ${outside}: outside src/, which ships nothing from the demo, the tests or the scripts`);
          continue;
        }
        const target = resolveRelative(path, site.specifier, exists);
        if (target === undefined) {
          violations.push(`${path}: ${what} resolves to no file`);
          continue;
        }
        const allowed = rules.mayImport[layer] ?? [];
        if (!allowed.some((place) => isInside(target, place, rules))) {
          violations.push(`${path}: ${what} → ${target} (${layerOf(target, rules) ?? 'outside the layers'}); ${layer} may import ${allowed.join(', ')}`);
        }
        continue;
      }
      const entry = rules.entries?.[site.specifier];
      if (entry !== undefined) {
        const allowed = rules.mayImport[layer] ?? [];
        const listed = (rules.packages[packageOf(site.specifier)] ?? []).some((user) => isInside(path, user.split(':')[0] ?? user, rules));
        if (!site.typeOnly) violations.push(`${path}: ${what}: another entry of this package by its public name, for types only; import a value from its file`);
        else if (!listed && !allowed.some((place) => isInside(entry, place, rules))) {
          violations.push(`${path}: ${what} → ${entry} (${layerOf(entry, rules) ?? 'outside the layers'}); ${layer} may import ${allowed.join(', ')}`);
        }
        continue;
      }
      const name = packageOf(site.specifier);
      const users = rules.packages[name];
      if (users === undefined) {
        violations.push(`${path}: ${what}: package ${name} is not in the package table`);
        continue;
      }
      const mayUse = users.some((user) => {
        const [place = user, typeOnly] = user.split(':');
        return isInside(path, place, rules) && (typeOnly !== 'type' || site.typeOnly);
      });
      if (!mayUse) violations.push(`${path}: ${what}; ${name} may be imported only by ${users.join(', ')}`);
    }
  }
  return violations;
}
