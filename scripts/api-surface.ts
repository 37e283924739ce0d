/**
 * `npm run api:surface`: how many names each public entry exports, and the names exported by
 * several entries with different meanings (the same word, two different declarations), which
 * confuse anyone importing from both. `--list` also prints every export with its kind.
 */
import { exportsByEntry, type ExportedSymbol } from './api/exports';
import { publicEntries } from './api/entries';

const byEntry = exportsByEntry(publicEntries());

console.log('exports per entry');
let total = 0;
for (const [specifier, symbols] of byEntry) {
  total += symbols.length;
  console.log(`  ${String(symbols.length).padStart(4)}  ${specifier}`);
}
console.log(`  ${String(total).padStart(4)}  total`);

if (process.argv.includes('--list')) {
  for (const [specifier, symbols] of byEntry) {
    console.log(`\n${specifier}`);
    for (const symbol of symbols) console.log(`  ${symbol.kind.padEnd(12)} ${symbol.name.padEnd(40)} ${symbol.declaredAt}`);
  }
}

/** name → declaration → the entries exporting that name with that declaration */
const meanings = new Map<string, Map<string, { symbol: ExportedSymbol; entries: string[] }>>();
for (const [specifier, symbols] of byEntry) {
  for (const symbol of symbols) {
    const ofName = meanings.get(symbol.name) ?? new Map<string, { symbol: ExportedSymbol; entries: string[] }>();
    meanings.set(symbol.name, ofName);
    const meaning = ofName.get(symbol.declaredAt) ?? { symbol, entries: [] };
    ofName.set(symbol.declaredAt, meaning);
    meaning.entries.push(specifier);
  }
}
const collisions = [...meanings].filter(([, ofName]) => ofName.size > 1).sort(([a], [b]) => a.localeCompare(b));
console.log(`\nnames with more than one meaning across entries: ${collisions.length}`);
for (const [name, ofName] of collisions) {
  console.log(`  ${name}`);
  for (const { symbol, entries } of ofName.values()) console.log(`    ${symbol.kind.padEnd(12)} ${symbol.declaredAt.padEnd(52)} ${entries.join(', ')}`);
}
