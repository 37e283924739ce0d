/** Emits the package's declaration files from the sources, as `npm run build` does (tsconfig.build.json). */
import ts from 'typescript';

/**
 * Writes the .d.ts files of tsconfig.build.json into `outDir`. Throws with TypeScript's own
 * messages if the sources do not type-check or a declaration cannot be written (TypeScript
 * otherwise skips such a file silently).
 */
export function emitDeclarations(outDir: string, tsconfig = 'tsconfig.build.json'): void {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(format([diagnostic]));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, { declarationDir: outDir, noEmit: false }, host);
  if (parsed === undefined) throw new Error(`cannot read ${tsconfig}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  const emitted = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0 || emitted.emitSkipped) throw new Error(`declarations from ${tsconfig} failed:\n${format(errors)}`);
}

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ts.sys.getCurrentDirectory(), getNewLine: () => '\n' });
}
