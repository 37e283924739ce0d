/**
 * The packed package in a merchant's own component tests: Jest 30 (in its ESM mode, since paykit
 * is ESM only) and Vitest 4 resolve it, and the widget renders in their jsdom with no false
 * "styles could not be applied" notice (Jest's jsdom ignores rules nested in grouping rules,
 * where the kit used to put its own).
 */
import { describe, expect, it } from 'vitest';
import { installedFixture, run } from './support/packed';

const fixture = installedFixture('test-runners');

describe('the packed package in a merchant’s test runner', () => {
  it.each(['jest', 'vitest'])(
    'under %s: paykit resolves, the widget shows the payment, no styles notice and nothing logged',
    async (runner) => {
      const result = await run('npm', ['run', `test:${runner}`], fixture.dir, { CI: 'true', NODE_ENV: 'test' });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/1 passed/);
    },
    120_000,
  );
});
