/** What each public entry exports, read from the sources with the TypeScript checker. */
import ts from 'typescript';
import { declarationOptions } from './declarations';
import type { PublicEntry } from './entries';

/** One name an entry exports, followed through re-exports to the declaration it stands for. */
export interface ExportedSymbol {
  /** The name a merchant imports. */
  name: string;
  /** function, class, interface, type, enum, namespace or const. */
  kind: string;
  /** Where it is declared, `src/…:line`: two exports are the same thing exactly when this matches. */
  declaredAt: string;
}

/** Every export of every entry, by entry specifier, sorted by name. */
export function exportsByEntry(entries: readonly PublicEntry[]): Map<string, ExportedSymbol[]> {
  const program = ts.createProgram({ rootNames: entries.map((entry) => entry.source), options: declarationOptions() });
  const checker = program.getTypeChecker();
  const result = new Map<string, ExportedSymbol[]>();
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry.source);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (moduleSymbol === undefined) throw new Error(`${entry.source} is not a module`);
    const symbols = checker.getExportsOfModule(moduleSymbol).map((exported) => describe(exported, checker, program));
    result.set(entry.specifier, symbols.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return result;
}

function describe(exported: ts.Symbol, checker: ts.TypeChecker, program: ts.Program): ExportedSymbol {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = target.declarations?.[0];
  const file = declaration?.getSourceFile();
  const line = file && declaration ? file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1 : 0;
  const path = file ? file.fileName.replace(`${program.getCurrentDirectory()}/`, '') : '(unknown)';
  return { name: exported.getName(), kind: kindOf(target.flags), declaredAt: `${path}:${line}` };
}

function kindOf(flags: ts.SymbolFlags): string {
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return flags & ts.SymbolFlags.Variable ? 'const + type' : 'type';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  if (flags & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}
