/**
 * The packed package as a merchant's bundler and server see it: a page that imports one helper
 * pays only for that helper, and paykit/schemas (no 'use client') is usable from server code and
 * React Server Components, down to every module it reaches.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merchantBundle } from '../support/merchant-bundle';
import { installedFixture, run } from './support/packed';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const fixture = installedFixture('typescript');

/** Brotli size of a merchant's file bundled from the installed package, as test/bundle-size.test.ts bundles sources. */
async function bundledSize(consumer: string): Promise<number> {
  const bundle = await merchantBundle(consumer, fixture.dir);
  // An import the entry does not provide is only a warning to esbuild (it bundles `undefined`): a failure here.
  if (bundle.warnings.length > 0) throw new Error(bundle.warnings.join('\n'));
  return bundle.brotli;
}

/** The relative specifiers a built module imports or re-exports (the package's own files, not dependencies). */
function relativeImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1]!);
  return [...new Set(specifiers)];
}

/** Every file of the package a module reaches through relative imports, itself included. */
function reachableFiles(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) queue.push(resolve(dirname(file), specifier));
  }
  return [...seen];
}

const startsWithUseClient = (code: string) => /^(?:#![^\n]*\n)?\s*["']use client["']/.test(code);

describe('the packed package tree-shakes', () => {
  it.each([
    // Each helper is called: esbuild bundles a mere re-export of a missing name as nothing, silently.
    ['formatAmount from paykit', `import { formatAmount } from 'paykit';\nconsole.log(formatAmount('1234.5', 'en'));`],
    ['formatAmount from paykit/schemas', `import { formatAmount } from 'paykit/schemas';\nconsole.log(formatAmount('1234.5', 'en'));`],
    ['money from paykit/schemas', `import { money } from 'paykit/schemas';\nconsole.log(money.add('1.10', '2.25'));`],
  ])('%s costs at most 2 KB brotli', async (name, consumer) => {
    const size = await bundledSize(consumer);
    console.info(`tree-shaking: ${name} = ${kb(size)} brotli`);
    expect(size).toBeLessThanOrEqual(2 * KB);
  });

  it('records what the checkout widget with its provider costs from the built package', async () => {
    const size = await bundledSize(`import { CheckoutWidget, PaykitProvider } from 'paykit';\nexport { CheckoutWidget, PaykitProvider };`);
    console.info(`tree-shaking: { CheckoutWidget, PaykitProvider } from the packed paykit = ${kb(size)} brotli`);
    expect(size).toBeGreaterThan(2 * KB);
  });
});

describe('entries and directives in the packed package', () => {
  const dist = () => join(fixture.dir, 'node_modules/paykit/dist');

  it.each(['index.js', 'onboarding.js', 'dashboard.js'])('the client entry %s starts with its use client directive', (file) => {
    expect(startsWithUseClient(readFileSync(join(dist(), file), 'utf8'))).toBe(true);
  });

  it('paykit/schemas and every module it reaches carry no use client directive', () => {
    const files = reachableFiles(join(dist(), 'schemas.js'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => /^\s*["']use client["'];?\s*$/m.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('formatAmount from paykit/schemas runs in plain Node, the way server code calls it', async () => {
    const script = `import { formatAmount } from 'paykit/schemas';\nconsole.log(formatAmount('1234567.000001', 'de'));`;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], fixture.dir);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('1.234.567,000001');
  });

  it('the sandbox bin keeps its shebang', () => {
    expect(readFileSync(join(dist(), 'sandbox-cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
