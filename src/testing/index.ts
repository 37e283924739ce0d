/**
 * paykit/testing — for a merchant's own tests (Node): the sandbox as a server a test's global
 * set-up starts, a handle on it from the tests (payment outcomes, webhook registration), and the
 * payment id a page's checkout widget shows. Component tests need no sandbox: they run the whole
 * backend in the page with createInBrowserBackend from paykit/dev. Any test may show the kit in
 * the pseudo-locale (pseudoLocale) to catch truncated, untranslated and glued-together strings.
 */
export { startTestSandbox, type TestSandbox, type TestSandboxOptions } from './test-sandbox';
export { connectTestSandbox, type TestSandboxAddress, type TestSandboxConnection } from './connect';
export { paymentIdOn, CHECKOUT_WIDGET_SELECTOR, type PageWithLocator } from './payment-on-page';
export type { PaymentSimulators } from '../dev/payment-simulators';
export { pseudoLocale, pseudoText, PSEUDO_LOCALE_TAG } from './pseudo-locale';
