/** Emits the package's declaration files from the sources, as `npm run build` does. */
import { join } from 'node:path';
import ts from 'typescript';
import { packageEntries } from '../package-entries';

/**
 * tsconfig.json's compiler options (the root config every file is checked with), set to write
 * declarations only. Throws with TypeScript's own message if the config cannot be read.
 */
export function declarationOptions(root = process.cwd(), declarationDir = join(root, 'dist/types')): ts.CompilerOptions {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(format([diagnostic]));
    },
  };
  const overrides: ts.CompilerOptions = { noEmit: false, declaration: true, emitDeclarationOnly: true, declarationDir, rootDir: join(root, 'src') };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), overrides, host);
  if (parsed === undefined) throw new Error(`cannot read ${join(root, 'tsconfig.json')}`);
  return parsed.options;
}

/**
 * Writes into `outDir` the .d.ts files of the package's entries (package.json `exports`) and of
 * what they import: the demo and the pages' scripts are never reached, so never emitted. Throws
 * with TypeScript's own messages if the sources do not type-check or a declaration cannot be
 * written (TypeScript otherwise skips such a file silently).
 */
export function emitDeclarations(outDir: string, root = process.cwd()): void {
  const rootNames = packageEntries(root).map((entry) => join(root, entry.source));
  const program = ts.createProgram({ rootNames, options: declarationOptions(root, outDir) });
  const emitted = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0 || emitted.emitSkipped) throw new Error(`declarations failed:\n${format(errors)}`);
}

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ts.sys.getCurrentDirectory(), getNewLine: () => '\n' });
}
