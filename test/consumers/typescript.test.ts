/**
 * The packed package in a merchant's TypeScript project: its declarations resolve under every
 * module resolution a project uses (a strict one: skipLibCheck off), require() loads it, and
 * arethetypeswrong and publint, the tools a registry reader trusts, find nothing.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEntries } from '../../scripts/api/entries';
import { installFixture, packPaykit, REPO, run } from './support/packed';

let tarball: string;
let fixture: Awaited<ReturnType<typeof installFixture>>;
let react18: Awaited<ReturnType<typeof installFixture>>;

beforeAll(async () => {
  const packing = packPaykit();
  [fixture, react18] = await Promise.all([installFixture('typescript', packing), installFixture('react18-types', packing)]);
  tarball = await packing;
}, 300_000);

afterAll(() => {
  fixture?.remove();
  react18?.remove();
  if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
});

describe('the packed package in a TypeScript project', () => {
  it.each(['bundler', 'node16', 'nodenext'])(
    'type-checks under moduleResolution %s, every entry typed (not any)',
    async (resolution) => {
      const result = await run(join(fixture.dir, 'node_modules/.bin/tsc'), ['-p', `tsconfig.${resolution}.json`], fixture.dir);
      expect(result.code, result.output).toBe(0);
    },
    60_000,
  );

  it('type-checks a React 18 app against React 18’s types', async () => {
    const result = await run(join(react18.dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], react18.dir);
    expect(result.code, result.output).toBe(0);
  }, 60_000);

  it('is the production build (no development JSX runtime, whatever NODE_ENV the tests run under)', () => {
    // One file per source module: the components' JSX is in the modules the entry re-exports.
    const dist = join(fixture.dir, 'node_modules/paykit/dist');
    const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.js'));
    const code = modules.map((path) => readFileSync(join(dist, path), 'utf8')).join('\n');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toContain('react/jsx-dev-runtime');
  });

  it('is loaded by require() (Node ≥ 20.19 loads an ES module synchronously)', async () => {
    const result = await run(process.execPath, ['require.cjs'], fixture.dir);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('required paykit/server and paykit/schemas');
  });

  it('arethetypeswrong finds no problem in any entry (ESM-only: a require() of it gets the ES module)', async () => {
    const entries = new Set(['.', ...publicEntries(REPO).map((entry) => `.${entry.specifier.slice('paykit'.length)}`)]);
    const result = await run(join(REPO, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only', '--format', 'json', '--entrypoints', ...entries], REPO);
    expect(result.code, result.output).toBe(0);
    const report = JSON.parse(result.output.slice(result.output.indexOf('{'))) as { problems: Record<string, { entrypoint: string; resolutionKind?: string }[]> };
    // The esm-only profile leaves out node10 (no "exports" support) and require() from CJS under node16, which sees ESM.
    const counted = Object.values(report.problems)
      .flat()
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs');
    expect(counted).toEqual([]);
    expect(Object.values(report.problems).flat().length, 'the JSON report lists problems (so an empty list means something)').toBeGreaterThan(0);
  }, 60_000);

  it('publint finds nothing to suggest, warn or fault', async () => {
    const result = await run(join(REPO, 'node_modules/.bin/publint'), ['run', tarball, '--strict', '--level', 'suggestion'], REPO);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('All good');
  });
});
