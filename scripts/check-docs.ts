/**
 * `npx tsx scripts/check-docs.ts [--built] [check …]`: the docs checks of `npm test` (test/docs/),
 * printed as `path:LINE: message`, without packing. The snippets' `paykit` imports resolve to src/
 * through tsconfig "paths" here (about 1 min of tsc over src on a quiet machine), where `npm test`
 * type-checks them against the packed package, whose declarations can differ; `--built` uses this
 * checkout's dist/types instead (run `npm run build` first), which is what the pack holds.
 * Checks: links, examples, architecture, citations, readme, snippets. Exits 1 when anything is found.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { architectureFaults, citationFaults, exampleCopyFaults, linkFaults, readmeFaults } from '../test/docs/checks';
import { snippetFaults, snippetWorkDir } from '../test/docs/snippets';
import { REPO, repoTree, snippetDocuments } from '../test/docs/tree';
import { MAY_IMPORT } from '../test/support/layer-matrix';

const built = process.argv.includes('--built');
if (built && !existsSync(join(REPO, 'dist/types/index.d.ts'))) {
  console.error('--built: no dist/types in this checkout; run npm run build first');
  process.exit(2);
}
const tree = repoTree();

const CHECKS: Record<string, () => string[] | Promise<string[]>> = {
  links: () => linkFaults(tree),
  examples: () => exampleCopyFaults(tree),
  architecture: () => architectureFaults(tree, MAY_IMPORT),
  citations: () => citationFaults(tree),
  readme: () => readmeFaults(tree),
  snippets: async () => {
    const dir = snippetWorkDir();
    try {
      return await snippetFaults(
        snippetDocuments(tree).map((label) => ({ label, text: tree.read(label) })),
        built ? { built: REPO } : 'source',
        dir,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const asked = process.argv.slice(2).filter((arg) => arg !== '--built');
const unknown = asked.filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`unknown check ${unknown.join(', ')}; the checks: ${Object.keys(CHECKS).join(', ')}`);
  process.exit(2);
}

let total = 0;
for (const name of asked.length ? asked : Object.keys(CHECKS)) {
  if (name === 'snippets') console.log(`snippets: paykit resolves to ${built ? "this checkout's dist/types" : 'src/'} here (npm test checks the packed package)`);
  const faults = await CHECKS[name]!();
  total += faults.length;
  console.log(`${name}: ${faults.length} fault${faults.length === 1 ? '' : 's'}`);
  for (const fault of faults) console.log(`  ${fault}`);
}
process.exitCode = total > 0 ? 1 : 0;
