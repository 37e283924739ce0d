/** Writes custom-elements.json (shipped in the package, "customElements" in package.json) from the elements' specs. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementsManifest } from '../src/elements/manifest';

const target = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
writeFileSync(target, elementsManifest());
console.log(`build-elements-manifest: wrote ${target}`);
