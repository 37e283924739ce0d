/** Runs a self-contained function in the page with one JSON argument. */
import type { Page } from 'playwright-core';

/**
 * Sent as source with a no-op `__name` in scope: esbuild with keepNames (tsx, for one) wraps
 * the function's inner arrow functions in `__name(…)`, which the page does not have.
 */
export function runInPage<A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> {
  return page.evaluate<R>(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`);
}
