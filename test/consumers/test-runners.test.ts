/**
 * The packed package in a merchant's own tests, as docs/testing-your-integration.md shows them
 * (its blocks are copies of this fixture's files):
 * - component tests under Jest 30 (in its ESM mode, since paykit is ESM only, with the jsdom
 *   environment the guide gives) and Vitest 4: Testing Library renders the provider and the widget
 *   on createInBrowserBackend and the payment is driven to settled; the older stubbed-fetch test
 *   checks no false "styles could not be applied" notice (Jest's jsdom ignores rules nested in
 *   grouping rules, where the kit used to put its own);
 * - a Playwright test (@playwright/test, Debian's Chromium) that buys on the fixture's own shop
 *   page, served with the proxy against the sandbox paykit/testing starts in the global set-up,
 *   pays through that sandbox and sees "settled".
 */
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../setup/chromium';
import { installedFixture, run } from './support/packed';
import { freePort } from './support/serve';

const fixture = installedFixture('test-runners');

describe('the packed package in a merchant’s test runner', () => {
  it.each([
    ['jest', 2],
    ['vitest', 2],
  ])('under %s: the widget renders on the in-browser backend and settles, with no styles notice and nothing logged', async (runner, tests) => {
    const result = await run('npm', ['run', `test:${runner}`], fixture.dir, { CI: 'true', NODE_ENV: 'test' });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(runner === 'jest' ? new RegExp(`Tests:\\s+${tests} passed, ${tests} total`) : new RegExp(`Tests\\s+.*${tests} passed`));
  });

  it('under Playwright: the shop page pays through the sandbox paykit/testing started, and shows settled', async () => {
    const result = await run('npm', ['run', 'test:e2e'], fixture.dir, { CI: 'true', SHOP_PORT: String(await freePort()), CHROME_PATH: chromiumPath() });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/1 passed/);
  });
});
