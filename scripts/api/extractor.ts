/** Writes one API Extractor report per public entry from a folder of declaration files. */
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';
import type { PublicEntry } from './entries';

/**
 * Writes `<reportFolder>/<entry.reportName>.api.md` for each entry, reading declarations from
 * `declarationDir`. That folder must sit inside the repository, outside node_modules, so the
 * declarations' imports (zod/mini, react …) resolve. `published` is a copy of the same declarations
 * under a node_modules folder: `paykit/…` specifiers resolve there, so a type one entry takes from
 * another is an import of that entry in the report, as a user's editor sees it, not a copy. Throws
 * if API Extractor reports an error, an unnamed type (ae-forgotten-export) included.
 */
export function writeApiReports(entries: readonly PublicEntry[], declarationDir: string, reportFolder: string, root = process.cwd(), published?: string): void {
  const paths = published === undefined ? undefined : Object.fromEntries(entries.map((entry) => [entry.specifier, [join(published, entry.declaration)]]));
  const failures: string[] = [];
  for (const entry of entries) {
    const config = ExtractorConfig.prepare({
      configObjectFullPath: join(root, 'api-extractor.json'), // a name to resolve against; the object below is the whole config
      packageJsonFullPath: join(root, 'package.json'),
      configObject: {
        projectFolder: root,
        newlineKind: 'lf', // API Extractor writes CRLF unless told
        mainEntryPointFilePath: resolve(declarationDir, entry.declaration),
        compiler: {
          // The declarations mention DOM types (AbortSignal, HTMLElement) and Node's (the server's node adapter).
          overrideTsconfig: {
            compilerOptions: { lib: ['ES2023', 'DOM'], types: ['node'], module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, ...(paths && { paths }) },
            // `files`, not `include`: an include pattern skips a folder whose name starts with a dot.
            files: [resolve(declarationDir, entry.declaration)],
          },
        },
        apiReport: { enabled: true, reportFileName: entry.reportName, reportFolder: resolve(reportFolder), reportTempFolder: join(resolve(declarationDir), '.api-temp') },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None },
            // A type the entry exposes but does not export: a user reads it in a signature and cannot
            // import it. Export it from the entry that owns it, and name it elsewhere by that entry's
            // specifier (`import type { … } from 'paykit/server'`).
            'ae-forgotten-export': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        },
      },
    });
    const errors: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: true,
      messageCallback: (message: ExtractorMessage) => {
        if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.formatMessageWithLocation(root));
        message.handled = true; // API Extractor's own console lines ("report created …") are noise here
      },
    });
    if (!result.succeeded || errors.length > 0) failures.push(`API Extractor failed for ${entry.specifier}:\n${errors.join('\n')}`);
  }
  // Every entry's faults at once: one run shows all there is to mend.
  if (failures.length > 0) throw new Error(failures.join('\n'));
}
