/**
 * Emits the kit's base stylesheet as /paykit.css beside the built pages, so the server that
 * sends the pages sends it too, precompressed like every other file: 52 KB of render-blocking
 * CSS is under 8 KB with brotli. It styles the server-painted pay page before any script runs.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const STYLESHEET_MODULE = fileURLToPath(new URL('../../src/dashboard/stylesheet.ts', import.meta.url));

export function baseStylesheetFile(): Plugin {
  return {
    name: 'paykit:base-stylesheet',
    apply: 'build',
    async generateBundle() {
      // Imported through Vite's module runner, as the sources are: inside the bundled Vite config
      // the components' css() rules never reached the sheet, and paykit.css held the themes alone.
      const { module } = await runnerImport<typeof import('../../src/dashboard/stylesheet')>(STYLESHEET_MODULE, { configFile: false, logLevel: 'error' });
      this.emitFile({ type: 'asset', fileName: 'paykit.css', source: module.kitStylesheet() });
    },
  };
}
