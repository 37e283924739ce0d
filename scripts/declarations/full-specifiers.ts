/**
 * Node's ESM resolution (TypeScript's `node16`/`nodenext`) takes a relative import only as
 * written: `./client` is not `./client/index.js`. TypeScript keeps the sources' extensionless
 * specifiers in the .d.ts it emits, so each one is rewritten to the file it means.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The specifier with the extension Node needs, or null when no declaration file answers it. */
export function fullSpecifier(specifier: string, fromDir: string, exists: (path: string) => boolean): string | null {
  if (/\.(c|m)?js$/.test(specifier)) return specifier;
  const bare = specifier.replace(/\/$/, '');
  if (exists(resolve(fromDir, `${bare}.d.ts`))) return `${bare}.js`;
  if (exists(resolve(fromDir, bare, 'index.d.ts'))) return `${bare}/index.js`;
  return null;
}

/** The string literals that name modules: imports, exports (`export * as x` too), import types, `declare module`. */
function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    let literal: ts.Node | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal = node.moduleSpecifier;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal = node.argument.literal;
    else if (ts.isExternalModuleReference(node)) literal = node.expression;
    else if (ts.isModuleDeclaration(node)) literal = node.name;
    if (literal && ts.isStringLiteral(literal)) found.push(literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `text` with every relative module specifier made full, and how many changed. */
export function withFullSpecifiers(text: string, fromDir: string, exists: (path: string) => boolean): { text: string; rewritten: number } {
  const source = ts.createSourceFile('file.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let out = '';
  let last = 0;
  let rewritten = 0;
  for (const literal of moduleSpecifiers(source)) {
    if (!/^\.\.?(\/|$)/.test(literal.text)) continue;
    const full = fullSpecifier(literal.text, fromDir, exists);
    if (full === null) throw new Error(`a declaration in ${fromDir} imports '${literal.text}', which names no declaration file`);
    if (full === literal.text) continue;
    rewritten += 1;
    // Inside the quotes, so the file keeps its own quote style.
    out += text.slice(last, literal.getStart(source) + 1) + full;
    last = literal.getEnd() - 1;
  }
  return { text: out + text.slice(last), rewritten };
}

/** Rewrites every .d.ts under `folder` in place; returns how many specifiers changed. */
export function rewriteDeclarations(folder: string): number {
  let changed = 0;
  for (const file of declarationFiles(folder)) {
    const { text, rewritten } = withFullSpecifiers(readFileSync(file, 'utf8'), dirname(file), existsSync);
    if (rewritten === 0) continue;
    changed += rewritten;
    writeFileSync(file, text);
  }
  return changed;
}

function declarationFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}
