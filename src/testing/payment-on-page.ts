/**
 * Finding the payment a page shows, from a browser test: the checkout widget carries its payment
 * id and state as attributes (data-payment-id, data-state). Typed by shape, so it takes a
 * Playwright page or frame without paykit depending on Playwright.
 */

/** The widget's root element: the one element carrying `data-payment-id`. */
export const CHECKOUT_WIDGET_SELECTOR = '[data-payment-id]';

/** What paymentIdOn needs of a page: Playwright's `page.locator(…).first().getAttribute(…)`. */
export interface PageWithLocator {
  /** Playwright's `page.locator(selector)` (a Frame's and a Locator's do as well). */
  locator(selector: string): { first(): { getAttribute(name: string, options?: { timeout?: number }): Promise<string | null> } };
}

/**
 * The id of the payment the page's checkout widget shows, once a widget is on the page (the
 * first, if several). Waits as long as `timeoutMs` (default: your runner's action timeout), then
 * rejects.
 */
export async function paymentIdOn(page: PageWithLocator, options: { timeoutMs?: number } = {}): Promise<string> {
  const widget = page.locator(CHECKOUT_WIDGET_SELECTOR).first();
  const id = await widget.getAttribute('data-payment-id', options.timeoutMs === undefined ? undefined : { timeout: options.timeoutMs });
  if (!id) throw new Error('The checkout widget on this page shows no payment id');
  return id;
}
